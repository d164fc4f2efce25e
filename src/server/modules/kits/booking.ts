import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { badInput, conflict } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { freeUnitsSql, heldPeriod } from "../gear/units";
import { type ComponentRow, findComponents, insertBookingKitItems, lockHolds } from "./repository";
import { capacityOf } from "./service";

/**
 * A booking request for a kit (issue 32 item 2, ADR 039). The booking is the
 * kit's (its price table, student rate and deposit); what it holds is units of
 * every component, quantity × kits each, in the booking's one statement
 * (bookings/create-statement.ts), so the kit is held whole or not at all and the
 * exclusion constraint sees each unit as it sees a listing's own booking.
 */
export interface KitBooking {
  components: ComponentRow[];
  /** How many of the kit could go out at once: the least of units / quantity. */
  capacity: number;
}

/** The kit's components, or null for a listing; 409 when a component cannot be booked (archived). */
export async function readKitForBooking(db: Db, item: { id: string; kind: string }): Promise<KitBooking | null> {
  if (item.kind !== "kit") return null;
  const components = await findComponents(db, item.id);
  // Archiving a component of a live kit is refused (gear/kit-guard.ts); this keeps a
  // kit from ever being booked without one, whatever wrote the rows.
  const gone = components.find((c) => c.status !== "active");
  if (gone) throw conflict(msg("gear", "kits.cannotBookNow", { name: gone.name }));
  return { components, capacity: capacityOf(components) };
}

/** 400 on `units` when asking for more kits than the components have units for. */
export function assertKitUnits(kit: KitBooking, units: number) {
  if (units <= kit.capacity) return;
  const message =
    kit.capacity === 0 ? msg("gear", "kits.noneOfKit") : msg("gear", "kits.moreThanKit", { count: kit.capacity });
  throw badInput(message, { units: message });
}

/**
 * The holds of `units` kits over [start, end]: per component quantity × units of
 * its units, over the rental and then the longer of the kit's and the
 * component's own turnaround (a battery that needs two days to charge keeps
 * them, even in a kit that keeps one).
 */
export function kitHoldParts(
  kit: KitBooking,
  turnaroundDays: number,
  want: { startDate: string; endDate: string; units: number },
) {
  return kit.components.map((c) => {
    const turnaround = Math.max(turnaroundDays, c.turnaroundDays);
    return {
      gearId: c.gearId,
      units: c.quantity * want.units,
      period: heldPeriod(want.startDate, want.endDate, turnaround),
      turnaroundDays: turnaround,
    };
  });
}

/** Inside the request's transaction, before its statement: every component's hold lock (repository.ts). */
export const lockKit = (tx: Tx, kit: KitBooking) =>
  lockHolds(
    tx,
    kit.components.map((c) => c.gearId),
  );

/** The booked components as the invoice and the handover sheet list them, for the whole booking. */
export const recordKitItems = (tx: Tx, bookingId: string, kit: KitBooking, units: number) =>
  insertBookingKitItems(
    tx,
    bookingId,
    kit.components.map((c) => ({ gearId: c.gearId, name: c.name, quantity: c.quantity * units })),
  );

/**
 * The first component without enough free units for the request (the refusal
 * names it); null when each has enough, so the kit itself is blocked.
 */
export async function shortComponent(
  db: Db,
  kit: KitBooking,
  turnaroundDays: number,
  want: { startDate: string; endDate: string; units: number },
): Promise<string | null> {
  const parts = kitHoldParts(kit, turnaroundDays, want);
  const free = await Promise.all(
    parts.map(async (p) => {
      const [row] = await db
        .select({ free: freeUnitsSql(sql`${p.gearId}`, sql`${p.period}::daterange`) })
        .from(sql`(select 1) as one`);
      return row!.free;
    }),
  );
  const i = parts.findIndex((p, n) => free[n]! < p.units);
  return i < 0 ? null : kit.components[i]!.name;
}
