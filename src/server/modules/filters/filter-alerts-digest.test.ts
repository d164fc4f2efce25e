import { and, eq, isNull } from "drizzle-orm";
import { describe, expect } from "vitest";
import { buildOwner, buildRenter, ownerUsername } from "../../test/factories";
import { saveFilter } from "../../test/filters";
import type { Caller } from "../../test/request";
import { parseMessage, smtpAppTest } from "../../test/smtp";
import { settleJobs } from "../../test/settle-jobs";
import type { TestApp } from "../../test/test-app";
import { filterAlertMatches, jobs } from "../../db/schema";
import { createGearId, listing } from "../../test/gear";
import { nextDigestAt, sendDigests } from "./digest";

/** The daily e-mail digest of saved-filter matches (ADR 030), sent through a real SMTP server on loopback. */
const { it, smtp } = await smtpAppTest();

const waitingDigests = (ctx: TestApp) =>
  ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, "filters.digest"), isNull(jobs.doneAt), isNull(jobs.failedAt)));

/** The waiting digest job runs now, as the clock would make it at 08:00. */
async function runDigestNow(ctx: TestApp) {
  await ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, "filters.digest"));
  await settleJobs(ctx);
}

async function emailFilter(ctx: TestApp, as: Caller, name: string, query: string) {
  const id = (await saveFilter(ctx, as, name, query)).json().id as number;
  const res = await ctx.request.patch(`/api/filters/${id}`, { alert: true, alertPush: false }, { as });
  expect(res.json()).toMatchObject({ alert: true, alertPush: false, alertEmail: true });
}

const mailTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email)).map((m) => parseMessage(m.raw));

describe("saved-filter e-mail digest", () => {
  it("collects a day's matches into one e-mail, at most one a day per person, in their language", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const renter = await buildRenter(ctx, { language: "ms" });
    await emailFilter(ctx, renter, "Victor kamera", "q=victor");

    const first = await createGearId(ctx, owner, listing({ name: "Victor FX6", pricePerDay: 30000 }));
    const second = await createGearId(ctx, owner, listing({ name: "Victor C70", pricePerDay: 28000 }));
    await settleJobs(ctx);
    // Nothing is sent per match: one digest waits for 08:00 in Malaysia, however many matches.
    expect(mailTo(renter.email)).toEqual([]);
    const waiting = await waitingDigests(ctx);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBe(nextDigestAt(new Date()).getTime());

    await runDigestNow(ctx);
    const [digest, ...more] = mailTo(renter.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Peralatan baharu untuk tapisan disimpan anda");
    expect(digest!.body).toContain("Peralatan yang baru disenaraikan sepadan dengan tapisan disimpan anda:");
    expect(digest!.body).toContain(
      `Victor FX6, RM 300.00 sehari (“Victor kamera”): ${ctx.config.publicUrl}/gear/${first}`,
    );
    expect(digest!.body).toContain(
      `Victor C70, RM 280.00 sehari (“Victor kamera”): ${ctx.config.publicUrl}/gear/${second}`,
    );
    expect(await waitingDigests(ctx)).toEqual([]);

    // A third match the same day waits: the digest runs again, but this person had today's.
    const third = await createGearId(ctx, owner, listing({ name: "Victor Komodo" }));
    await settleJobs(ctx);
    await runDigestNow(ctx);
    expect(mailTo(renter.email)).toHaveLength(1);
    const [left] = await ctx.db.select().from(filterAlertMatches).where(eq(filterAlertMatches.gearId, third));
    expect(left!.emailedAt).toBeNull();
    // …and the chain goes on to the next morning, when it is sent on its own.
    expect(await waitingDigests(ctx)).toHaveLength(1);
    await sendDigests(ctx.db, new Date(Date.now() + 86_400_000));
    await settleJobs(ctx);
    const mails = mailTo(renter.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain(`Victor Komodo`);
    expect(mails[1]!.body).not.toContain("Victor FX6");
  });

  it("a filter switched to push only, or a listing archived before 08:00, is left out of the digest", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const renter = await buildRenter(ctx);
    await emailFilter(ctx, renter, "Whiskey audio", "q=whiskey");
    const gone = await createGearId(ctx, owner, listing({ name: "Whiskey shotgun mic", category: "audio" }));
    const kept = await createGearId(ctx, owner, listing({ name: "Whiskey lav kit", category: "audio" }));
    await settleJobs(ctx);
    expect((await ctx.request.post(`/api/gear/${gone}/archive`, undefined, { as: owner })).statusCode).toBe(200);
    await runDigestNow(ctx);
    const [mail] = mailTo(renter.email);
    expect(mail!.subject).toBe("New gear for your saved filters");
    expect(mail!.body).toContain(
      `Whiskey lav kit, RM 250.00 a day (“Whiskey audio”): ${ctx.config.publicUrl}/gear/${kept}`,
    );
    expect(mail!.body).not.toContain("Whiskey shotgun mic");

    const other = await buildRenter(ctx);
    const id = (await saveFilter(ctx, other, "Whiskey by push", "q=whiskey")).json().id;
    await ctx.request.patch(`/api/filters/${id}`, { alert: true, alertEmail: false }, { as: other });
    await createGearId(ctx, owner, listing({ name: "Whiskey boom pole", category: "audio" }));
    await settleJobs(ctx);
    await sendDigests(ctx.db, new Date(Date.now() + 86_400_000));
    await settleJobs(ctx);
    expect(mailTo(other.email)).toEqual([]);
  });
});
