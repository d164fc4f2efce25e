import { eq } from "drizzle-orm";
import { bookings, invoices } from "../../db/schema";
import { createBookingId, makeJobDue, mustMove, requestBooking, rowCounts, uploadReceipt } from "../../test/bookings";
import { buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildVoucher, usedCountOf, usesOf, voucherTables } from "../../test/vouchers";
import { formatDay } from "../../../shared/i18n/format";

/** Run a booking request with a code and check it was refused on the voucher field with `message`, writing nothing. */
async function expectRefused(ctx: TestApp, body: Parameters<typeof requestBooking>[2], as: string, message: string) {
  const before = { rows: await rowCounts(ctx), vouchers: await voucherTables(ctx) };
  const res = await requestBooking(ctx, as, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toMatchObject({ code: "BAD_INPUT", message, fields: { voucherCode: message } });
  expect({ rows: await rowCounts(ctx), vouchers: await voucherTables(ctx) }).toEqual(before);
}

/** A booking request's body: days `from` to `to` from today, with a voucher code. */
const rental = (gearId: string, from: number, to: number, voucherCode: string) => ({
  gearId,
  startDate: day(from),
  endDate: day(to),
  voucherCode,
});

async function scene(ctx: TestApp) {
  const owner = await buildOwner(ctx);
  const item = await buildGear(ctx, { ownerId: owner.id, pricePerDay: 10_000, category: "cameras" });
  const renter = await buildRenter(ctx);
  return { owner, item, renter };
}

describe("a voucher in a booking request", () => {
  it("an owner's percentage voucher: the booking is priced with the discount and one use is recorded, borne by the owner", async ({
    ctx,
  }) => {
    const { owner, item, renter } = await scene(ctx);
    const v = await buildVoucher(ctx, { ownerId: owner.id, code: "Raya10", kind: "percent", amount: 1000 });
    // Typed in another case: codes are case-insensitive.
    const res = await requestBooking(ctx, renter.cookie, rental(item.id, 3, 5, "raya10"));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking.price).toMatchObject({ subtotal: 30_000, discount: 3_000, total: 27_000 });
    expect(await usesOf(ctx, v.id)).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        renterId: renter.id,
        amount: 3_000,
        bornBy: "owner",
        code: "Raya10",
        releasedAt: null,
      }),
    ]);
    expect(await usedCountOf(ctx, v.id)).toBe(1);
  });

  it("a platform voucher with a fixed amount works on any owner's gear and is borne by the platform", async ({
    ctx,
  }) => {
    const { item, renter } = await scene(ctx);
    const v = await buildVoucher(ctx, { code: "SEWA20", kind: "fixed", amount: 2_000 });
    const id = await createBookingId(ctx, renter.cookie, rental(item.id, 3, 3, "SEWA20"));
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ subtotal: 10_000, discount: 2_000, total: 8_000 });
    expect(await usesOf(ctx, v.id)).toEqual([expect.objectContaining({ amount: 2_000, bornBy: "platform" })]);
  });

  it("the invoice shows the discount with its voucher and who bears it", async ({ ctx }) => {
    const { owner, item, renter } = await scene(ctx);
    await buildVoucher(ctx, { code: "SEWA15", kind: "fixed", amount: 1_500 });
    const id = await createBookingId(ctx, renter.cookie, rental(item.id, 2, 3, "sewa15"));
    await mustMove(ctx, id, "approved", owner.cookie);
    expect((await uploadReceipt(ctx, id, renter.cookie)).statusCode).toBe(201);
    await mustMove(ctx, id, "confirmed", owner.cookie);
    const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, id));
    const res = await ctx.request.get(`/api/invoices/${inv!.number}`, { as: renter.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amounts: { subtotal: 20_000, discount: 1_500, total: 18_500 },
      voucher: { code: "SEWA15", bornBy: "platform" },
    });
  });

  describe("refusals: a clear message on the voucher field, and nothing recorded", () => {
    it("unknown code", async ({ ctx }) => {
      const { item, renter } = await scene(ctx);
      const body = rental(item.id, 3, 3, "NOPE99");
      await expectRefused(ctx, body, renter.cookie, "No voucher has the code NOPE99.");
    });

    it("expired, not yet valid, paused, used up", async ({ ctx }) => {
      const { item, renter } = await scene(ctx);
      const body = (code: string) => rental(item.id, 3, 3, code);
      await buildVoucher(ctx, { code: "OLD1", validFrom: day(-10), validTo: day(-1) });
      await expectRefused(ctx, body("OLD1"), renter.cookie, `Voucher OLD1 expired on ${formatDay(day(-1), "en")}.`);
      await buildVoucher(ctx, { code: "SOON1", validFrom: day(2), validTo: day(9) });
      await expectRefused(
        ctx,
        body("SOON1"),
        renter.cookie,
        `Voucher SOON1 can be used from ${formatDay(day(2), "en")}.`,
      );
      await buildVoucher(ctx, { code: "PAUSE1", paused: true });
      await expectRefused(ctx, body("PAUSE1"), renter.cookie, "Voucher PAUSE1 is paused.");
      await buildVoucher(ctx, { code: "GONE1", usageLimit: 2, usedCount: 2 });
      await expectRefused(ctx, body("GONE1"), renter.cookie, "Voucher GONE1 has been fully used.");
    });

    it("another owner's gear, an item or category it is not for", async ({ ctx }) => {
      const { item, renter } = await scene(ctx);
      const otherOwner = await buildOwner(ctx);
      const body = (code: string) => rental(item.id, 3, 3, code);
      await buildVoucher(ctx, { code: "OTHER1", ownerId: otherOwner.id });
      await expectRefused(ctx, body("OTHER1"), renter.cookie, "Voucher OTHER1 is not valid for this gear.");
      const otherItem = await buildGear(ctx, { ownerId: item.ownerId });
      await buildVoucher(ctx, { code: "ITEMS1", ownerId: item.ownerId, scope: "items", gearIds: [otherItem.id] });
      await expectRefused(ctx, body("ITEMS1"), renter.cookie, "Voucher ITEMS1 is not valid for this gear.");
      await buildVoucher(ctx, { code: "AUDIO1", scope: "category", category: "audio" });
      await expectRefused(ctx, body("AUDIO1"), renter.cookie, "Voucher AUDIO1 is not valid for this gear.");
    });

    it("below the minimum days or the minimum spend", async ({ ctx }) => {
      const { item, renter } = await scene(ctx);
      await buildVoucher(ctx, { code: "LONG3", minDays: 3 });
      await buildVoucher(ctx, { code: "BIG500", minSpend: 50_000 });
      for (const [body, message] of [
        [rental(item.id, 3, 4, "LONG3"), "Voucher LONG3 needs a rental of at least 3 days."],
        [rental(item.id, 3, 6, "BIG500"), "Voucher BIG500 needs a rental of at least RM 500.00 before the discount."],
      ] as const)
        await expectRefused(ctx, body, renter.cookie, message);
    });

    it("the per-renter limit, while another renter may still use it", async ({ ctx }) => {
      const { item, renter } = await scene(ctx);
      const v = await buildVoucher(ctx, { code: "ONCE1", perRenterLimit: 1 });
      await createBookingId(ctx, renter.cookie, rental(item.id, 3, 3, "ONCE1"));
      await expectRefused(
        ctx,
        rental(item.id, 5, 5, "once1"),
        renter.cookie,
        "You have used voucher ONCE1 as many times as one renter may (1).",
      );
      const other = await buildRenter(ctx);
      const ok = await requestBooking(ctx, other.cookie, rental(item.id, 7, 7, "ONCE1"));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await usedCountOf(ctx, v.id)).toBe(2);
    });

    it("refuses in Malay for a renter who reads Malay", async ({ ctx }) => {
      const { item } = await scene(ctx);
      // A signed-in account is answered in its saved language.
      const renter = await buildRenter(ctx, { language: "ms" });
      await buildVoucher(ctx, { code: "PAUSE2", paused: true });
      const res = await requestBooking(ctx, renter.cookie, rental(item.id, 3, 3, "PAUSE2"));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Baucar PAUSE2 sedang dijeda.");
    });
  });

  it("two renters racing for the last use: exactly one booking gets it, the other is refused and records nothing", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const items = await Promise.all([0, 1, 2, 3].map(() => buildGear(ctx, { ownerId: owner.id })));
    const renters = await Promise.all(items.map(() => buildRenter(ctx)));
    const v = await buildVoucher(ctx, { code: "LAST1", usageLimit: 3, usedCount: 2 });
    const answers = await Promise.all(
      renters.map((r, i) => requestBooking(ctx, r.cookie, rental(items[i]!.id, 4, 4, "LAST1"))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json().error.message).toBe("Voucher LAST1 has been fully used.");
    const winner = answers.find((a) => a.statusCode === 201)!.json().booking;
    expect((await usesOf(ctx, v.id)).map((u) => u.bookingId)).toEqual([winner.id]);
    expect(await usedCountOf(ctx, v.id)).toBe(3);
    // Only the winner's booking exists.
    const made = await Promise.all(items.map((it) => ctx.db.select().from(bookings).where(eq(bookings.gearId, it.id))));
    expect(made.flat().map((b) => b.id)).toEqual([winner.id]);
  });

  it("one renter's two requests at once with a once-per-renter voucher: exactly one gets it", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const items = await Promise.all([0, 1].map(() => buildGear(ctx, { ownerId: owner.id })));
    const renter = await buildRenter(ctx);
    const v = await buildVoucher(ctx, { code: "ONCE2", perRenterLimit: 1 });
    const answers = await Promise.all(
      items.map((it) => requestBooking(ctx, renter.cookie, rental(it.id, 6, 6, "ONCE2"))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await usesOf(ctx, v.id)).toHaveLength(1);
    expect(await usedCountOf(ctx, v.id)).toBe(1);
  });

  describe("released when the booking does not go ahead", () => {
    async function bookedWithLastUse(ctx: TestApp) {
      const { owner, item, renter } = await scene(ctx);
      const v = await buildVoucher(ctx, { code: `R${Date.now().toString(36)}`, usageLimit: 1 });
      const id = await createBookingId(ctx, renter.cookie, rental(item.id, 3, 3, v.code));
      expect(await usedCountOf(ctx, v.id)).toBe(1);
      return { owner, item, renter, v, id };
    }
    async function expectReleased(ctx: TestApp, s: Awaited<ReturnType<typeof bookedWithLastUse>>) {
      expect(await usedCountOf(ctx, s.v.id)).toBe(0);
      expect(await usesOf(ctx, s.v.id)).toEqual([
        expect.objectContaining({ bookingId: s.id, releasedAt: expect.any(Date) }),
      ]);
      // The use is free again: another renter takes it.
      const other = await buildRenter(ctx);
      const again = await requestBooking(ctx, other.cookie, rental(s.item.id, 8, 8, s.v.code));
      expect(again.statusCode, again.body).toBe(201);
    }

    it("declined by the owner", async ({ ctx }) => {
      const s = await bookedWithLastUse(ctx);
      await mustMove(ctx, s.id, "cancelled", s.owner.cookie, "Not available after all");
      await expectReleased(ctx, s);
    });

    it("cancelled by the renter after approval", async ({ ctx }) => {
      const s = await bookedWithLastUse(ctx);
      await mustMove(ctx, s.id, "approved", s.owner.cookie);
      await mustMove(ctx, s.id, "cancelled", s.renter.cookie, "Plans changed");
      await expectReleased(ctx, s);
    });

    it("expired unanswered", async ({ ctx }) => {
      const s = await bookedWithLastUse(ctx);
      await makeJobDue(ctx, "booking.expire-pending", s.id);
      await ctx.worker.drain();
      await expectReleased(ctx, s);
    });

    it("an approved booking keeps its use", async ({ ctx }) => {
      const s = await bookedWithLastUse(ctx);
      await mustMove(ctx, s.id, "approved", s.owner.cookie);
      expect(await usedCountOf(ctx, s.v.id)).toBe(1);
      expect((await usesOf(ctx, s.v.id))[0]!.releasedAt).toBeNull();
    });
  });
});
