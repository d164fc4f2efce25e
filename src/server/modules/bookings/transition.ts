import type { Db, Tx } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import {
  type BookingParty,
  type BookingStatus,
  RECEIPT_DEADLINE_HOURS,
  statusWord,
} from "../../../shared/booking-lifecycle";
import { msg } from "../../../shared/i18n/message";
import { notify } from "../notifications/service";
import { lateCheckJob } from "./late";
import { bookingTransitionMail } from "./mail";
import { findMoveFactsOf } from "./move-facts-repository";
import { insertInvoice, nextInvoiceSeq, recordMove, releaseBookingHold } from "./move-repository";
import { transitionRefusal } from "./policy";
import { amountsOf } from "./presenter";
import type { BookingRow } from "./repository";
import { loadBookingFor } from "./service";

/**
 * Move a booking along the lifecycle table, or refuse with 409. Runs with the
 * booking row locked, so two moves cannot interleave; records the event,
 * releases the hold when the booking leaves the holding states, numbers the
 * invoice on confirmation, and tells the other side. Returns the booking as moved.
 */
export async function transitionBooking({
  db,
  actor,
  bookingId,
  to,
  reason,
}: {
  db: Db;
  actor: Actor;
  bookingId: string;
  to: BookingStatus;
  reason?: string | null;
}) {
  return db.transaction(async (tx) => {
    const { booking, party } = await loadBookingFor({ db: tx, actor, bookingId, ability: "move", lock: true });
    // "move" is refused to anyone who is not a party, so `party` is set.
    return applyTransition(tx, booking, { party: party!, actorId: actor.user.id, to, reason: reason ?? null });
  });
}

/** The move itself, inside a transaction that holds the booking row. */
export async function applyTransition(
  tx: Tx,
  b: BookingRow,
  m: { party: BookingParty; actorId: string | null; to: BookingStatus; reason: string | null },
) {
  const from = b.status as BookingStatus;
  // Accepting a receipt needs one; the return reads the handover day (read only in those states).
  const facts = await findMoveFactsOf(tx, b);
  const refusal = transitionRefusal({ from, to: m.to, party: m.party, reason: m.reason, booking: b, facts });
  if (refusal) throw refusal;

  const now = new Date();
  // The row as moved: the move also sets timestamps (approval, returned deposit).
  const after = await recordMove(tx, b, { to: m.to, party: m.party, actorId: m.actorId, reason: m.reason, at: now });
  // Released days become bookable again; a completed booking's days are past.
  if (m.to === "cancelled" || m.to === "completed") await releaseBookingHold(tx, b.id);
  if (m.to === "approved") {
    await enqueueJob(tx, {
      kind: "booking.expire-unpaid",
      payload: { bookingId: b.id },
      runAt: new Date(now.getTime() + RECEIPT_DEADLINE_HOURS * 3_600_000),
    });
  }
  if (m.to === "confirmed") await issueInvoice(tx, b, now);
  // Late returns are flagged when the return day is over (both sides, then admins).
  if (m.to === "active") await enqueueJob(tx, lateCheckJob(b));

  await bookingTransitionMail(tx, after, m.party, m.reason, from);
  for (const userId of [b.ownerId, b.renterId].filter((u): u is string => !!u && u !== m.actorId)) {
    await notify(tx, userId, {
      kind: `booking.${m.to}`,
      title: msg("bookings", "notices.moved", { gearName: b.equipmentName, status: statusWord(m.to) }),
      body: m.reason ?? "",
      link: userId === b.ownerId ? `/owners/dashboard?booking=${b.id}` : `/booking?booking=${b.id}`,
    });
  }
  await publish(
    tx,
    [`user:${b.ownerId}`, ...(b.renterId ? [`user:${b.renterId}` as const] : []), "role:admin", "role:staff"],
    { type: "booking", id: b.id },
  );
  return after;
}

/** INV-YYYY-NNNNNN (the year in Malaysia), sequential without gaps within a year. */
async function issueInvoice(tx: Tx, b: BookingRow, now: Date) {
  const year = Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 4));
  const seq = await nextInvoiceSeq(tx, year);
  const number = `INV-${year}-${String(seq).padStart(6, "0")}`;
  await insertInvoice(tx, {
    number,
    year,
    seq,
    bookingId: b.id,
    ...amountsOf(b),
    issuedAt: now,
  });
  return number;
}
