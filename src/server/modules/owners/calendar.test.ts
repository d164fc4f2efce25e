import { eq } from "drizzle-orm";
import { gear, gearHolds } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { expectSignInAsked } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { buildUser, buildOwner, buildRenter, buildGear, day } from "../../test/factories";
import { createBookingId, mustMove, requestBooking } from "../../test/bookings";
import type { OwnerCalendar } from "../../../shared/calendar-contracts";
import { buildKit } from "../../test/kits";
import { CALENDAR_MAX_DAYS } from "./calendar";

const calendar = (ctx: TestApp, cookie: string | undefined, query = "") =>
  ctx.request.get(`/api/owners/me/calendar${query}`, { as: cookie });
const window = (from: number, to: number) => `?from=${day(from)}&to=${day(to)}`;

async function readCalendar(ctx: TestApp, cookie: string, query = ""): Promise<OwnerCalendar> {
  const res = await calendar(ctx, cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An archived listing of `ownerId` (archived listings keep their holds). */
const archive = (ctx: TestApp, id: string) => ctx.db.update(gear).set({ status: "archived" }).where(eq(gear.id, id));
/** An owner block inserted directly, as the blocks endpoint stores it ('[start,end+1)'). */
async function block(ctx: TestApp, gearId: string, from: number, to: number, note: string | null = null) {
  const [row] = await ctx.db
    .insert(gearHolds)
    .values({ gearId, kind: "block", period: `[${day(from)},${day(to + 1)})`, note })
    .returning({ id: gearHolds.id });
  return row!.id;
}

describe("GET /api/owners/me/calendar", () => {
  it("401 signed out; 403 for renters, admins and staff", async ({ ctx }) => {
    const noSession = await calendar(ctx, undefined);
    expectSignInAsked(noSession);
    for (const who of [
      await buildRenter(ctx),
      await buildUser(ctx, { role: "admin" }),
      await buildUser(ctx, { role: "staff" }),
    ]) {
      const res = await calendar(ctx, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
  });

  it("lists every active listing (with or without holds), its booking holds by status and its blocks; never another owner's", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, { name: "Cal Owner" });
    const camera = await buildGear(ctx, { ownerId: owner.id, name: "A camera" });
    const idle = await buildGear(ctx, { ownerId: owner.id, name: "B idle light" });
    const stored = await buildGear(ctx, { ownerId: owner.id, name: "C archived, no holds" });
    await archive(ctx, stored.id);
    const retired = await buildGear(ctx, { ownerId: owner.id, name: "D archived, held" });
    const renter = await buildRenter(ctx, { name: "Rina Renter" });

    const pending = await createBookingId(ctx, renter, {
      gearId: camera.id,
      startDate: day(2),
      endDate: day(4),
    });
    const approved = await createBookingId(ctx, renter, {
      gearId: camera.id,
      startDate: day(8),
      endDate: day(9),
    });
    await mustMove(ctx, approved, "approved", owner);
    const blockRes = await ctx.request.post(
      `/api/gear/${camera.id}/blocks`,
      { startDate: day(12), endDate: day(13), note: "Sensor clean" },
      { as: owner },
    );
    expect(blockRes.statusCode).toBe(201);
    const retiredBlock = await block(ctx, retired.id, 5, 6);
    await archive(ctx, retired.id);

    // Another owner's gear, booked and blocked in the same window.
    const other = await buildOwner(ctx, { name: "Other Owner" });
    const theirs = await buildGear(ctx, { ownerId: other.id, name: "A their camera" });
    const theirBooking = await createBookingId(ctx, renter, {
      gearId: theirs.id,
      startDate: day(3),
      endDate: day(3),
    });
    await block(ctx, theirs.id, 10, 11, "Their note");

    const cal = await readCalendar(ctx, owner.cookie, window(0, 27));
    expect(cal.from).toBe(day(0));
    expect(cal.to).toBe(day(27));
    expect(cal.gear).toEqual([
      { id: camera.id, name: "A camera", status: "active", unitCount: 1, kind: "listing" },
      { id: idle.id, name: "B idle light", status: "active", unitCount: 1, kind: "listing" },
      { id: retired.id, name: "D archived, held", status: "archived", unitCount: 1, kind: "listing" },
    ]);
    expect(cal.holds).toEqual([
      {
        kind: "booking",
        gearId: camera.id,
        startDate: day(2),
        endDate: day(4),
        bookingId: pending,
        status: "pending",
        renterName: "Rina Renter",
        units: 1,
        turnaroundDays: 0,
      },
      { kind: "block", gearId: retired.id, startDate: day(5), endDate: day(6), id: retiredBlock, note: null },
      {
        kind: "booking",
        gearId: camera.id,
        startDate: day(8),
        endDate: day(9),
        bookingId: approved,
        status: "approved",
        renterName: "Rina Renter",
        units: 1,
        turnaroundDays: 0,
      },
      {
        kind: "block",
        gearId: camera.id,
        startDate: day(12),
        endDate: day(13),
        id: blockRes.json().id,
        note: "Sensor clean",
      },
    ]);
    const body = JSON.stringify(cal);
    for (const secret of [theirs.id, theirBooking, "Their note", "A their camera"]) expect(body).not.toContain(secret);

    // The other owner sees theirs only.
    const their = await readCalendar(ctx, other.cookie, window(0, 27));
    expect(their.gear.map((g) => g.id)).toEqual([theirs.id]);
    expect(their.holds.map((h) => h.gearId)).toEqual([theirs.id, theirs.id]);

    // A cancelled booking releases its hold, and so leaves the calendar.
    await mustMove(ctx, pending, "cancelled", owner, "Away that week");
    const after = await readCalendar(ctx, owner.cookie, window(0, 27));
    expect(after.holds.map((h) => (h.kind === "booking" ? h.bookingId : h.id))).not.toContain(pending);
    expect(after.holds).toHaveLength(3);
  });

  it("answers holds that touch the window, with their full dates; the default window is four weeks from today", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    await block(ctx, item.id, 3, 9, "Across the edge");
    await block(ctx, item.id, 20, 21, "Later");

    const cal = await readCalendar(ctx, owner.cookie, window(6, 12));
    expect(cal.holds).toEqual([
      {
        kind: "block",
        gearId: item.id,
        startDate: day(3),
        endDate: day(9),
        id: expect.any(Number),
        note: "Across the edge",
      },
    ]);
    expect((await readCalendar(ctx, owner.cookie, window(10, 19))).holds).toEqual([]);

    const byDefault = await readCalendar(ctx, owner.cookie);
    expect([byDefault.from, byDefault.to]).toEqual([day(0), day(27)]);
    expect(byDefault.holds.map((h) => h.startDate)).toEqual([day(3), day(20)]);
  });

  it("shows a booking of k units once, with k, its rental days and its turnaround apart (issue 32)", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const lights = await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d" });
    await ctx.db.update(gear).set({ unitCount: 3, turnaroundDays: 1 }).where(eq(gear.id, lights.id));
    const renter = await buildRenter(ctx, { name: "Rina Renter" });
    const res = await requestBooking(ctx, renter, { gearId: lights.id, startDate: day(2), endDate: day(4), units: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const two = res.json().booking.id as string;
    const one = await createBookingId(ctx, renter, { gearId: lights.id, startDate: day(3), endDate: day(3) });

    const cal = await readCalendar(ctx, owner.cookie, window(0, 27));
    expect(cal.gear).toEqual([
      { id: lights.id, name: "Aputure 600d", status: "active", unitCount: 3, kind: "listing" },
    ]);
    expect(cal.holds).toEqual([
      expect.objectContaining({ bookingId: two, startDate: day(2), endDate: day(4), units: 2, turnaroundDays: 1 }),
      expect.objectContaining({ bookingId: one, startDate: day(3), endDate: day(3), units: 1, turnaroundDays: 1 }),
    ]);
  });

  it("shows a kit booking on each component's row with its units there, and on the kit's row with the kits booked (ADR 039)", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "A Sony FX3 body" });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "B NP-FZ100 battery" });
    await ctx.db.update(gear).set({ unitCount: 3 }).where(eq(gear.id, battery.id));
    const kit = await buildKit(
      ctx,
      owner.id,
      [
        { gearId: body.id, quantity: 1 },
        { gearId: battery.id, quantity: 2 },
      ],
      { name: "C FX3 kit", turnaroundDays: 1 },
    );
    const renter = await buildRenter(ctx, { name: "Rina Renter" });
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(2), endDate: day(4) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().booking.id as string;

    const cal = await readCalendar(ctx, owner.cookie, window(0, 27));
    expect(cal.gear.map((g) => [g.name, g.unitCount, g.kind])).toEqual([
      ["A Sony FX3 body", 1, "listing"],
      ["B NP-FZ100 battery", 3, "listing"],
      // One kit can go out at once: the body has one unit. Its row's counts are kits (ADR 047).
      ["C FX3 kit", 1, "kit"],
    ]);
    const span = { bookingId: id, kind: "booking", startDate: day(2), endDate: day(4), turnaroundDays: 1 };
    expect(cal.holds).toHaveLength(3);
    expect(cal.holds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...span, gearId: body.id, units: 1, status: "pending", renterName: "Rina Renter" }),
        expect.objectContaining({ ...span, gearId: battery.id, units: 2 }),
        expect.objectContaining({ ...span, gearId: kit.id, units: 1 }),
      ]),
    );
    // Its turnaround day still counts: a window holding only that day shows it; once cancelled it is gone.
    expect((await readCalendar(ctx, owner.cookie, window(5, 5))).holds).toHaveLength(3);
    await mustMove(ctx, id, "cancelled", renter, "changed plans");
    expect((await readCalendar(ctx, owner.cookie, window(0, 27))).holds).toEqual([]);
  });

  it("refuses a reversed, malformed or too long window with 400", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const reversed = await calendar(ctx, owner.cookie, `?from=${day(5)}&to=${day(4)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe("The end date must be on or after the start date");
    expect((await calendar(ctx, owner.cookie, "?from=2026-02-30")).statusCode).toBe(400);
    const tooLong = await calendar(ctx, owner.cookie, window(0, CALENDAR_MAX_DAYS));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(`Ask for at most ${CALENDAR_MAX_DAYS} days at a time`);
    expect((await calendar(ctx, owner.cookie, window(0, CALENDAR_MAX_DAYS - 1))).statusCode).toBe(200);
  });
});
