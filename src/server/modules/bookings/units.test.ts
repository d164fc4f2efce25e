import { and, asc, eq } from "drizzle-orm";
import { bookings, gear, gearHolds, gearUnits } from "../../db/schema";
import { translateFor } from "../../lib/i18n";
import { msg } from "../../../shared/i18n/message";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { requestBooking, rowCounts } from "../../test/bookings";

/**
 * Units and turnaround days (issue 32, ADR 037), through the API on a real
 * database: PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const holdsOf = (ctx: TestApp, gearId: string) =>
  ctx.db
    .select({
      bookingId: gearHolds.bookingId,
      kind: gearHolds.kind,
      unit: gearHolds.unitNumber,
      period: gearHolds.period,
      turnaround: gearHolds.turnaroundDays,
    })
    .from(gearHolds)
    .where(eq(gearHolds.gearId, gearId))
    .orderBy(asc(gearHolds.unitNumber), asc(gearHolds.id));

const countStatuses = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

const english = (message: string) => translateFor("en", message);

// 50 accounts and 50 requests, each refusal explained with the free dates: slow on a loaded 2-core machine.
describe("units", { timeout: 120_000 }, () => {
  it("50 concurrent requests for the last 2 units: exactly 2 succeed, each on its own unit, never one held twice", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, unitCount: 3 });
    const first = await buildRenter(ctx);
    // One unit is taken for days 10–14: two are left.
    expect(
      (await requestBooking(ctx, first, { gearId: item.id, startDate: day(10), endDate: day(14) })).statusCode,
    ).toBe(201);
    const renters = await Promise.all(Array.from({ length: 50 }, (_, i) => buildRenter(ctx, { name: `Renter ${i}` })));
    const answers = await Promise.all(
      renters.map((r, i) =>
        requestBooking(ctx, r, { gearId: item.id, startDate: day(11 + (i % 3)), endDate: day(14 + (i % 2)) }),
      ),
    );
    expect(countStatuses(answers.map((a) => a.statusCode))).toEqual({ 201: 2, 409: 48 });
    for (const a of answers.filter((x) => x.statusCode === 409))
      // Every loser's days include days 13 and 14, on which all three units are now held.
      expect(a.json().error).toMatchObject({
        code: "DATES_TAKEN",
        message: expect.stringMatching(/^Only 0 of the 3 units are free for these dates\. Free nearby: /),
      });

    const holds = await holdsOf(ctx, item.id);
    expect(holds.map((h) => h.unit)).toEqual([1, 2, 3]);
    const winners = answers.filter((a) => a.statusCode === 201).map((a) => a.json().booking.id);
    expect(new Set(holds.map((h) => h.bookingId)).size).toBe(3);
    for (const id of winners) expect(holds.filter((h) => h.bookingId === id)).toHaveLength(1);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.gearId, item.id))).toHaveLength(3);
  });

  it("books k units for k × the price and k × the deposit, holding k units chosen by the server", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, unitCount: 3, pricePerDay: 10_000, deposit: 50_000 });
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6), units: 2 });
    expect(res.statusCode).toBe(201);
    const b = res.json().booking;
    expect(b.units).toBe(2);
    expect(b.days).toBe(2);
    expect(b.price).toMatchObject({ rate: 10_000, subtotal: 2 * 2 * 10_000, deposit: 2 * 50_000 });
    expect((await holdsOf(ctx, item.id)).map((h) => [h.bookingId, h.unit])).toEqual([
      [b.id, 1],
      [b.id, 2],
    ]);
    // The owner's label of a unit shows on the booking, to both sides.
    expect(b.heldUnits).toEqual([
      { number: 1, label: null },
      { number: 2, label: null },
    ]);
    await ctx.request.put(`/api/gear/${item.id}/units/2`, { label: "SN 7781" }, { as: owner });
    for (const as of [renter, owner])
      expect((await ctx.request.get(`/api/bookings/${b.id}`, { as })).json().booking.heldUnits).toEqual([
        { number: 1, label: null },
        { number: 2, label: "SN 7781" },
      ]);
    // The third unit is still free; a fourth is not there.
    const third = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(6), endDate: day(6) });
    expect(third.statusCode).toBe(201);
    const none = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(6), endDate: day(6) });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toMatch(/^Only 0 of the 3 units are free for these dates\. Free nearby: /);
  });

  it("refuses more units than the listing has, and fewer than 1, changing nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, unitCount: 2 });
    const renter = await buildRenter(ctx);
    const before = await rowCounts(ctx);
    const tooMany = await requestBooking(ctx, renter, {
      gearId: item.id,
      startDate: day(5),
      endDate: day(6),
      units: 3,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ units: "This listing has only 2 units." });
    const zero = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6), units: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.units).toBe("Book at least 1 unit.");
    const half = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6), units: 1.5 });
    expect(half.statusCode).toBe(400);
    expect(await rowCounts(ctx)).toEqual(before);
  });

  it("a one-unit listing answers as before units existed", async ({ ctx }) => {
    const item = await buildGear(ctx);
    const [a, b] = [await buildRenter(ctx), await buildRenter(ctx)];
    expect((await requestBooking(ctx, a, { gearId: item.id, startDate: day(3), endDate: day(4) })).statusCode).toBe(
      201,
    );
    const clash = await requestBooking(ctx, b, { gearId: item.id, startDate: day(4), endDate: day(5) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: "DATES_TAKEN", message: "These dates are no longer available" });
    expect((await requestBooking(ctx, b, { gearId: item.id, startDate: day(5), endDate: day(5) })).statusCode).toBe(
      201,
    );
    expect((await holdsOf(ctx, item.id)).map((h) => h.unit)).toEqual([1, 1]);
  });

  it("an owner block holds every unit", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, unitCount: 3 });
    const block = await ctx.request.post(
      `/api/gear/${item.id}/blocks`,
      { startDate: day(8), endDate: day(9) },
      { as: owner },
    );
    expect(block.statusCode).toBe(201);
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(9), endDate: day(10) });
    expect(res.statusCode).toBe(409);
    const avail = (await ctx.request.get(`/api/gear/${item.id}/availability`)).json();
    expect(avail.unavailable).toEqual([day(8), day(9)]);
    // A block over a day one unit is booked is refused too (the constraint): the unit is not there.
    expect(
      (await requestBooking(ctx, renter, { gearId: item.id, startDate: day(12), endDate: day(12) })).statusCode,
    ).toBe(201);
    const over = await ctx.request.post(
      `/api/gear/${item.id}/blocks`,
      { startDate: day(12), endDate: day(12) },
      { as: owner },
    );
    expect(over.statusCode).toBe(409);
  });

  it("availability and a dated search say how many units are free", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, unitCount: 3, name: "Aputure 600d unitstest" });
    const renter = await buildRenter(ctx);
    expect(
      (await requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6), units: 2 })).statusCode,
    ).toBe(201);
    expect(
      (await requestBooking(ctx, renter, { gearId: item.id, startDate: day(6), endDate: day(6) })).statusCode,
    ).toBe(201);
    const avail = (await ctx.request.get(`/api/gear/${item.id}/availability`)).json();
    expect(avail).toMatchObject({ unitCount: 3, turnaroundDays: 0, unavailable: [day(6)] });
    expect(avail.free).toEqual([
      { date: day(5), free: 1 },
      { date: day(6), free: 0 },
    ]);
    const search = (q: string) => ctx.request.get(`/api/gear?q=unitstest&${q}`).then((r) => r.json());
    expect((await search(`from=${day(5)}&to=${day(5)}`)).items.map((c: { freeUnits: number }) => c.freeUnits)).toEqual([
      1,
    ]);
    expect((await search(`from=${day(5)}&to=${day(6)}`)).items).toEqual([]);
    expect((await search(`from=${day(7)}&to=${day(8)}`)).items[0].freeUnits).toBe(3);
    expect((await search("")).items[0].freeUnits).toBeUndefined();
  });
});

describe("turnaround days", () => {
  async function scene(ctx: TestApp, turnaroundDays: number) {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, turnaroundDays, pricePerDay: 10_000 });
    const renter = await buildRenter(ctx);
    // The booking every request below meets: days 20 to 22.
    const first = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(20), endDate: day(22) });
    expect(first.statusCode).toBe(201);
    return { owner, item, renter, first: first.json().booking };
  }

  it("holds the rental plus 2 days after it, charges only the rental days", async ({ ctx }) => {
    const { item, first } = await scene(ctx, 2);
    expect(first.days).toBe(3);
    expect(first.price.subtotal).toBe(30_000);
    expect(await holdsOf(ctx, item.id)).toEqual([
      { bookingId: first.id, kind: "booking", unit: 1, period: `[${day(20)},${day(25)})`, turnaround: 2 },
    ]);
  });

  it("is refused one day inside its edges and accepted at them, after and before a rental", async ({ ctx }) => {
    const { item, renter } = await scene(ctx, 2);
    const ask = (startDate: string, endDate: string) =>
      requestBooking(ctx, renter, { gearId: item.id, startDate, endDate });
    // After: days 23 and 24 are kept free, so day 24 is refused and day 25 accepted.
    const tooSoon = await ask(day(24), day(26));
    expect(tooSoon.statusCode).toBe(409);
    const message = english(tooSoon.json().error.message);
    expect(message).toMatch(
      /^This listing keeps 2 days free after each rental for collection, cleaning and charging, and these dates leave no room for them\. Free nearby: /,
    );
    // The free dates it names: the nearest run ends on day 17 (a rental on day 18 would keep 19 and 20), the next starts on day 25.
    const range = (from: string, to: string) => msg("bookings", "errors.freeRange", { from, to });
    const dates = msg("bookings", "errors.freeList2", { a: range(day(10), day(17)), b: range(day(25), day(40)) });
    expect(message).toBe(
      english(
        msg("bookings", "errors.turnaroundClash", { count: 2, dates: msg("bookings", "errors.freeNearby", { dates }) }),
      ),
    );
    expect((await ask(day(25), day(26))).statusCode).toBe(201);
    // Before: a rental ending on day 18 leaves days 18+1, 18+2 free → it ends before 20: accepted; day 19 is not.
    const lateEnd = await ask(day(15), day(18));
    expect(lateEnd.statusCode).toBe(409);
    expect(english(lateEnd.json().error.message)).toMatch(/^This listing keeps 2 days free/);
    expect((await ask(day(15), day(17))).statusCode).toBe(201);
    expect((await holdsOf(ctx, item.id)).map((h) => h.period)).toEqual([
      `[${day(20)},${day(25)})`,
      `[${day(25)},${day(29)})`,
      `[${day(15)},${day(20)})`,
    ]);
  });

  it("a changed turnaround applies to new bookings; the ones made keep their days", async ({ ctx }) => {
    const { owner, item, renter, first } = await scene(ctx, 0);
    const patched = await ctx.request.patch(`/api/gear/${item.id}`, { turnaroundDays: 3 }, { as: owner });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().turnaroundDays).toBe(3);
    expect(await holdsOf(ctx, item.id)).toEqual([
      expect.objectContaining({ bookingId: first.id, period: `[${day(20)},${day(23)})` }),
    ]);
    // The old booking leaves day 23 free; a new one from day 23 holds 3 days after it.
    const next = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(23), endDate: day(23) });
    expect(next.statusCode).toBe(201);
    expect((await holdsOf(ctx, item.id)).map((h) => h.period)).toContain(`[${day(23)},${day(27)})`);
  });

  it("refuses a turnaround out of range, changing nothing", async ({ ctx }) => {
    const { owner, item } = await scene(ctx, 1);
    for (const bad of [-1, 15, 1.5]) {
      const res = await ctx.request.patch(`/api/gear/${item.id}`, { turnaroundDays: bad }, { as: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.turnaroundDays).toBe("Turnaround days must be from 0 to 14");
    }
    const [row] = await ctx.db.select().from(gear).where(eq(gear.id, item.id));
    expect(row!.turnaroundDays).toBe(1);
  });
});

describe("changing the unit count", () => {
  it("raises and lowers it; lowering below a unit that holds a booking is refused with the booking's dates", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, turnaroundDays: 1 });
    const renter = await buildRenter(ctx);
    const units = () =>
      ctx.db.select().from(gearUnits).where(eq(gearUnits.gearId, item.id)).orderBy(asc(gearUnits.number));
    const patch = (body: Record<string, unknown>) => ctx.request.patch(`/api/gear/${item.id}`, body, { as: owner });

    expect((await patch({ unitCount: 3 })).json().unitCount).toBe(3);
    expect((await units()).map((u) => u.number)).toEqual([1, 2, 3]);
    const labelled = await ctx.request.put(`/api/gear/${item.id}/units/3`, { label: "SN 4471" }, { as: owner });
    expect(labelled.statusCode).toBe(200);
    expect(labelled.json()).toEqual([
      { number: 1, label: null },
      { number: 2, label: null },
      { number: 3, label: "SN 4471" },
    ]);
    // Three units booked on day 4: units 1, 2 and 3.
    const b = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(4), endDate: day(5), units: 3 });
    expect(b.statusCode).toBe(201);

    const refused = await patch({ unitCount: 2, name: "Renamed" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.unitCount).toBe(refused.json().error.message);
    expect(english(refused.json().error.message)).toMatch(
      /^Unit 3 is booked from .+ to .+, so this listing needs at least 3 units until then\. Bookings already made stay as they are\.$/,
    );
    const [row] = await ctx.db.select().from(gear).where(eq(gear.id, item.id));
    expect(row).toMatchObject({ unitCount: 3, name: item.name });
    expect(await units()).toHaveLength(3);

    // Once that booking is cancelled, its units are free and the count can go down.
    const cancel = await ctx.request.post(
      `/api/bookings/${b.json().booking.id}/transitions`,
      { to: "cancelled", reason: "Plans changed" },
      { as: renter },
    );
    expect(cancel.statusCode).toBe(200);
    expect((await patch({ unitCount: 1 })).statusCode).toBe(200);
    expect((await units()).map((u) => u.number)).toEqual([1]);
    expect((await ctx.request.put(`/api/gear/${item.id}/units/3`, { label: "x" }, { as: owner })).statusCode).toBe(404);
    for (const bad of [0, 101, 2.5]) {
      const res = await patch({ unitCount: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.unitCount).toBe("The number of units must be from 1 to 100");
    }
    expect(
      await ctx.db
        .select({ n: gear.unitCount })
        .from(gear)
        .where(and(eq(gear.id, item.id))),
    ).toEqual([{ n: 1 }]);
  });
});
