import { and, eq } from "drizzle-orm";
import { auditLog, bookings, identityVerifications, notifications } from "../../db/schema";
import { scamMatches, scamReportKeys, scamReports } from "../../db/schema/scam-reports";
import { requestBooking } from "../../test/bookings";
import {
  buildGear,
  buildOwner,
  buildRenter,
  buildUser,
  type BuiltUser,
  day,
  VERIFIED_COMPLETE,
} from "../../test/factories";
import { describe, expect } from "../../test/fixtures";
import { type InjectResponse, multipart } from "../../test/request";
import { parseMessage, smtpAppTest } from "../../test/smtp";
import type { TestApp } from "../../test/test-app";
import { pngImage } from "../../test/uploads";
import { mustDecide, reportId } from "../../test/scam-reports";

// A real SMTP server on loopback receives what the worker sends.
const { it, smtp } = await smtpAppTest();

const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.rcptTo.includes(email)).map((m) => parseMessage(m.raw));

let phoneSeq = 2_000_000;
/** A fresh Malaysian mobile number, as a renter would type it on their profile. */
const freshPhone = () => `01${phoneSeq++}${String(phoneSeq).slice(-1)}`;

const warningOf = async (ctx: TestApp, bookingId: string, as: BuiltUser) =>
  (await ctx.request.get(`/api/bookings/${bookingId}/scam-warning`, { as })).json() as { matched: boolean };

/** A request for one day of a new "Canon R5" of `owner`, five days ahead. */
async function ask(ctx: TestApp, renter: BuiltUser, owner: BuiltUser) {
  const item = await buildGear(ctx, { ownerId: owner.id, name: "Canon R5", pricePerDay: 12_000 });
  const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(5) });
  expect(res.statusCode, res.body).toBe(201);
  return { res, bookingId: res.json().booking.id as string };
}

/** What a renter receives, with the new record's ids and times taken out: everything else must be byte for byte the same. */
const renterSees = (res: InjectResponse) => ({
  status: res.statusCode,
  contentType: res.headers["content-type"],
  body: res.body.replace(/"[a-z0-9]{24}"/g, '"<id>"').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, "<time>"),
});

const openMatchesOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(scamMatches).where(eq(scamMatches.userId, userId));

