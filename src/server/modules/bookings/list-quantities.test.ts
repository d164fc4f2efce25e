import { it, describe, expect } from "../../test/fixtures";
import { buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { buildMatrixPeople } from "../../test/matrix";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema";
import { mustMove, requestBooking, uploadReceipt } from "../../test/bookings";
import { buildKit } from "../../test/kits";

/**
 * How many a booking is for, in every list of bookings (issue 32 leftovers): the renter's, the
 * owner's live list, the admin's and support's look-up each say the units, and whether they are
 * kits, so a list can say "× 2 kits" without opening the booking.
 */
describe("booking lists say how many, and of what", { timeout: 60_000 }, () => {
  it("a kit booked twice is 2 kits everywhere; a listing's units are units", async ({ ctx }) => {
    const people = await buildMatrixPeople(ctx);
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 body", unitCount: 2 });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "NP-FZ100 battery", unitCount: 6 });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: battery.id, quantity: 2 },
    ]);
    const renter = await buildRenter(ctx);
    const kitRes = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(5), endDate: day(6), units: 2 });
    expect(kitRes.statusCode, kitRes.body).toBe(201);
    const kitBooking = kitRes.json().booking;
    // The request's own answer says so already.
    expect(kitBooking).toMatchObject({ gear: { id: kit.id, kind: "kit" }, units: 2 });
    const unitRes = await requestBooking(ctx, renter, {
      gearId: battery.id,
      startDate: day(9),
      endDate: day(9),
      units: 3,
    });
    expect(unitRes.statusCode, unitRes.body).toBe(201);
    const unitBooking = unitRes.json().booking;

    const byId = (items: { id: string }[]) => new Map(items.map((i) => [i.id, i]));
    const lists = {
      renter: (await ctx.request.get("/api/bookings", { as: renter })).json().items,
      owner: (await ctx.request.get("/api/owners/me/bookings", { as: owner })).json().items,
      admin: (await ctx.request.get("/api/admin/bookings", { as: people.admin })).json().items,
      staff: (
        await ctx.request.get(`/api/staff/lookup/bookings?q=${encodeURIComponent(renter.email)}`, {
          as: people.staff,
        })
      ).json().items,
    };
    for (const [who, items] of Object.entries(lists)) {
      const found = byId(items);
      expect(found.get(kitBooking.id), who).toMatchObject({ gear: { id: kit.id, kind: "kit" }, units: 2 });
      expect(found.get(unitBooking.id), who).toMatchObject({ gear: { id: battery.id, kind: "listing" }, units: 3 });
    }
    const detail = (await ctx.request.get(`/api/bookings/${kitBooking.id}`, { as: owner })).json().booking;
    expect(detail).toMatchObject({ gear: { kind: "kit" }, units: 2, unitsNotRecorded: false });
  });

  it("the invoice says how many units its rate is for, so its line adds up (ADR 047)", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const light = await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d", unitCount: 3, pricePerDay: 8_500 });
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: light.id, startDate: day(3), endDate: day(5), units: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().booking.id as string;
    await mustMove(ctx, id, "approved", owner);
    expect((await uploadReceipt(ctx, id, renter)).statusCode).toBe(201);
    await mustMove(ctx, id, "confirmed", owner);
    const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, id));
    const doc = (await ctx.request.get(`/api/invoices/${inv!.number}`, { as: renter })).json();
    expect(doc.booking).toMatchObject({ days: 3, rate: 8_500, units: 2 });
    expect(doc.amounts.subtotal).toBe(2 * 3 * 8_500);
  });
});
