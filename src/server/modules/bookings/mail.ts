import type { Tx } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { type BookingParty, type BookingStatus, statusWord } from "../../../shared/booking-lifecycle";
import { msg } from "../../../shared/i18n/message";
import type { BookingRow } from "./repository";

// Paths: the e-mail worker makes them absolute with PUBLIC_URL.
const ownerLink = (id: string) => `/owners/dashboard?booking=${id}`;
const renterLink = (id: string) => `/booking?booking=${id}`;

// The words the booking page shows for these moves, beside the status name.
const HANDOVER_WORDS: Partial<Record<BookingStatus, string>> = {
  active: msg("bookings", "mailStatus.handedOver"),
  completed: msg("bookings", "mailStatus.returned"),
};

/**
 * The e-mail each move sends: approval to the renter, any other change to the
 * other side. `from` is the status before the move: only a pending request
 * cancelled by its owner is "declined"; a booking cancelled later is "cancelled".
 * The status word is a `msg` string: the e-mail is written in each recipient's language.
 */
export async function bookingTransitionMail(
  tx: Tx,
  b: BookingRow,
  by: BookingParty,
  reason: string | null,
  from?: BookingStatus,
) {
  const base = { gearName: b.equipmentName, startDate: b.startDate, endDate: b.endDate };
  if (b.status === "approved") {
    await enqueueEmailTo(tx, "booking_approval_notify", b.renterId, { ...base, url: renterLink(b.id) });
    return;
  }
  const status =
    b.status === "cancelled" && by === "owner" && from === "pending"
      ? msg("bookings", "mailStatus.declined")
      : b.status === "cancelled" && by === "system"
        ? msg("bookings", "mailStatus.expired")
        : (HANDOVER_WORDS[b.status] ?? statusWord(b.status));
  // Tell whoever did not make the move; the scheduler's and admins' moves go to both.
  const sides = [
    { party: "renter", person: b.renterId, url: renterLink(b.id) },
    { party: "owner", person: b.ownerId, url: ownerLink(b.id) },
  ] as const;
  for (const { party, person, url } of sides) {
    if (by !== party) await enqueueEmailTo(tx, "booking_status_notify", person, { ...base, status, reason, url });
  }
}

/** receipt_upload_notify to the owner. */
export async function receiptUploadedMail(tx: Tx, b: BookingRow) {
  await enqueueEmailTo(tx, "receipt_upload_notify", b.ownerId, {
    renterName: b.userName,
    gearName: b.equipmentName,
    startDate: b.startDate,
    endDate: b.endDate,
    url: ownerLink(b.id),
  });
}
