import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog, bookings, depositSettlements } from "../../db/schema";
import { emailJobs, makeJobDue } from "../../test/bookings";
import { buildBooking, day } from "../../test/factories";
import { type ActorName, matrixTest, type MatrixEnv, signedIn } from "../../test/matrix";
import { expectBadInput, type InjectResponse, multipart } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { listFiles, pngImage } from "../../test/uploads";
import { recordMove } from "../bookings/move-repository";
import {
  answerClaimAs,
  claim,
  claimedBooking,
  decide,
  depositRows,
  disputedBooking,
  must,
  readDepositAs,
  returnedBooking,
  returnInFull,
} from "../../test/deposits";

const { it, matrix } = matrixTest();

type Target = { bookingId: string; photoIds: string[] };

/** `call`, and for a refusal a check that no deposit row, audit entry or file changed. */
const unchangedOnRefusal =
  (call: (t: Target, cookie: string | undefined, env: MatrixEnv) => Promise<InjectResponse>) =>
  async (t: Target, cookie: string | undefined, env: MatrixEnv) => {
    const before = await depositRows(env.ctx);
    const res = await call(t, cookie, env);
    if (res.statusCode >= 300) expect(await depositRows(env.ctx)).toEqual(before);
    return res;
  };

const settlementOf = async (ctx: TestApp, bookingId: string) =>
  (await ctx.db.select().from(depositSettlements).where(eq(depositSettlements.bookingId, bookingId)))[0];

const refund = async (ctx: TestApp, id: string, as: string | undefined, fields = {}, receipt?: Buffer | null) =>
  ctx.request.post(
    `/api/bookings/${id}/deposit/refund`,
    multipart(
      { refundedOn: day(0), reference: "DuitNow 88123", ...fields },
      receipt === null
        ? []
        : [{ field: "receipt", filename: "transfer.png", type: "image/png", data: receipt ?? (await pngImage()) }],
    ),
    { as },
  );

const readers = { ...signedIn(404), renter: 200, owner: 200, staff: 200, admin: 200, accountant: 200 } satisfies Record<
  ActorName,
  number
>;
const ownerOnly = { ...signedIn(404), owner: 200, renter: 403, staff: 403, admin: 403, accountant: 403 };
const renterOnly = { ...signedIn(404), renter: 200, owner: 403, staff: 403, admin: 403, accountant: 403 };
const supportOnly = { ...signedIn(403), admin: 200, staff: 200 };

matrix({
  name: "GET a booking's deposit: its parties, staff and accountants",
  expected: readers,
  setup: async ({ ctx, people }) => claimedBooking(ctx, people),
  call: (t, cookie, { ctx }) => readDepositAs(ctx, t.bookingId, cookie),
  check: (res, actor) => {
    const d = res.json();
    expect(d).toMatchObject({ state: "claimed", deposit: 50_000, claim: { amount: 15_000 } });
    // The evidence is a handover photo: not for accountants, who do not see the sheets.
    expect(d.claim.evidence).toHaveLength(actor === "accountant" ? 0 : 1);
    expect(d.abilities.canAnswer).toBe(actor === "renter");
  },
});

matrix({
  name: "POST return in full: the owner of a returned booking",
  expected: ownerOnly,
  mutates: true,
  setup: ({ ctx, people }) => returnedBooking(ctx, people),
  call: unchangedOnRefusal((t, cookie, { ctx }) => returnInFull(ctx, t.bookingId, cookie)),
  check: async (res, _a, t, { ctx, people }) => {
    expect(res.json()).toMatchObject({ state: "returned", refundDue: 50_000, abilities: { canRecordRefund: true } });
    const mails = (await emailJobs(ctx)).filter((m) => m.data.url === `/booking?booking=${t.bookingId}`);
    expect(mails.map((m) => m.to)).toEqual([people.renter.email]);
  },
});

