import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { gear, gearUnits } from "../db/schema";

/**
 * LensMaster Rentals stocks its gear the way a rental shop does (issue 32): its
 * first listings get several identical units with serial numbers, and a day of
 * turnaround after each rental (two for the ones it couriers). The unit rows
 * follow unit_count by the trigger of migration 0035; the labels are set here.
 */
const STOCK = [
  { units: 3, turnaround: 1, prefix: "LM-A" },
  { units: 10, turnaround: 1, prefix: "LM-B" },
  { units: 2, turnaround: 2, prefix: "LM-C" },
] as const;

export async function seedDemoShopStock(db: Db, shopId: string) {
  const listings = await db
    .select({ id: gear.id })
    .from(gear)
    .where(eq(gear.ownerId, shopId))
    .orderBy(asc(gear.createdAt), asc(gear.id))
    .limit(STOCK.length);
  for (const [i, { id }] of listings.entries()) {
    const stock = STOCK[i]!;
    await db.update(gear).set({ unitCount: stock.units, turnaroundDays: stock.turnaround }).where(eq(gear.id, id));
    for (let n = 1; n <= stock.units; n++)
      await db
        .update(gearUnits)
        .set({ label: `${stock.prefix}${String(n).padStart(2, "0")}` })
        .where(and(eq(gearUnits.gearId, id), eq(gearUnits.number, n)));
  }
}
