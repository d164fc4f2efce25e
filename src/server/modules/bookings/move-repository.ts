import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingEvents, bookings, gearHolds } from "../../db/schema";
import type { BookingParty, BookingStatus } from "../../../shared/booking-lifecycle";
import type { BookingRow } from "./repository";

/**
 * The writes every move makes: the new status (and when a booking was approved)
 * and the timeline event. Returns the booking as moved. The return no longer
 * marks the deposit returned: the deposits module settles it (issue 11 item 3).
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
