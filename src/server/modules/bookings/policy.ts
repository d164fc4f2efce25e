import type { Actor } from "../../plugins/actor";
import type { BookingParty } from "../../../shared/booking-lifecycle";
import type { bookings } from "../../db/schema";

type BookingRow = typeof bookings.$inferSelect;

/**
 * The caller's part in a booking, or null when it is none of theirs. Admins act
 * as 'admin' on every booking; the renter and the gear's owner on their own.
 */
export function partyOf(actor: Actor, booking: Pick<BookingRow, "renterId" | "ownerId">): BookingParty | null {
  if (actor.role === "admin") return "admin";
  if (booking.ownerId === actor.user.id && actor.owner) return "owner";
  if (booking.renterId === actor.user.id) return "renter";
  return null;
}

/** Read access: the parties, plus staff (support look-up) and accountants (finance). */
export function canReadBooking(actor: Actor, booking: Pick<BookingRow, "renterId" | "ownerId">): boolean {
  return partyOf(actor, booking) !== null || actor.role === "staff" || actor.role === "accountant";
}

/** Renters and owners book; staff, accountants and admins do not rent through their work accounts. */
export const mayRequestBookings = (actor: Actor) => actor.role === "user" || actor.role === "owner";
