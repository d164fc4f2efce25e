import type { Db, Tx } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { recordAudit } from "../audit/record";
import {
  type BookingParty,
  type BookingStatus,
  RECEIPT_DEADLINE_HOURS,
  STATUS_LABEL,
} from "../../../shared/booking-lifecycle";
import { msg } from "../../../shared/i18n/message";
import { notify } from "../notifications/service";
import { announceMoved, announceMoving } from "./events";
import { lateCheckJob } from "./late";
import { bookingTransitionMail } from "./mail";
import { keepHeldUnits } from "./held-units";
import { findMoveFactsOf } from "./move-facts-repository";
import { recordMove, releaseBookingHold } from "./move-repository";
import { transitionRefusal } from "./policy";
import type { BookingRow } from "./repository";
import { loadBookingFor } from "./service";

/**
 * Move a booking along the lifecycle table, or refuse with 409. Runs with the
 * booking row locked, so two moves cannot interleave; records the event,
 * releases the hold when the booking leaves the holding states, announces the
 * move (events.ts: the invoice, the deposit and the voucher are their modules'
 * handlers), and tells the other side. Returns the booking as moved.
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
  const from = b.status;
  // Accepting a receipt needs one; the return reads the handover day (read only in those states).
  const facts = await findMoveFactsOf(tx, b);
  const refusal = transitionRefusal({ from, to: m.to, party: m.party, reason: m.reason, booking: b, facts });
  if (refusal) throw refusal;
  // Other modules may refuse too (handover: no check sheet with a photo for a handover or a return).
  await announceMoving(tx, { booking: b, from, to: m.to, party: m.party });

  const now = new Date();
  // The row as moved: the move also sets the approval time. The deposit is not returned here:
  // the owner settles it after the return (modules/deposits).
  const after = await recordMove(tx, b, { to: m.to, party: m.party, actorId: m.actorId, reason: m.reason, at: now });
  // Released days become bookable again; a completed booking's days are past.
  // A returned booking keeps which units it had out (its holds go now).
  if (m.to === "completed") await keepHeldUnits(tx, b.id);
  if (m.to === "cancelled" || m.to === "completed") await releaseBookingHold(tx, b.id);
  if (m.to === "approved") {
    await enqueueJob(tx, {
      kind: "booking.expire-unpaid",
      payload: { bookingId: b.id },
      runAt: new Date(now.getTime() + RECEIPT_DEADLINE_HOURS * 3_600_000),
    });
  }
  // An admin's move is a back-office action: the trail keeps it beside the booking's own timeline.
  if (m.party === "admin") {
    await recordAudit(tx, {
      actorId: m.actorId,
      action: `booking.${m.to}`,
      subjectType: "booking",
      subjectId: b.id,
      before: { status: from },
      after: { status: m.to },
      detail: { reason: m.reason },
    });
  }
  // Late returns are flagged when the return day is over (both sides, then admins).
  if (m.to === "active") await enqueueJob(tx, lateCheckJob(b));
  await announceMoved(tx, {
    before: b,
    after,
    from,
    to: m.to,
    party: m.party,
    actorId: m.actorId,
    reason: m.reason,
    at: now,
  });
  await bookingTransitionMail(tx, after, m.party, m.reason, from);
  for (const userId of [b.ownerId, b.renterId].filter((u): u is string => !!u && u !== m.actorId)) {
    await notify(tx, userId, {
      kind: `booking.${m.to}`,
      // The booking page's word for the status ("Handed over", not "active"): the reader compares the two.
      title: msg("bookings", "notices.moved", { gearName: b.equipmentName, status: STATUS_LABEL[m.to] }),
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