matrix({
  name: "POST a claim: the owner, with return-sheet photos",
  expected: ownerOnly,
  mutates: true,
  setup: ({ ctx, people }) => returnedBooking(ctx, people),
  call: unchangedOnRefusal((t, cookie, { ctx }) =>
    claim(ctx, t.bookingId, cookie, { amount: 12_550, reason: "Scratched LCD", photoIds: t.photoIds }),
  ),
  check: async (res, _a, t, { ctx }) => {
    const d = res.json();
    expect(d).toMatchObject({ state: "claimed", claim: { amount: 12_550, reason: "Scratched LCD" }, refundDue: null });
    expect(d.claim.evidence.map((p: { id: string }) => p.id).sort()).toEqual([...t.photoIds].sort());
    const hours = (Date.parse(d.claim.respondBy) - Date.parse(d.claim.at)) / 3_600_000;
    expect(hours).toBe(72);
    expect((await settlementOf(ctx, t.bookingId))?.claimAmount).toBe(12_550);
  },
});

matrix({
  name: "POST an answer: the renter, while the claim is open",
  expected: renterOnly,
  mutates: true,
  setup: ({ ctx, people }) => claimedBooking(ctx, people),
  call: unchangedOnRefusal((t, cookie, { ctx }) =>
    answerClaimAs(ctx, t.bookingId, cookie, { answer: "dispute", note: "Not scratched by me." }),
  ),
  check: (res) =>
    expect(res.json()).toMatchObject({
      state: "disputed",
      answer: { answer: "disputed", note: "Not scratched by me.", automatic: false, by: "Rina Renter" },
    }),
});

matrix({
  name: "POST a decision: admins and staff only",
  expected: { ...signedIn(404), admin: 200, staff: 200, renter: 403, owner: 403, accountant: 403 },
  mutates: true,
  setup: ({ ctx, people }) => disputedBooking(ctx, people),
  call: unchangedOnRefusal((t, cookie, { ctx }) =>
    decide(ctx, t.bookingId, cookie, { amount: 5_000, reason: "Charger cable only" }),
  ),
  check: async (res, actor, t, { ctx, people }) => {
    expect(res.json()).toMatchObject({ state: "decided", decision: { amount: 5_000 }, refundDue: 45_000 });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, t.bookingId));
    expect(entry).toMatchObject({
      action: "deposit.decided",
      subjectType: "booking",
      actorId: people[actor as "admin"].id,
    });
    expect(entry!.data).toMatchObject({ after: { decidedAmount: 5_000 }, detail: { reason: "Charger cable only" } });
  },
});

matrix({
  name: "POST the refund: the owner, with an optional receipt image",
  expected: ownerOnly,
  mutates: true,
  setup: async ({ ctx, people }) => {
    const t = await claimedBooking(ctx, people);
    await must(answerClaimAs(ctx, t.bookingId, people.renter));
    return t;
  },
  call: unchangedOnRefusal((t, cookie, { ctx }) => refund(ctx, t.bookingId, cookie)),
  check: async (res, _a, t, { ctx }) => {
    expect(res.json()).toMatchObject({
      state: "refunded",
      refund: { amount: 35_000, reference: "DuitNow 88123", refundedOn: day(0) },
    });
    expect(res.json().refund.receiptUrl).toBe(`/api/bookings/${t.bookingId}/deposit/refund-receipt`);
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(`deposit-refunds/${t.bookingId}/`))).toHaveLength(
      1,
    );
    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, t.bookingId));
    expect(b!.depositReturnedAt).not.toBeNull();
  },
});

matrix({
  name: "GET the refund receipt: the parties and staff, not accountants",
  expected: { ...signedIn(404), renter: 200, owner: 200, staff: 200, admin: 200 },
  setup: async ({ ctx, people }) => {
    const t = await returnedBooking(ctx, people);
    await must(returnInFull(ctx, t.bookingId, people.owner));
    await must(refund(ctx, t.bookingId, people.owner.cookie));
    return t;
  },
  call: (t, cookie, { ctx }) => ctx.request.get(`/api/bookings/${t.bookingId}/deposit/refund-receipt`, { as: cookie }),
  check: (res) => {
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  },
});

