import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import type { Caller } from "../../test/request";
import { buildBooking, buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { mustHandOver, mustMove, readBooking, requestBooking, uploadReceipt } from "../../test/bookings";
import { buildKit } from "../../test/kits";

/**
 * Which units a booking had (issue 32 item 1): the holds say it while the
 * booking holds dates, and the return deletes them, so the return keeps them
 * (booking_units, migration 0037) with their labels as they were then.
 */

const heldUnitsOf = async (ctx: TestApp, id: string, as: Caller) =>
  (await readBooking(ctx, id, as)).json().booking.heldUnits;
const label = (ctx: TestApp, gearId: string, unit: number, text: string, owner: Caller) =>
  ctx.request.put(`/api/gear/${gearId}/units/${unit}`, { label: text }, { as: owner });

/** A booking of `units` from today, paid and confirmed, ready to hand over. */
async function confirmedToday(ctx: TestApp, gearId: string, owner: Caller, renter: Caller, units = 1) {
  const res = await requestBooking(ctx, renter, { gearId, startDate: day(0), endDate: day(1), units });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as string;
  await mustMove(ctx, id, "approved", owner);
  expect((await uploadReceipt(ctx, id, renter)).statusCode).toBe(201);
  await mustMove(ctx, id, "confirmed", owner);
  return id;
}

describe("the units a booking had", { timeout: 120_000 }, () => {
  it("stay on a returned booking, as labelled when they came back; a cancelled one shows none", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, unitCount: 3 });
    const renter = await buildRenter(ctx);
    await label(ctx, item.id, 1, "SN-0001", owner);
    const id = await confirmedToday(ctx, item.id, owner, renter, 2);
    await mustHandOver(ctx, id, "active", owner);
    // A label written while the units are out shows too.
    await label(ctx, item.id, 2, "SN-0002", owner);
    const out = [
      { number: 1, label: "SN-0001" },
      { number: 2, label: "SN-0002" },
    ];
    expect(await heldUnitsOf(ctx, id, owner)).toEqual(out);
    await mustHandOver(ctx, id, "completed", owner);
    // Relabelled after the return (a body replaced): the past booking keeps what went out.
    await label(ctx, item.id, 1, "SN-9999", owner);
    for (const as of [owner, renter]) expect(await heldUnitsOf(ctx, id, as)).toEqual(out);
    expect((await readBooking(ctx, id, owner)).json().booking.unitsNotRecorded).toBe(false);

    const cancelled = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(9), endDate: day(9) });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    await mustMove(ctx, cancelled.json().booking.id, "cancelled", renter, "plans changed");
    expect(await heldUnitsOf(ctx, cancelled.json().booking.id, renter)).toEqual([]);
  });

  it("of a kit, name the component each unit is of, while out and after the return", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 body" });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "NP-FZ100 battery", unitCount: 3 });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: battery.id, quantity: 2 },
    ]);
    await label(ctx, body.id, 1, "FX3-01", owner);
    const renter = await buildRenter(ctx);
    const id = await confirmedToday(ctx, kit.id, owner, renter);
    const units = [
      { number: 1, label: null, listing: "NP-FZ100 battery" },
      { number: 2, label: null, listing: "NP-FZ100 battery" },
      { number: 1, label: "FX3-01", listing: "Sony FX3 body" },
    ];
    expect(await heldUnitsOf(ctx, id, renter)).toEqual(units);
    await mustHandOver(ctx, id, "active", owner);
    await mustHandOver(ctx, id, "completed", owner);
    expect(await heldUnitsOf(ctx, id, owner)).toEqual(units);
  });

  it("returned before bookings kept their units (ADR 047): says how many, and that which ones was not recorded", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const renter = await buildRenter(ctx);
    const three = await buildGear(ctx, { ownerId: owner.id, unitCount: 3 });
    const single = await buildGear(ctx, { ownerId: owner.id });
    const kit = await buildKit(ctx, owner.id, [{ gearId: single.id, quantity: 1 }]);
    // Rows as a return before migration 0037 left them: completed, no holds, no booking_units.
    const old = (gearId: string, units: number, status: "completed" | "cancelled" = "completed") =>
      buildBooking(ctx, { gearId, renterId: renter.id, status, units, startDate: day(-20), endDate: day(-18) });
    const shown = async (id: string) => {
      const b = (await readBooking(ctx, id, owner)).json().booking;
      return { heldUnits: b.heldUnits, unitsNotRecorded: b.unitsNotRecorded };
    };
    const unknown = { heldUnits: [], unitsNotRecorded: true };
    expect(await shown((await old(three.id, 2)).id)).toEqual(unknown);
    // One unit of a listing that has three now: which one is not known either.
    expect(await shown((await old(three.id, 1)).id)).toEqual(unknown);
    expect(await shown((await old(kit.id, 1)).id)).toEqual(unknown);
    // One unit of a one-unit listing was its unit 1, never named; a cancelled booking had none out.
    expect(await shown((await old(single.id, 1)).id)).toEqual({ heldUnits: [], unitsNotRecorded: false });
    expect(await shown((await old(three.id, 2, "cancelled")).id)).toEqual({ heldUnits: [], unitsNotRecorded: false });
    // The renter is told the same.
    const b = await old(three.id, 2);
    expect((await readBooking(ctx, b.id, renter)).json().booking.unitsNotRecorded).toBe(true);
  });
});
