import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kitComponents } from "../../db/schema";
import type { GearAvailability } from "../../../shared/gear-contracts";
import { bookableUnitsSql } from "./units";
import { kitCapacitySql } from "./kit-capacity";

/** The listings a kit is made of (what its availability depends on). */
export const kitComponentIds = async (db: Db, kitId: string) =>
  (await db.select({ id: kitComponents.gearId }).from(kitComponents).where(eq(kitComponents.kitId, kitId))).map(
    (r) => r.id,
  );

/**
 * A kit's availability (issue 32 item 2, ADR 039), in the listing's shape:
 * `unitCount` is how many of the kit could go out at once, and each day's `free`
 * how many kits its components allow that day (bookableUnitsSql: the least of
 * each component's free units / quantity, 0 on a day the kit itself is
 * blocked). A component booked alone lowers it; listed are the days below the
 * capacity.
 */
export async function findKitAvailability(
  db: Db,
  kit: { id: string; turnaroundDays: number },
  window: { from: string; to: string },
): Promise<GearAvailability> {
  const day = sql`d.day::date`;
  const rows = await db
    .select({
      date: sql<string>`${day}::text`,
      free: bookableUnitsSql(sql`${kit.id}`, sql`daterange(${day}, ${day} + 1)`),
      capacity: kitCapacitySql(sql`${kit.id}`),
    })
    .from(sql`generate_series(${window.from}::date, ${window.to}::date, interval '1 day') as d(day)`)
    .orderBy(sql`d.day`);
  const capacity = rows[0]?.capacity ?? 0;
  const free = rows.filter((r) => r.free < capacity || capacity === 0).map(({ date, free }) => ({ date, free }));
  return {
    ...window,
    unitCount: capacity,
    turnaroundDays: kit.turnaroundDays,
    unavailable: free.filter((d) => d.free === 0).map((d) => d.date),
    free,
  };
}