matrix({
  name: "GET /api/owners/me/deposits: an owner's own deposits to settle",
  expected: { ...signedIn(403), owner: 200, "other owner": 200 },
  setup: ({ ctx, people }) => returnedBooking(ctx, people),
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/owners/me/deposits", { as: cookie }),
  check: (res, actor, t) => {
    const ids = res.json().items.map((l: { bookingId: string }) => l.bookingId);
    expect(ids.includes(t.bookingId)).toBe(actor === "owner");
  },
});

matrix({
  name: "GET /api/deposit-disputes: admins and staff",
  expected: supportOnly,
  setup: ({ ctx, people }) => disputedBooking(ctx, people),
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/deposit-disputes", { as: cookie }),
  check: (res, _a, t) => {
    const line = res.json().items.find((l: { bookingId: string }) => l.bookingId === t.bookingId);
    expect(line).toMatchObject({
      state: "disputed",
      claimAmount: 15_000,
      renterName: "Rina Renter",
      ownerName: "Omar Owner",
    });
  },
});

matrix({
  name: "GET /api/deposit-disputes/:id: the decision view, admins and staff",
  expected: supportOnly,
  setup: ({ ctx, people }) => disputedBooking(ctx, people),
  call: (t, cookie, { ctx }) => ctx.request.get(`/api/deposit-disputes/${t.bookingId}`, { as: cookie }),
  check: (res) => {
    const d = res.json();
    expect(d.deposit.abilities.canDecide).toBe(true);
    expect(d.deposit.answer.note).toBe("I returned the charger in the bag.");
    expect(d.sheets.return.items.map((i: { name: string }) => i.name)).toEqual(["Camera body"]);
    expect(d.messages).toEqual([]);
  },
});

it("a claim above the deposit is refused with a clear 400 and nothing changes", async ({ ctx, people }) => {
  const { bookingId, photoIds } = await returnedBooking(ctx, people, 30_000);
  const before = await depositRows(ctx);
  const res = await claim(ctx, bookingId, people.owner, { amount: 30_001, reason: "Lost", photoIds });
  expect(expectBadInput(res).fields).toEqual({ amount: "The claim cannot be more than the deposit, RM 300.00." });
  expect(await depositRows(ctx)).toEqual(before);
  // The whole deposit may be claimed.
  await must(claim(ctx, bookingId, people.owner, { amount: 30_000, reason: "Lost", photoIds }));
});

it("a claim needs an amount, a reason and this booking's return-sheet photos", async ({ ctx, people }) => {
  const { bookingId } = await returnedBooking(ctx, people);
  const other = await returnedBooking(ctx, people);
  const before = await depositRows(ctx);
  const bare = await claim(ctx, bookingId, people.owner, { amount: 0, reason: " ", photoIds: [] });
  expect(expectBadInput(bare).fields).toEqual({
    amount: "Enter the amount you claim, more than RM 0.00.",
    reason: "Give a reason.",
    photoIds: "Choose at least one photo of the return sheet as evidence.",
  });
  const foreign = await claim(ctx, bookingId, people.owner, { amount: 100, reason: "x", photoIds: other.photoIds });
  expect(expectBadInput(foreign).fields).toEqual({
    photoIds: "Choose evidence among the photos of this booking's return sheet.",
  });
  expect(await depositRows(ctx)).toEqual(before);
});

it("the deposit is settled once: after the return, and not twice", async ({ ctx, people }) => {
  const { bookingId, photoIds } = await returnedBooking(ctx, people);
  await must(returnInFull(ctx, bookingId, people.owner));
  const again = await claim(ctx, bookingId, people.owner, { amount: 100, reason: "x", photoIds });
  expect(again.statusCode).toBe(409);
  expect(again.json().error.message).toBe("The deposit of this booking is already being settled.");
  const active = await buildBooking(ctx, { ownerId: people.owner.id, renterId: people.renter.id, status: "active" });
  const early = await returnInFull(ctx, active.id, people.owner);
  expect(early.statusCode).toBe(409);
  expect(early.json().error.message).toBe("The deposit is settled once the gear is marked returned.");
});

