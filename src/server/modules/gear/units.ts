import { and, type AnyColumn, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { gearHolds, gearUnits } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { GEAR_LIMITS, type GearUnitView } from "../../../shared/gear-contracts";
import { addDays } from "../../../shared/dates";
import { gearHoldsLock, holdDateColumns, updateGearRow } from "./repository";

/**
 * A listing's units (issue 32, ADR 037). gear_units is kept numbered
 * 1..gear.unit_count by a trigger (migration 0035), so changing the count is an
 * update of the gear row; what this module adds is the owner's clear refusal
 * when a unit that would go still holds a booking, and the units' labels.
 */

/** The period a hold of the rental [start, end] covers: the rental days, then `turnaround` days. */
export const heldPeriod = (startDate: string, endDate: string, turnaround: number) =>
  `[${startDate},${addDays(endDate, 1 + turnaround)})`;

/**
 * How many units of `gearId` no hold touches within `period` (a daterange
 * expression), the constraint's own test: `units @> number` and `period &&`.
 * With `rentalOnly`, other bookings' turnaround days do not count (what would be
 * free if no one kept a turnaround): the difference tells a turnaround refusal.
 */
export const freeUnitsSql = (gearId: SQL, period: SQL, { rentalOnly = false } = {}) => {
  const theirs = rentalOnly ? sql`daterange(lower(h.period), upper(h.period) - h.turnaround_days)` : sql`h.period`;
  return sql<number>`(select count(*)::int from gear_units u where u.gear_id = ${gearId} and not exists (select 1 from gear_holds h where h.gear_id = u.gear_id and h.units @> u.number and ${theirs} && ${period}))`;
};

/**
 * How many bookings of one unit `gearId` could take over `period` (the rental and
 * the row's own turnaround after it), listing or kit (issue 32 item 2, ADR 039).
 * A listing: its free units (freeUnitsSql). A kit: what its components allow, each
 * component's free units over the period (run on by the days its own turnaround
 * exceeds the kit's) divided by the quantity the kit takes, the least of them;
 * 0 while the owner has blocked the kit itself (a block holds the kit's one unit).
 * Kits live here, beside the constraint's own test, so search, availability and
 * booking requests ask one question of any gear row.
 */
export const bookableUnitsSql = (gearId: SQL, period: SQL, options: { rentalOnly?: boolean } = {}) => {
  const componentPeriod = sql`(case when isempty(p.period) then p.period else daterange(lower(p.period), upper(p.period) + greatest(c.turnaround_days - k.turnaround_days, 0)) end)`;
  return sql<number>`coalesce((select case when k.kind <> 'kit' or own.free = 0 then own.free else coalesce((select min(${freeUnitsSql(sql`kc.gear_id`, componentPeriod, options)} / kc.quantity)::int from kit_components kc join gear c on c.id = kc.gear_id where kc.kit_id = k.id), 0) end
    from gear k cross join lateral (select ${period} as period) p cross join lateral (select ${freeUnitsSql(sql`k.id`, sql`p.period`, options)} as free) own
    where k.id = ${gearId}), 0)`;
};

/**
 * The search's date filter: whether a gear row (`g`, the outer query's gear table) has a unit
 * free over [from, to] and its own turnaround after, the same answer as
 * `bookableUnitsSql(...) > 0` asked row by row. Asked row by row it was a correlated count per
 * candidate listing: 400 ms for an uncached date search over 10,000 listings on PGlite
 * (bench/gear-search.ts; 10.8 ms before units). Here a listing that is not a kit is out only
 * when a block, or bookings of every one of its units, touch the period: those listings are
 * found in one pass over the holds the period index finds (a hashed NOT IN). A hold holds its
 * unit or, for a block, every unit (the `units` column), and a booking's unit is one of the
 * listing's (a foreign key), so the distinct held units counted against unit_count are exactly
 * freeUnitsSql's. Kits, whose components decide, keep the row-by-row count.
 */
export const bookableOverSql = (
  g: { id: SQL | AnyColumn; kind: SQL | AnyColumn; turnaroundDays: SQL | AnyColumn },
  from: string,
  to: string,
) => {
  const after = addDays(to, 1);
  // The widest period any listing asks (turnaround at most 14 days, a check on gear): indexable.
  const widest = sql`daterange(${from}::date, ${after}::date + ${sql.raw(String(GEAR_LIMITS.turnaroundMax))})`;
  const own = sql`daterange(${from}::date, ${after}::date + ${g.turnaroundDays})`;
  return sql`((${g.kind} <> 'kit' and ${g.id} not in (
      select h.gear_id from gear_holds h join gear hg on hg.id = h.gear_id
      where h.period && ${widest} and h.period && daterange(${from}::date, ${after}::date + hg.turnaround_days)
      group by h.gear_id, hg.unit_count
      having bool_or(h.unit_number is null) or count(distinct h.unit_number) >= hg.unit_count))
    or (${g.kind} = 'kit' and ${bookableUnitsSql(sql`${g.id}`, own)} > 0))`;
};

/** The listing's units, by number, with their labels. */
export function listUnits(db: Db | Tx, gearId: string): Promise<GearUnitView[]> {
  return db
    .select({ number: gearUnits.number, label: gearUnits.label })
    .from(gearUnits)
    .where(eq(gearUnits.gearId, gearId))
    .orderBy(asc(gearUnits.number));
}

/** Set (or with null clear) the label of unit `number`; 404 when the listing has no such unit. */
export async function setUnitLabel(db: Db, gearId: string, number: number, label: string | null) {
  const updated = await db
    .update(gearUnits)
    .set({ label })
    .where(and(eq(gearUnits.gearId, gearId), eq(gearUnits.number, number)))
    .returning({ number: gearUnits.number });
  if (updated.length === 0) throw notFound(msg("gear", "errors.thatUnit"));
  return listUnits(db, gearId);
}

/**
 * Write listing columns, `unitCount` among them, in one transaction under the
 * listing's hold lock: a booking request choosing units waits, and so cannot
 * take a unit that is going. Lowering the count removes the highest-numbered
 * units; when one of them still holds a booking (holds last until the booking
 * is completed or cancelled) it is refused with a 409 naming that booking's
 * dates and the lowest count possible, and nothing is written. Bookings always
 * take the lowest free numbers, so the high units are the ones most often free.
 */
export async function writeListingWithUnits(db: Db, gearId: string, values: Parameters<typeof updateGearRow>[2]) {
  const unitCount = values.unitCount;
  if (unitCount === undefined) return updateGearRow(db, gearId, values);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${gearHoldsLock(gearId)}`);
    const [held] = await tx
      .select({
        unit: gearHolds.unitNumber,
        startDate: holdDateColumns.startDate,
        // The rental's own last day: the stored period also runs over the turnaround.
        endDate: sql<string>`(upper(${gearHolds.period}) - 1 - ${gearHolds.turnaroundDays})::text`,
      })
      .from(gearHolds)
      .where(and(eq(gearHolds.gearId, gearId), gt(gearHolds.unitNumber, unitCount)))
      .orderBy(desc(gearHolds.unitNumber), asc(sql`lower(${gearHolds.period})`))
      .limit(1);
    if (held) {
      const message = msg("gear", "errors.unitsBooked", {
        unit: held.unit!,
        from: held.startDate,
        to: held.endDate,
        min: held.unit!,
      });
      throw conflict(message, { unitCount: message });
    }
    await updateGearRow(tx, gearId, values);
  });
}
