import { eq } from "drizzle-orm";
import { gear, gearHolds, gearUnits } from "../../db/schema";
import { buildGear, day } from "../../test/factories";
import { requestBooking } from "../../test/bookings";
import { matrixTest, signedIn } from "../../test/matrix";
import { describe, expect } from "vitest";

/**
 * The authorization matrix of the endpoints issue 32 adds or changes (units and
 * turnaround days): every kind of caller, each answered as expected, and a
 * refused call changes nothing (matrixState includes the listings' unit counts,
 * turnaround days and unit rows).
 */
const { matrix } = matrixTest();

let nextDay = 0;
/** A listing of `people.owner` with 3 units and 1 turnaround day. */
const listing = (env: Parameters<Parameters<typeof matrix>[0]["setup"]>[0]) =>
  buildGear(env.ctx, { ownerId: env.people.owner.id, unitCount: 3, turnaroundDays: 1 }).then((g) => ({
    gearId: g.id,
  }));

describe("authorization matrix: units and turnaround × every kind of caller; refused calls change nothing", () => {
  matrix({
    name: "GET /api/owners/me/gear/:id/units: the listing's owner alone",
    expected: { ...signedIn(404), owner: 200 },
    setup: listing,
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/owners/me/gear/${t.gearId}/units`, { as: cookie }),
    check: (res) => expect(res.json()).toEqual([1, 2, 3].map((number) => ({ number, label: null }))),
  });

  matrix({
    name: "PUT /api/gear/:id/units/:number: the listing's owner alone",
    expected: { ...signedIn(404), owner: 200 },
    mutates: true,
    setup: listing,
    call: (t, cookie, { ctx }) =>
      ctx.request.put(`/api/gear/${t.gearId}/units/2`, { label: "Body B · SN 5521" }, { as: cookie }),
    check: async (_res, _actor, t, { ctx }) => {
      const rows = await ctx.db
        .select()
        .from(gearUnits)
        .where(eq(gearUnits.gearId, t.gearId as string));
      expect(rows.find((u) => u.number === 2)?.label).toBe("Body B · SN 5521");
    },
  });

  matrix({
    name: "PATCH /api/gear/:id { unitCount, turnaroundDays }: the listing's owner alone",
    expected: { ...signedIn(404), owner: 200 },
    mutates: true,
    setup: listing,
    call: (t, cookie, { ctx }) =>
      ctx.request.patch(`/api/gear/${t.gearId}`, { unitCount: 5, turnaroundDays: 2 }, { as: cookie }),
    check: async (_res, _actor, t, { ctx }) => {
      const [row] = await ctx.db
        .select()
        .from(gear)
        .where(eq(gear.id, t.gearId as string));
      expect(row).toMatchObject({ unitCount: 5, turnaroundDays: 2 });
      expect(
        await ctx.db
          .select()
          .from(gearUnits)
          .where(eq(gearUnits.gearId, t.gearId as string)),
      ).toHaveLength(5);
    },
  });

  matrix({
    name: "POST /api/bookings { units: 2 }: anyone who may book someone else's gear",
    expected: { ...signedIn(403), renter: 201, "other renter": 201, "other owner": 201 },
    mutates: true,
    setup: listing,
    call: (t, cookie, { ctx }) => {
      const start = day(5 + (nextDay++ % 60));
      return requestBooking(ctx, cookie, { gearId: t.gearId as string, startDate: start, endDate: start, units: 2 });
    },
    check: async (res, _actor, t, { ctx }) => {
      expect(res.json().booking.units).toBe(2);
      const holds = await ctx.db
        .select()
        .from(gearHolds)
        .where(eq(gearHolds.gearId, t.gearId as string));
      expect(holds.map((h) => h.unitNumber).sort()).toEqual([1, 2]);
    },
  });

  matrix({
    name: "POST /api/bookings { units: 4 } of a 3-unit listing: refused before anything is written",
    expected: { ...signedIn(403), renter: 400, "other renter": 400, "other owner": 400 },
    setup: listing,
    call: (t, cookie, { ctx }) =>
      requestBooking(ctx, cookie, { gearId: t.gearId as string, startDate: day(8), endDate: day(9), units: 4 }),
  });
});