it("nobody answers within 72 hours: the job worker accepts the claim and tells both sides", async ({ ctx, people }) => {
  const { bookingId } = await claimedBooking(ctx, people);
  // Not yet due: the worker leaves it.
  await ctx.worker.drain();
  expect((await settlementOf(ctx, bookingId))?.state).toBe("claimed");
  // The clock moves past the 72 hours: the claim's deadline and its job are both in the past.
  const past = new Date(Date.now() - 60_000);
  await ctx.db.update(depositSettlements).set({ respondBy: past }).where(eq(depositSettlements.bookingId, bookingId));
  const late = await answerClaimAs(ctx, bookingId, people.renter, { answer: "dispute", note: "too late" });
  expect(late.statusCode).toBe(409);
  expect(late.json().error.message).toBe("The 72 hours to answer this claim are over: it was accepted.");
  const mailsBefore = (await emailJobs(ctx)).length;
  await makeDepositJobDue(ctx, bookingId);
  await ctx.worker.drain();
  const s = await settlementOf(ctx, bookingId);
  expect(s).toMatchObject({ state: "accepted", autoAccepted: true, answeredBy: null });
  const view = (await readDepositAs(ctx, bookingId, people.owner)).json();
  expect(view).toMatchObject({ answer: { answer: "accepted", automatic: true }, refundDue: 35_000 });
  expect(view.abilities.canRecordRefund).toBe(true);
  const mails = (await emailJobs(ctx))
    .slice(mailsBefore)
    .filter((m) => m.data.subject?.toString().includes("autoAccepted"));
  expect(mails.map((m) => m.to).sort()).toEqual([people.owner.email, people.renter.email].sort());
});

it("a claim answered in time is left alone by the job", async ({ ctx, people }) => {
  const { bookingId } = await claimedBooking(ctx, people);
  await must(answerClaimAs(ctx, bookingId, people.renter, { answer: "dispute", note: "No." }));
  await ctx.db
    .update(depositSettlements)
    .set({ respondBy: new Date(Date.now() - 1000) })
    .where(eq(depositSettlements.bookingId, bookingId));
  await makeDepositJobDue(ctx, bookingId);
  await ctx.worker.drain();
  expect(await settlementOf(ctx, bookingId)).toMatchObject({ state: "disputed", autoAccepted: false });
});

const makeDepositJobDue = (ctx: TestApp, bookingId: string) => makeJobDue(ctx, "deposit.auto-accept", bookingId);

it("a decision cannot exceed the claim; a dispute is decided once", async ({ ctx, people }) => {
  const { bookingId } = await disputedBooking(ctx, people, 15_000);
  const before = await depositRows(ctx);
  const tooMuch = await decide(ctx, bookingId, people.admin, { amount: 15_001, reason: "x" });
  expect(expectBadInput(tooMuch).fields).toEqual({ amount: "The decision cannot be more than the claim, RM 150.00." });
  const noReason = await decide(ctx, bookingId, people.staff, { amount: 100 });
  expect(expectBadInput(noReason).fields).toEqual({ reason: "Give a reason." });
  expect(await depositRows(ctx)).toEqual(before);
  await must(decide(ctx, bookingId, people.staff, { amount: 15_000, reason: "The photos show the damage." }));
  const again = await decide(ctx, bookingId, people.admin, { amount: 0, reason: "x" });
  expect(again.statusCode).toBe(409);
  // The owner kept the whole claim of a 500 deposit: 350 is still to refund.
  expect((await readDepositAs(ctx, bookingId, people.owner)).json().refundDue).toBe(35_000);
});

