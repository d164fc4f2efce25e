import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bookings, bookingUnits, gear, gearHolds, gearUnits } from "../../db/schema";
import type { HeldUnit } from "../../../shared/booking-contracts";

type Reader = Db | Tx;

/** A kit booking's units are its components' (ADR 039): each says whose it is; a listing's need not. */
const componentName = sql<string | null>`case when ${gear.id} <> ${bookings.gearId} then ${gear.name} end`;

const present = (rows: { number: number; label: string | null; listing: string | null }[]): HeldUnit[] =>
  rows.map(({ number, label, listing }) => (listing ? { number, label, listing } : { number, label }));

/**
 * The units a booking holds, with the owner's labels (serial numbers), so both
 * sides know which one goes out (issue 32). Read from its holds while it holds
 * dates (pending to handed over); once returned, from what the return kept
 * (keepHeldUnits), so the booking still says which unit went out. A cancelled
 * booking held units that never went out: it shows none.
 */
export async function findHeldUnits(db: Reader, bookingId: string): Promise<HeldUnit[]> {
  const held = await db
    .select({ number: gearUnits.number, label: gearUnits.label, listing: componentName })
    .from(gearHolds)
    .innerJoin(gearUnits, and(eq(gearUnits.gearId, gearHolds.gearId), eq(gearUnits.number, gearHolds.unitNumber)))
    .innerJoin(gear, eq(gear.id, gearHolds.gearId))
    .innerJoin(bookings, eq(bookings.id, gearHolds.bookingId))
    .where(eq(gearHolds.bookingId, bookingId))
    .orderBy(asc(gear.name), asc(gearUnits.number));
  if (held.length > 0) return present(held);
  const kept = await db
    .select({ number: bookingUnits.unitNumber, label: bookingUnits.label, listing: componentName })
    .from(bookingUnits)
    .innerJoin(gear, eq(gear.id, bookingUnits.gearId))
    .innerJoin(bookings, eq(bookings.id, bookingUnits.bookingId))
    .where(eq(bookingUnits.bookingId, bookingId))
    .orderBy(asc(gear.name), asc(bookingUnits.unitNumber));
  return present(kept);
}

/** Before a return releases the booking's holds: the units it had out, and their labels as they are now. */
export async function keepHeldUnits(tx: Tx, bookingId: string) {
  await tx.execute(sql`
    insert into ${bookingUnits} (booking_id, gear_id, unit_number, label)
    select h.booking_id, h.gear_id, h.unit_number, u.label
    from ${gearHolds} h
    left join ${gearUnits} u on u.gear_id = h.gear_id and u.number = h.unit_number
    where h.booking_id = ${bookingId} and h.kind = 'booking' and h.unit_number is not null
    on conflict do nothing`);
}
