import type { Db, Tx } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import type { BookingDetail, BookingListItem } from "../../../shared/booking-contracts";
import type { BookingParty, BookingStatus } from "../../../shared/booking-lifecycle";
import { assertBookingAbility, type BookingAbility, bookingHidden, maySeePayment } from "./policy";
import { findMoveFacts } from "./move-facts-repository";
import { maySeeRenterRecord } from "./renter-record";
import { presentBooking, presentBookingDetail } from "./presenter";
import {
  type BookingListRow,
  type BookingRow,
  findBooking,
  listAdminLiveBookings,
  listOwnerLiveBookings,
  listRenterBookings,
  readBookingDetailParts,
} from "./repository";

/**
 * The booking `bookingId` if `actor` may use `ability` on it, with the caller's
 * part in it; otherwise the policy's refusal (an unknown booking is a 404 like
 * one that is not the caller's to see). `lock` reads it FOR UPDATE inside `db`'s
 * transaction.
 */
export async function loadBookingFor({
  db,
  actor,
  bookingId,
  ability,
  lock = false,
}: {
  db: Db | Tx;
  actor: Actor;
  bookingId: string;
  ability: BookingAbility;
  lock?: boolean;
}): Promise<{ booking: BookingRow; party: BookingParty | null }> {
  const booking = await findBooking(db, bookingId, { lock });
  if (!booking) throw bookingHidden(ability);
  return { booking, party: assertBookingAbility(actor, booking, ability) };
}

/** One booking in full as `actor` sees it. Reads only what its status can have. */
export async function readBookingDetail(db: Db, b: BookingRow, actor: Actor): Promise<BookingDetail> {
  const status = b.status;
  const parts = await readBookingDetailParts(db, b, {
    // Receipts come after approval and the invoice with confirmation.
    receipts: status !== "pending",
    invoice: status !== "pending" && status !== "approved",
    payment: maySeePayment(actor, b),
    reviews: status === "completed",
    renterRecord: maySeeRenterRecord(actor, b),
  });
  return presentBookingDetail(b, actor, parts);
}

async function presentList(db: Db, rows: BookingListRow[], actor: Actor): Promise<{ items: BookingListItem[] }> {
  const facts = await findMoveFacts(
    db,
    rows.map((r) => r.booking),
  );
  return {
    items: rows.map((r) =>
      presentBooking(r.booking, actor, facts.get(r.booking.id)!, { owner: r.owner ?? undefined, gearKind: r.gearKind }),
    ),
  };
}

/** The renter's own bookings, newest first, optionally of one status. */
export const listMyBookings = async (db: Db, actor: Actor, status?: BookingStatus) =>
  presentList(db, await listRenterBookings(db, actor.user.id, status), actor);

/** Seed section 7: the owner's live list (pending, approved, confirmed, active; newest first; 50). */
export const listOwnerBookings = async (db: Db, actor: Actor) =>
  presentList(db, await listOwnerLiveBookings(db, actor.user.id), actor);

/** Seed section 7: the admin's live list (pending, approved, confirmed; newest first; 50). */
export const listAdminBookings = async (db: Db, actor: Actor) =>
  presentList(db, await listAdminLiveBookings(db), actor);