it("refund receipts: a text file named .jpg is 415, an oversize file 413; nothing is stored or changed", async ({
  ctx,
  people,
}) => {
  const { bookingId } = await returnedBooking(ctx, people);
  await must(returnInFull(ctx, bookingId, people.owner));
  const before = await depositRows(ctx);
  const text = await ctx.request.post(
    `/api/bookings/${bookingId}/deposit/refund`,
    multipart({ refundedOn: day(0), reference: "X1" }, [
      { field: "receipt", filename: "transfer.jpg", type: "image/jpeg", data: Buffer.from("not an image") },
    ]),
    { as: people.owner },
  );
  expect(text.statusCode).toBe(415);
  const big = await ctx.request.post(
    `/api/bookings/${bookingId}/deposit/refund`,
    multipart({ refundedOn: day(0), reference: "X1" }, [
      { field: "receipt", filename: "big.jpg", type: "image/jpeg", data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
    ]),
    { as: people.owner },
  );
  expect(big.statusCode).toBe(413);
  expect(await depositRows(ctx)).toEqual(before);
});

it("a refund needs a date not in the future and a reference; a receipt is optional", async ({ ctx, people }) => {
  const { bookingId } = await returnedBooking(ctx, people);
  await must(returnInFull(ctx, bookingId, people.owner));
  const before = await depositRows(ctx);
  const future = await refund(ctx, bookingId, people.owner.cookie, { refundedOn: day(1) }, null);
  expect(expectBadInput(future).fields).toEqual({ refundedOn: "The refund date cannot be in the future." });
  const bare = await refund(ctx, bookingId, people.owner.cookie, { refundedOn: "soon", reference: "" }, null);
  expect(expectBadInput(bare).fields).toEqual({
    refundedOn: "Enter the date the refund was sent.",
    reference: "Enter the transfer reference.",
  });
  expect(await depositRows(ctx)).toEqual(before);
  const done = await must(refund(ctx, bookingId, people.owner.cookie, {}, null));
  expect(done.json().refund).toMatchObject({ amount: 50_000, receiptUrl: null });
});

it("a whole deposit kept ends without a refund, and leaves the owner's list", async ({ ctx, people }) => {
  const { bookingId } = await claimedBooking(ctx, people, 50_000);
  await must(answerClaimAs(ctx, bookingId, people.renter));
  const res = await refund(ctx, bookingId, people.owner.cookie);
  expect(res.statusCode).toBe(409);
  expect(res.json().error.message).toBe("Nothing is left to refund: the owner keeps the whole deposit.");
  const list = (await ctx.request.get("/api/owners/me/deposits", { as: people.owner })).json();
  expect(list.items.map((l: { bookingId: string }) => l.bookingId)).not.toContain(bookingId);
});

it("marking a booking returned leaves its deposit held", async ({ ctx, people }) => {
  const active = await buildBooking(ctx, { ownerId: people.owner.id, renterId: people.renter.id, status: "active" });
  const moved = await ctx.db.transaction((tx) =>
    recordMove(tx, active, { to: "completed", party: "owner", actorId: people.owner.id, reason: null, at: new Date() }),
  );
  expect(moved).toMatchObject({ status: "completed", depositReturnedAt: null });
  const view = (await readDepositAs(ctx, active.id, people.renter)).json();
  expect(view).toMatchObject({ state: "held", refund: null, abilities: { canSettle: false } });
  const { bookingId } = await returnedBooking(ctx, people);
  const owners = (await readDepositAs(ctx, bookingId, people.owner)).json();
  expect(owners).toMatchObject({ state: "held", abilities: { canSettle: true } });
  expect(owners.evidenceChoices).toHaveLength(2);
});

it("a decided dispute stays in the support queue and opens after its refund is recorded", async ({ ctx, people }) => {
  const { bookingId } = await disputedBooking(ctx, people, 15_000);
  await must(decide(ctx, bookingId, people.staff, { amount: 10_000, reason: "Half the damage is old." }));
  await must(refund(ctx, bookingId, people.owner.cookie, {}, null));
  expect(await settlementOf(ctx, bookingId)).toMatchObject({ state: "refunded" });
  const queue = (await ctx.request.get("/api/deposit-disputes", { as: people.staff })).json();
  expect(queue.items.map((l: { bookingId: string }) => l.bookingId)).toContain(bookingId);
  const view = await ctx.request.get(`/api/deposit-disputes/${bookingId}`, { as: people.admin });
  expect(view.statusCode).toBe(200);
  expect(view.json().line).toMatchObject({ bookingId, state: "refunded" });
});