describe("matching later requests against confirmed reports", () => {
  it("a confirmed report flags a later request under a differently written phone; a dismissed one does not; the renter's answer is the same", async ({
    ctx,
  }) => {
    const phone = freshPhone(); // "01…" with no spaces
    const spaced = `+60 ${phone.slice(1, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;
    const reporter = await buildOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE });
    const admin = await buildUser(ctx, { role: "admin" });
    const owner = await buildOwner(ctx, { name: "Another Owner", ...VERIFIED_COMPLETE });
    const renter = await buildRenter(ctx, { name: "Ali", phoneNumber: phone });

    // Dismissed: no warning, no match, no alert.
    const dismissed = await reportId(ctx, reporter, { name: "Ali", phone: spaced, description: "Suspicious." });
    await mustDecide(ctx, dismissed, admin, "dismiss");
    const clean = await ask(ctx, renter, owner);
    expect(await warningOf(ctx, clean.bookingId, owner)).toEqual({ matched: false });
    expect(await openMatchesOf(ctx, renter.id)).toEqual([]);

    // Confirmed: the owner is warned on the request and the admin alerted.
    const confirmed = await reportId(ctx, reporter, { name: "Ali", phone: spaced, description: "Kept the lens." });
    await mustDecide(ctx, confirmed, admin, "confirm");
    const flagged = await ask(ctx, renter, owner);
    expect(await warningOf(ctx, flagged.bookingId, owner)).toEqual({ matched: true });
    // The earlier request is still pending: the confirmation flagged it too.
    expect(await warningOf(ctx, clean.bookingId, owner)).toEqual({ matched: true });
    const listed = await ctx.request.get("/api/scam-warnings", { as: owner });
    expect(listed.json().bookingIds.sort()).toEqual([flagged.bookingId, clean.bookingId].sort());
    expect((await ctx.request.get("/api/scam-warnings", { as: reporter })).json()).toEqual({ bookingIds: [] });
    const match = (await openMatchesOf(ctx, renter.id)).find((m) => m.bookingId === flagged.bookingId);
    expect(match).toMatchObject({ reportId: confirmed, bookingId: flagged.bookingId, fields: ["phone"] });
    const alerts = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "scam.match")));
    expect(alerts).toHaveLength(2);

    // The renter's answers differ only in the new record's ids and times.
    expect(renterSees(flagged.res)).toEqual(renterSees(clean.res));
    // And they may not ask about the warning: the same 404 as for a stranger's booking.
    const asked = await ctx.request.get(`/api/bookings/${flagged.bookingId}/scam-warning`, { as: renter });
    expect(asked.statusCode).toBe(404);
    const theirsNot = await ctx.request.get(`/api/bookings/${clean.bookingId}/scam-warning`, { as: renter });
    expect(asked.body).toBe(theirsNot.body);
    // The renter got no notification at all about it.
    const toRenter = await ctx.db.select().from(notifications).where(eq(notifications.userId, renter.id));
    expect(toRenter.filter((n) => n.kind.startsWith("scam"))).toEqual([]);
  });

  it("confirming flags the open requests made before it (not cancelled ones), alerts the admins once per request and tells the renter nothing", async ({
    ctx,
  }) => {
    const phone = freshPhone();
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx, { name: "Early", phoneNumber: phone });
    const bystander = await buildRenter(ctx, { phoneNumber: freshPhone() });
    const open = await ask(ctx, renter, owner);
    const cancelled = await ask(ctx, renter, owner);
    await ctx.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.bookingId));
    const other = await ask(ctx, bystander, owner);
    const id = await reportId(ctx, reporter, { name: "Early", phone, icLast4: "1111", description: "Asked first." });
    expect(await warningOf(ctx, open.bookingId, owner)).toEqual({ matched: false });

    await mustDecide(ctx, id, admin, "confirm");
    expect(await warningOf(ctx, open.bookingId, owner)).toEqual({ matched: true });
    expect(await warningOf(ctx, cancelled.bookingId, owner)).toEqual({ matched: false });
    expect(await warningOf(ctx, other.bookingId, owner)).toEqual({ matched: false });
    expect(await openMatchesOf(ctx, renter.id)).toMatchObject([
      { reportId: id, bookingId: open.bookingId, fields: ["phone"] },
    ]);
    const alerts = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "scam.match")));
    expect(alerts).toHaveLength(1);
    const toRenter = await ctx.db.select().from(notifications).where(eq(notifications.userId, renter.id));
    expect(toRenter.filter((n) => n.kind.startsWith("scam"))).toEqual([]);
  });

  it("the e-mail matches in any case and IC digits alone flag nobody", async ({ ctx }) => {
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const byEmail = await buildRenter(ctx, { email: "kamal.scam@example.com" });
    const byIc = await buildRenter(ctx, { email: "innocent@example.com" });
    const id = await reportId(ctx, reporter, {
      name: "Kamal",
      email: "  Kamal.Scam@Example.COM ",
      icLast4: "4321",
      description: "Fake transfer slip.",
    });
    await mustDecide(ctx, id, admin, "confirm");
    // byEmail's latest verification request (not the older one) has the report's IC digits: they match too.
    for (const [n, mykadNumber, submittedAt] of [
      [1, "900101141111", new Date("2026-01-01T00:00:00Z")],
      [2, "900101144321", new Date("2026-02-01T00:00:00Z")],
    ] as const) {
      await ctx.db.insert(identityVerifications).values({
        id: `v${n}${byEmail.id.slice(2)}`,
        userId: byEmail.id,
        fullName: "Kamal",
        mykadNumber,
        icFrontKey: "k1",
        icBackKey: "k2",
        selfieKey: "k3",
        status: "rejected",
        submittedAt,
      });
    }
    const a = await ask(ctx, byEmail, owner);
    expect(await warningOf(ctx, a.bookingId, owner)).toEqual({ matched: true });
    expect((await openMatchesOf(ctx, byEmail.id))[0]).toMatchObject({
      bookingId: a.bookingId,
      fields: ["email", "ic4"],
    });
    // byIc's MyKad ends in 4321 like the report's, but nothing else agrees.
    await ctx.db.insert(identityVerifications).values({
      id: `v${byIc.id.slice(1)}`,
      userId: byIc.id,
      fullName: "Innocent",
      mykadNumber: "900101144321",
      icFrontKey: "k1",
      icBackKey: "k2",
      selfieKey: "k3",
      status: "verified",
    });
    const b = await ask(ctx, byIc, owner);
    expect(await warningOf(ctx, b.bookingId, owner)).toEqual({ matched: false });
  });

  it("an identity verification is matched too (phone and IC digits), and the admins are alerted", async ({ ctx }) => {
    const phone = freshPhone();
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const renter = await buildUser(ctx, { name: "Zul", phoneNumber: phone });
    const id = await reportId(ctx, reporter, { name: "Zul", phone, icLast4: "5678", description: "Ran off." });
    await mustDecide(ctx, id, admin, "confirm");
    const files = [
      { field: "icFront", filename: "f.png", data: await pngImage("#111111") },
      { field: "icBack", filename: "b.png", data: await pngImage("#222222") },
      { field: "selfie", filename: "s.png", data: await pngImage("#333333") },
    ];
    const res = await ctx.request.post(
      "/api/verification",
      multipart({ fullName: "Zul bin Zain", mykadNumber: "900101-14-5678" }, files),
      { as: renter },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [match] = await openMatchesOf(ctx, renter.id);
    expect(match).toMatchObject({ reportId: id, verificationId: res.json().id, bookingId: null });
    expect([...match!.fields].sort()).toEqual(["ic4", "phone"]);
    const list = await ctx.request.get("/api/scam-matches", { as: admin });
    expect(list.json().open.find((m: { id: string }) => m.id === match!.id)).toMatchObject({
      via: "verification",
      account: { id: renter.id, name: "Zul" },
    });
  });

  it("an admin clears an account after review: the warning goes, the trail has it, and the report is not raised again", async ({
    ctx,
  }) => {
    const phone = freshPhone();
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx, { phoneNumber: phone });
    const id = await reportId(ctx, reporter, { name: "X", phone, description: "Scam." });
    await mustDecide(ctx, id, admin, "confirm");
    const first = await ask(ctx, renter, owner);
    expect(await warningOf(ctx, first.bookingId, owner)).toEqual({ matched: true });

    const bad = await ctx.request.post("/api/scam-matches/clear", { userId: renter.id, reason: " " }, { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(await warningOf(ctx, first.bookingId, owner)).toEqual({ matched: true });

    const cleared = await ctx.request.post(
      "/api/scam-matches/clear",
      { userId: renter.id, reason: "The number was recycled; IC differs." },
      { as: admin },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await warningOf(ctx, first.bookingId, owner)).toEqual({ matched: false });
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "scam_match.cleared"));
    expect(trail).toMatchObject([
      {
        actorId: admin.id,
        subjectType: "user",
        subjectId: renter.id,
        data: { detail: { reason: "The number was recycled; IC differs." } },
      },
    ]);
    const again = await ask(ctx, renter, owner);
    expect(await warningOf(ctx, again.bookingId, owner)).toEqual({ matched: false });
    const twice = await ctx.request.post(
      "/api/scam-matches/clear",
      { userId: renter.id, reason: "Again." },
      { as: admin },
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe("deciding a report", () => {
  it("confirming keeps keyed digests, erases the clear identifiers, audits, and tells the reporter in their language", async ({
    ctx,
  }) => {
    const reporter = await buildOwner(ctx, { name: "Mei", language: "ms", ...VERIFIED_COMPLETE });
    const staff = await buildUser(ctx, { role: "staff" });
    const id = await reportId(ctx, reporter, {
      name: "Ali Scammer",
      phone: "012-987 6543",
      email: "ali@example.com",
      icLast4: "1234",
      description: "Never returned the drone.",
    });
    const [pending] = await ctx.db.select().from(scamReports).where(eq(scamReports.id, id));
    expect(pending).toMatchObject({ phone: "+60129876543", email: "ali@example.com", icLast4: "1234" });

    const res = await ctx.request.post(
      `/api/scam-reports/${id}/decision`,
      { decision: "confirm", reason: "Chat and transfer match." },
      { as: staff },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: "•••• 6543", email: "a•••@example.com", icLast4: "••34" });
    const [row] = await ctx.db.select().from(scamReports).where(eq(scamReports.id, id));
    expect(row).toMatchObject({ status: "confirmed", phone: null, email: null, icLast4: null, decidedBy: staff.id });
    const keys = await ctx.db.select().from(scamReportKeys).where(eq(scamReportKeys.reportId, id));
    expect(keys.map((k) => k.kind).sort()).toEqual(["email", "ic4", "phone"]);
    for (const k of keys) {
      expect(k.digest).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(keys)).not.toMatch(/129876543|ali@example|1234"/);
    }
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(trail).toMatchObject([
      {
        actorId: staff.id,
        action: "scam_report.confirmed",
        subjectType: "scam_report",
        data: {
          before: { status: "pending" },
          after: { status: "confirmed" },
          detail: { reason: "Chat and transfer match." },
        },
      },
    ]);
    const [notice] = await ctx.db.select().from(notifications).where(eq(notifications.userId, reporter.id));
    expect(notice).toMatchObject({ kind: "scam.confirmed", link: "/owners/report-scammer" });
    await ctx.worker.drain();
    const [mail] = mailsTo(reporter.email);
    expect(mail!.subject).toBe("Laporan penipuan anda telah disahkan");
    expect(mail!.body).toContain("Sebab: Chat and transfer match.");

    // Decided once: a second decision is refused and writes nothing.
    const again = await ctx.request.post(
      `/api/scam-reports/${id}/decision`,
      { decision: "dismiss", reason: "Changed my mind." },
      { as: staff },
    );
    expect(again.statusCode).toBe(409);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).toHaveLength(1);
  });

  it("a decision needs a reason; a dismissal keeps no identifiers and no keys", async ({ ctx }) => {
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const id = await reportId(ctx, reporter);
    const noReason = await ctx.request.post(
      `/api/scam-reports/${id}/decision`,
      { decision: "confirm", reason: "" },
      { as: admin },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe("Give a reason for the decision.");
    await mustDecide(ctx, id, admin, "dismiss");
    const [row] = await ctx.db.select().from(scamReports).where(eq(scamReports.id, id));
    expect(row).toMatchObject({ status: "dismissed", phone: null, email: null, icLast4: null, phoneHint: "•••• 6789" });
    expect(await ctx.db.select().from(scamReportKeys).where(eq(scamReportKeys.reportId, id))).toEqual([]);
    await ctx.worker.drain();
    const [mail] = mailsTo(reporter.email);
    expect(mail!.subject).toBe("Your scam report was dismissed");
  });
});
