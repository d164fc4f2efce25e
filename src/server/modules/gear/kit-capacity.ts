import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear } from "../../db/schema";

/** How many of a kit could be booked at once if nothing were held: the least of each component's units / quantity. */
export const kitCapacitySql = (kitId: SQL) =>
  sql<number>`(select coalesce(min(c.unit_count / kc.quantity), 0)::int from kit_components kc join gear c on c.id = kc.gear_id where kc.kit_id = ${kitId})`;

/**
 * The capacity of each kit in `kitIds` (kitCapacitySql), in one query; none asked, none read.
 * A list's cards carry it so a kit's card can say "1 of 2 kits free" as a listing's says
 * "1 of 3 units free": a kit's own unit count is 1 (ADR 039) and says nothing.
 */
export async function loadKitCapacities(db: Db, kitIds: string[]): Promise<Map<string, number>> {
  if (kitIds.length === 0) return new Map();
  const rows = await db
    .select({ id: gear.id, capacity: kitCapacitySql(sql`${gear.id}`) })
    .from(gear)
    .where(inArray(gear.id, kitIds));
  return new Map(rows.map((r) => [r.id, r.capacity]));
}
