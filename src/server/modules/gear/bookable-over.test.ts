import { inArray, sql } from "drizzle-orm";
import { gear, gearHolds } from "../../db/schema";
import { describe, expect, it } from "../../test/fixtures";
import { buildGear, buildOwner, day } from "../../test/factories";
import { addDays } from "../../../shared/dates";
import { bookableOverSql, bookableUnitsSql } from "./units";

/**
 * The search's set-based date filter (bookableOverSql) gives the same answer as the
 * row-by-row count it replaced (bookableUnitsSql > 0), over listings of 1 to 3 units,
 * with and without turnaround days, held by bookings of some or all units and by blocks,
 * for windows before, across, inside and after the holds.
 */
describe("bookableOverSql", () => {
  it("lists exactly the listings with a unit free over the window and its turnaround", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const ids: string[] = [];
    const hold = (gearId: string, from: number, to: number, unitNumber: number | null, turnaround = 0) =>
      ctx.db.insert(gearHolds).values({
        gearId,
        kind: unitNumber === null ? "block" : "booking",
        unitNumber,
        turnaroundDays: turnaround,
        period: `[${day(from)},${addDays(day(to), 1 + turnaround)})`,
      });
    for (const unitCount of [1, 2, 3])
      for (const turnaroundDays of [0, 2]) {
        const make = async () => {
          const item = await buildGear(ctx, { ownerId: owner.id, unitCount, turnaroundDays });
          ids.push(item.id);
          return item.id;
        };
        await make(); // nothing held
        const some = await make(); // one unit booked days 10–12
        await hold(some, 10, 12, 1, turnaroundDays);
        const all = await make(); // every unit booked, on different days that overlap 11–12
        for (let n = 1; n <= unitCount; n++) await hold(all, 10 + (n % 2), 12, n, turnaroundDays);
        const blocked = await make(); // an owner's block of days 20–21
        await hold(blocked, 20, 21, null);
      }

    const asked = [
      [3, 5],
      [8, 9],
      [9, 10],
      [11, 11],
      [12, 14],
      [13, 13],
      [15, 16],
      [18, 19],
      [21, 25],
      [26, 28],
    ] as const;
    for (const [from, to] of asked) {
      const period = sql`daterange(${day(from)}::date, ${addDays(day(to), 1)}::date + ${gear.turnaroundDays})`;
      const bySet = await ctx.db
        .select({ id: gear.id })
        .from(gear)
        .where(sql`${inArray(gear.id, ids)} and ${bookableOverSql(gear, day(from), day(to))}`);
      const byRow = await ctx.db
        .select({ id: gear.id })
        .from(gear)
        .where(sql`${inArray(gear.id, ids)} and ${bookableUnitsSql(sql`${gear.id}`, period)} > 0`);
      const sorted = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
      expect(sorted(bySet), `days ${from}–${to}`).toEqual(sorted(byRow));
      // The scene must tell listings apart, or the comparison proves nothing.
      if (from === 11) expect(byRow.length).toBeLessThan(ids.length);
    }
  });
});
