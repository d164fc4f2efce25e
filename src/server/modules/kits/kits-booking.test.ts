import { eq } from "drizzle-orm";
import { bookingKitItems, bookings } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { mustMove, requestBooking, rowCounts } from "../../test/bookings";
import { buildKit, holdsOfGear } from "../../test/kits";

/**
 * Booking a kit (issue 32 item 2, ADR 039) through the API on a real database:
 * PGlite, and PostgreSQL with TEST_DATABASE_URL. A kit holds units of every
 * component in the booking's one statement, through the same exclusion constraint.
 */

describe("booking a kit", { timeout: 120_000 }, () => {
  it("a kit and its component requested at once, one unit each: never both, whichever wins", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    for (let round = 0; round < 4; round++) {
      const body = await buildGear(ctx, { ownerId: owner.id, name: `FX3 body ${round}` });
      const lens = await buildGear(ctx, { ownerId: owner.id, name: `24-70 lens ${round}` });
      const kit = await buildKit(ctx, owner.id, [
        { gearId: body.id, quantity: 1 },
        { gearId: lens.id, quantity: 1 },
      ]);
      const renters = await Promise.all(Array.from({ length: 6 }, () => buildRenter(ctx)));
      const dates = { startDate: day(10), endDate: day(12) };
      // Three ask for the kit, three for the body alone, all at once.
      const answers = await Promise.all(
        renters.map((r, i) => requestBooking(ctx, r, { gearId: i % 2 ? body.id : kit.id, ...dates })),
      );
      const won = answers.filter((a) => a.statusCode === 201);
      expect(won, answers.map((a) => a.statusCode).join(",")).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
      const holds = await holdsOfGear(ctx, [body.id, lens.id, kit.id]);
      const winner = won[0]!.json().booking;
      // The body's one unit is held once; the lens only if the kit won.
      expect(holds.filter((h) => h.gearId === body.id)).toHaveLength(1);
      expect(holds.every((h) => h.bookingId === winner.id)).toBe(true);
      expect(holds.filter((h) => h.gearId === lens.id)).toHaveLength(winner.gear.id === kit.id ? 1 : 0);
      expect(holds.filter((h) => h.gearId === kit.id)).toHaveLength(0);
    }
  });

  it("holds quantity × kits units of each component, prices and deposits the kit, and records its lines", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 body", unitCount: 2 });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "NP-FZ100 battery", unitCount: 6 });
    const kit = await buildKit(
      ctx,
      owner.id,
      [
        { gearId: body.id, quantity: 1 },
        { gearId: battery.id, quantity: 2 },
      ],
      { pricePerDay: 40_000, deposit: 200_000 },
    );
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(5), endDate: day(6), units: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().booking;
    expect(b.price).toMatchObject({ rate: 40_000, subtotal: 2 * 2 * 40_000, deposit: 2 * 200_000 });
    const holds = await holdsOfGear(ctx, [body.id, battery.id]);
    expect(holds.map((h) => [h.gearId === body.id ? "body" : "battery", h.unit]).sort()).toEqual(
      [
        ["battery", 1],
        ["battery", 2],
        ["battery", 3],
        ["battery", 4],
        ["body", 1],
        ["body", 2],
      ].sort(),
    );
    expect(holds.every((h) => h.bookingId === b.id)).toBe(true);
    expect(
      await ctx.db
        .select({ name: bookingKitItems.name, quantity: bookingKitItems.quantity })
        .from(bookingKitItems)
        .where(eq(bookingKitItems.bookingId, b.id)),
    ).toEqual([
      { name: "Sony FX3 body", quantity: 2 },
      { name: "NP-FZ100 battery", quantity: 4 },
    ]);
    // Two batteries are left for those days: the battery alone can still go, the body cannot.
    expect(
      (await requestBooking(ctx, renter, { gearId: battery.id, startDate: day(6), endDate: day(6), units: 2 }))
        .statusCode,
    ).toBe(201);
    expect(
      (await requestBooking(ctx, renter, { gearId: body.id, startDate: day(5), endDate: day(5) })).statusCode,
    ).toBe(409);
  });

  it("a kit request that fails on one component holds nothing, and says which component", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "FX3 body" });
    const mic = await buildGear(ctx, { ownerId: owner.id, name: "Rode Wireless GO" });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: mic.id, quantity: 1 },
    ]);
    const renter = await buildRenter(ctx);
    // The mic alone is booked on day 11.
    expect(
      (await requestBooking(ctx, renter, { gearId: mic.id, startDate: day(11), endDate: day(11) })).statusCode,
    ).toBe(201);
    const before = await rowCounts(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(10), endDate: day(12) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "DATES_TAKEN",
      message: expect.stringMatching(
        /^Only 0 of this kit are free for these dates \(Rode Wireless GO is booked\)\. Free nearby: /,
      ),
    });
    expect(await rowCounts(ctx)).toEqual(before);
    expect(await holdsOfGear(ctx, [body.id])).toEqual([]);
    expect(await ctx.db.select().from(bookingKitItems).where(eq(bookingKitItems.gearId, body.id))).toEqual([]);
  });

  it("refuses more kits than the components have units for, changing nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const battery = await buildGear(ctx, { ownerId: owner.id, unitCount: 5 });
    const kit = await buildKit(ctx, owner.id, [{ gearId: battery.id, quantity: 2 }]);
    const renter = await buildRenter(ctx);
    const before = await rowCounts(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(5), endDate: day(6), units: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ units: "Only 2 of this kit can be booked at once." });
    expect(await rowCounts(ctx)).toEqual(before);
    expect(
      (await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(5), endDate: day(6), units: 2 })).statusCode,
    ).toBe(201);
  });

  it("keeps the longer of the kit's and each component's turnaround after the rental", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, turnaroundDays: 0 });
    const battery = await buildGear(ctx, { ownerId: owner.id, turnaroundDays: 2 });
    const kit = await buildKit(
      ctx,
      owner.id,
      [
        { gearId: body.id, quantity: 1 },
        { gearId: battery.id, quantity: 1 },
      ],
      { turnaroundDays: 1 },
    );
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(5), endDate: day(6) });
    expect(res.statusCode).toBe(201);
    const holds = await holdsOfGear(ctx, [body.id, battery.id]);
    expect(holds.find((h) => h.gearId === body.id)!.period).toBe(`[${day(5)},${day(8)})`);
    expect(holds.find((h) => h.gearId === battery.id)!.period).toBe(`[${day(5)},${day(9)})`);
    // The body is free again on day 8, the battery on day 9.
    expect(
      (await requestBooking(ctx, renter, { gearId: body.id, startDate: day(8), endDate: day(8) })).statusCode,
    ).toBe(201);
    expect(
      (await requestBooking(ctx, renter, { gearId: battery.id, startDate: day(8), endDate: day(8) })).statusCode,
    ).toBe(409);
    expect(
      (await requestBooking(ctx, renter, { gearId: battery.id, startDate: day(9), endDate: day(9) })).statusCode,
    ).toBe(201);
  });

  it("a cancelled kit booking frees every component", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id });
    const lens = await buildGear(ctx, { ownerId: owner.id });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: lens.id, quantity: 1 },
    ]);
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(5), endDate: day(6) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().booking.id;
    await mustMove(ctx, id, "cancelled", renter, "Plans changed.");
    expect(await holdsOfGear(ctx, [body.id, lens.id])).toEqual([]);
    expect((await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe("cancelled");
    expect(
      (await requestBooking(ctx, renter, { gearId: lens.id, startDate: day(5), endDate: day(5) })).statusCode,
    ).toBe(201);
  });

  it("an owner block on the kit itself makes the kit unavailable those days; its components stay bookable", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id });
    const kit = await buildKit(ctx, owner.id, [{ gearId: body.id, quantity: 1 }]);
    const block = await ctx.request.post(
      `/api/gear/${kit.id}/blocks`,
      { startDate: day(20), endDate: day(21) },
      { as: owner },
    );
    expect(block.statusCode, block.body).toBe(201);
    const renter = await buildRenter(ctx);
    const refused = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(21), endDate: day(22) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("These dates are no longer available");
    const days = (await ctx.request.get(`/api/gear/${kit.id}/availability?from=${day(19)}&to=${day(22)}`)).json();
    expect(days.unavailable).toEqual([day(20), day(21)]);
    expect(
      (await requestBooking(ctx, renter, { gearId: body.id, startDate: day(20), endDate: day(21) })).statusCode,
    ).toBe(201);
  });
});
