import { and, eq, sql } from "drizzle-orm";
import { jobs, users } from "../db/schema";
import { describe, expect } from "../test/fixtures";
import { buildGear, buildOwner, buildRenter, day } from "../test/factories";
import { createBookingId, mustMove } from "../test/bookings";
import { parseMessage, smtpAppTest } from "../test/smtp";
import { enqueueEmail, enqueueEmailTo } from "./email";

// A real SMTP server on loopback receives what the worker sends.
const { it, smtp } = await smtpAppTest();

/** Every e-mail job's payload, as stored. */
const emailPayloads = async (db: Parameters<typeof enqueueEmailTo>[0]) =>
  (await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "email"))).map(
    (r) => r.payload as { template: string; userId?: string; to?: string },
  );
const mailsTo = (address: string) =>
  smtp.received.filter((m) => m.rcptTo.includes(address)).map((m) => parseMessage(m.raw));

describe("e-mail jobs carry account ids, not personal data", () => {
  it("register, booking request and approval, password reset: payloads hold no address or name; mails arrive", async ({
    ctx,
  }) => {
    const newcomer = { name: "Nadia Newcomer", email: `nadia.${Date.now()}@example.test` };
    const registered = await ctx.request.post("/api/register", { ...newcomer, password: "newcomer-pass-1" });
    expect(registered.statusCode).toBeLessThan(300);

    const owner = await buildOwner(ctx, { name: "Othman Pemilik" });
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3" });
    const renter = await buildRenter(ctx, { name: "Rosnah Penyewa" });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(5) });
    await mustMove(ctx, id, "approved", owner);
    const asked = await ctx.request.post(
      "/api/auth/request-password-reset",
      { email: renter.email, redirectTo: "/auth/reset-password" },
      { remoteAddress: "10.9.0.1" },
    );
    expect(asked.statusCode).toBe(200);
    await ctx.worker.drain(); // the reset request's job queues the mail
    await ctx.worker.drain();

    const payloads = await emailPayloads(ctx.db);
    const byTemplate = (t: string) => payloads.filter((p) => p.template === t);
    expect(byTemplate("booking_notification")).toEqual([expect.objectContaining({ userId: owner.id })]);
    expect(byTemplate("booking_approval_notify")).toEqual([expect.objectContaining({ userId: renter.id })]);
    expect(byTemplate("reset-password")).toEqual([expect.objectContaining({ userId: renter.id })]);
    // Only sign-up verification goes to an address (it proves that address).
    expect(payloads.filter((p) => p.to).map((p) => p.template)).toEqual(["verify-email"]);
    const accountJobs = JSON.stringify(payloads.filter((p) => p.userId));
    for (const personal of [owner.email, "Othman", renter.email, "Rosnah", newcomer.email, newcomer.name])
      expect(accountJobs).not.toContain(personal);
    expect(accountJobs).not.toContain("@");

    const [request] = mailsTo(owner.email);
    expect(request!.subject).toBe("New booking request: Sony FX3");
    expect(request!.body).toContain("Hi Othman Pemilik,");
    expect(request!.body).toContain("Rosnah Penyewa asks to rent Sony FX3 from");
    const toRenter = mailsTo(renter.email);
    expect(toRenter).toHaveLength(2);
    for (const m of toRenter) expect(m.body).toContain("Hi Rosnah Penyewa,");
    expect(toRenter.some((m) => m.body.includes("/auth/reset-password?token="))).toBe(true);
    expect(mailsTo(newcomer.email)).toHaveLength(1);
  });

  it("every message says it is automated, and its HTML has the reader's language and a title (issue 29)", async ({
    ctx,
  }) => {
    const renter = await buildRenter(ctx, { name: "Aminah Bahasa", language: "ms" });
    await enqueueEmailTo(ctx.db, "verification_notify", renter.id, { outcome: "verified", url: "/learnmore" });
    await ctx.worker.drain();
    const [raw] = smtp.received.filter((m) => m.rcptTo.includes(renter.email)).map((m) => m.raw);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    // Mail about a person's own account and bookings is not a list: no unsubscribe (the digest's is in filters/).
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
    const { subject, body } = parseMessage(raw!);
    expect(body).toContain('<html lang="ms">');
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(subject).toBeTruthy();
  });

  it("a mail queued to an account deleted before it is sent is not sent; the job is done, not failed", async ({
    ctx,
  }) => {
    const renter = await buildRenter(ctx, { name: "Gone Soon" });
    // Queued and deleted in one commit: the worker (woken by the queue's NOTIFY) cannot run in between.
    await ctx.db.transaction(async (tx) => {
      await enqueueEmailTo(tx, "verification_notify", renter.id, { outcome: "verified", url: "/learnmore" });
      await tx.delete(users).where(eq(users.id, renter.id));
    });
    await ctx.worker.drain();
    expect(mailsTo(renter.email)).toEqual([]);
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "email"), sql`${jobs.payload}->>'userId' = ${renter.id}`));
    expect(job).toMatchObject({ payload: { userId: renter.id }, failedAt: null, lastError: null });
    expect(job!.doneAt).not.toBeNull();
  });

  it("a job queued before payloads carried ids (with `to`) is still sent", async ({ ctx }) => {
    await enqueueEmail(ctx.db, "verification_notify", "old.shape@example.test", {
      name: "Old Shape",
      outcome: "verified",
      url: "/learnmore",
    });
    await ctx.worker.drain();
    const [mail] = mailsTo("old.shape@example.test");
    expect(mail!.body).toContain("Hi Old Shape,");
  });
});
