import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingEvents, bookings, gearHolds, invoiceCounters, invoices } from "../../db/schema";
import type { BookingParty, BookingStatus } from "../../../shared/booking-lifecycle";
import type { BookingRow } from "./repository";

/**
 * The writes every move makes: the new status (and when a booking was approved
 * or its deposit returned) and the timeline event. Returns the booking as moved.
 */
export async function recordMove(
  tx: Tx,
  b: BookingRow,
  m: { to: BookingStatus; party: BookingParty; actorId: string | null; reason: string | null; at: Date },
): Promise<BookingRow> {
  const [moved] = await tx
    .update(bookings)
    .set({
      status: m.to,
      updatedAt: m.at,
      ...(m.to === "approved" ? { approvedAt: m.at } : {}),
      ...(m.to === "completed" ? { depositReturnedAt: m.at } : {}),
    })
    .where(eq(bookings.id, b.id))
    .returning();
  await tx.insert(bookingEvents).values({
    bookingId: b.id,
    fromStatus: b.status,
    toStatus: m.to,
    actorId: m.actorId,
    actorRole: m.party,
    reason: m.reason,
  });
  return moved!;
}

/** Give a booking's dates back: they become bookable again. */
export async function releaseBookingHold(tx: Tx, bookingId: string) {
  await tx.delete(gearHolds).where(and(eq(gearHolds.bookingId, bookingId), eq(gearHolds.kind, "booking")));
}

/**
 * The next invoice sequence number of `year`. The year's counter row stays
 * locked by the UPDATE until the transaction ends, so numbers are handed out one
 * at a time and a rolled-back transaction gives its number back.
 */
export async function nextInvoiceSeq(tx: Tx, year: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.year, year))
    .returning();
  return counter!.last;
}

export const insertInvoice = (tx: Tx, row: typeof invoices.$inferInsert) => tx.insert(invoices).values(row);
