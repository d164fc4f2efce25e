import type { Actor } from "../../plugins/actor";
import { AppError, badInput, conflict, forbidden, notFound } from "../../lib/errors";
import {
  availableTransitions,
  type BookingParty,
  type BookingStatus,
  findTransition,
  moveOpensOn,
  REVIEW_WINDOW_DAYS,
  statusWord,
  type Transition,
  transitionAction,
} from "../../../shared/booking-lifecycle";
import {
  type BookingAction,
  type LaterBookingAction,
  REVIEW_SUBJECTS,
  type ReviewSubject,
} from "../../../shared/booking-contracts";
import { rents } from "../../../shared/abilities";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { completenessMessage, missingProfileFields } from "../../../shared/profile";
import type { BookingRow } from "./repository";

/**
 * Every booking rule about who may do what, in one place. Each ability answers
 * with the refusal the API gives (deny by default): 404 when the booking is not
 * the caller's to see, 403 when they may see it but not do this, 409 when the
 * booking's state does not allow it yet. The detail's abilities are the same
 * answers asked in advance, so a screen offers exactly what the server accepts.
 */

type Parties = Pick<BookingRow, "renterId" | "ownerId">;

/**
 * The caller's part in a booking, or null when it is none of theirs. Admins act
 * as 'admin' on every booking; the renter and the gear's owner on their own.
 */
export function partyOf(actor: Actor, booking: Parties): BookingParty | null {
  if (actor.role === "admin") return "admin";
  if (booking.ownerId === actor.user.id && actor.owner) return "owner";
  if (booking.renterId === actor.user.id) return "renter";
  return null;
}

/** Read access: the parties, plus staff (support look-up) and accountants (finance). */
function canReadBooking(actor: Actor, booking: Parties): boolean {
  return partyOf(actor, booking) !== null || actor.role === "staff" || actor.role === "accountant";
}

/**
 * Refuses a booking request `actor` may not make, in this order, so a staff
 * account hears it cannot book before anything about the gear. A suspended or
 * deleted owner's gear is hidden everywhere, so it cannot be booked either
 * (404, as the public pages answer).
 */
export function assertMayRequestBooking<G extends { ownerId: string; status: string }>(
  actor: Actor,
  item: G | null,
  ownerStatus: string | null,
): asserts item is G {
  if (!rents(actor.role)) throw forbidden(msg("bookings", "errors.officeCannotBook"));
  const missing = missingProfileFields(actor.user);
  if (missing.length > 0)
    throw new AppError("PROFILE_INCOMPLETE", 403, completenessMessage(missing), undefined, { missingFields: missing });
  if (!item || item.status !== "active" || ownerStatus !== "active") throw notFound(msg("bookings", "things.thatGear"));
  if (item.ownerId === actor.user.id) throw forbidden(msg("bookings", "errors.ownGear"));
}

/** Statuses in which the parties see where to pay (PRODUCT.md section 6: after approval). */
const PAYMENT_VISIBLE: readonly BookingStatus[] = ["approved", "confirmed", "active", "completed"];

/** The owner's bank details and QR code: to the booking's parties, once the booking is approved. */
export function maySeePayment(actor: Actor, b: Parties & Pick<BookingRow, "status">): boolean {
  return partyOf(actor, b) !== null && PAYMENT_VISIBLE.includes(b.status);
}

/**
 * The booking's own DuitNow QR (amount and reference filled in): only while
 * payment is due. Once the receipt is accepted the money has been paid, and a
 * QR that still asked for it would invite paying twice.
 */
export function maySeeBookingQr(actor: Actor, b: Parties & Pick<BookingRow, "status">): boolean {
  return maySeePayment(actor, b) && b.status === "approved";
}

export type BookingAbility =
  "read" | "move" | "uploadReceipt" | "readReceipt" | "readPaymentQr" | "readBookingQr" | "message" | "review";

const THE_BOOKING = msg("bookings", "things.booking");
/** What a booking that is not the caller's to see (or does not exist) is called in its 404, per ability. */
const HIDDEN_AS: Record<BookingAbility, string> = {
  read: THE_BOOKING,
  move: THE_BOOKING,
  uploadReceipt: THE_BOOKING,
  readReceipt: msg("bookings", "things.receipt"),
  readPaymentQr: msg("bookings", "things.qrCode"),
  readBookingQr: msg("bookings", "things.qrCode"),
  message: THE_BOOKING,
  review: THE_BOOKING,
};

/** The 404 for a booking that is absent, or not the caller's to see, when asked for `ability`. */
export const bookingHidden = (ability: BookingAbility) => notFound(HIDDEN_AS[ability]);

const MOVE_REFUSED = msg("bookings", "errors.moveRefused");
const RECEIPT_NOT_NOW = msg("bookings", "errors.receiptNotNow");

/** Why `actor` may not use `ability` on booking `b`, or null when they may. */
export function bookingRefusal(actor: Actor, b: BookingRow, ability: BookingAbility): AppError | null {
  const party = partyOf(actor, b);
  const hidden = bookingHidden(ability);
  switch (ability) {
    case "read":
      return canReadBooking(actor, b) ? null : hidden;
    case "move":
      if (party) return null;
      // Staff and accountants may read a booking, so a 404 would be a lie; they may not move it.
      return canReadBooking(actor, b) ? forbidden(MOVE_REFUSED) : hidden;
    case "uploadReceipt":
      if (party !== "renter") return hidden;
      return b.status === "approved" ? null : conflict(RECEIPT_NOT_NOW);
    case "readReceipt":
      // Accountants work from invoices; proof of payment stays with the parties and support.
      return canReadBooking(actor, b) && actor.role !== "accountant" ? null : hidden;
    case "readPaymentQr":
      return maySeePayment(actor, b) ? null : hidden;
    case "readBookingQr":
      return maySeeBookingQr(actor, b) ? null : hidden;
    case "message":
      // One thread between renter and owner; admins read and write for support.
      return party ? null : hidden;
    case "review":
      return party === "renter" || party === "owner" ? null : hidden;
    default:
      return hidden;
  }
}

/** Throws the refusal of `bookingRefusal`; returns the caller's part (null for readers who are not parties). */
export function assertBookingAbility(actor: Actor, b: BookingRow, ability: BookingAbility): BookingParty | null {
  const refusal = bookingRefusal(actor, b, ability);
  if (refusal) throw refusal;
  return partyOf(actor, b);
}

/**
 * What a move's rules read besides the booking row: whether the renter uploaded
 * a receipt, and the day (YYYY-MM-DD, Malaysia) the gear was handed over.
 */
export interface MoveFacts {
  receiptUploaded: boolean;
  handedOverOn: string | null;
}

/** The refusal of a move the booking's facts do not allow yet: no receipt, or before its first day. */
function notYetRefusal(t: Transition, b: Pick<BookingRow, "startDate">, facts: MoveFacts, today: string) {
  if (t.viaReceipt && !facts.receiptUploaded) return conflict(msg("bookings", "errors.noReceiptYet"));
  const opensOn = moveOpensOn(t, { startDate: b.startDate, handedOverOn: facts.handedOverOn });
  if (opensOn && today < opensOn)
    return conflict(
      msg("bookings", t.notBefore === "pickupDay" ? "errors.beforePickupDay" : "errors.beforeHandoverDay", {
        date: opensOn,
      }),
    );
  return null;
}

/**
 * Why `party` may not move a booking from `from` to `to`, or null. The table in
 * src/shared/booking-lifecycle.ts says who may make which move; accepting a
 * receipt needs one uploaded; handing over waits for the pickup day and the
 * return for the handover day (in Malaysia); declines and cancellations need a reason.
 */
export function transitionRefusal(m: {
  from: BookingStatus;
  to: BookingStatus;
  party: BookingParty;
  reason: string | null;
  booking: Pick<BookingRow, "startDate">;
  facts: MoveFacts;
  today?: string;
}): AppError | null {
  const t = findTransition(m.from, m.to);
  const words = { from: statusWord(m.from), to: statusWord(m.to) };
  if (!t) return conflict(msg("bookings", "errors.moveNotAllowed", words));
  if (!t.by.includes(m.party))
    return conflict(
      msg("bookings", "errors.moveNotAllowedBy", { ...words, party: msg("bookings", `party.${m.party}`) }),
    );
  const notYet = notYetRefusal(t, m.booking, m.facts, m.today ?? todayInMalaysia());
  if (notYet) return notYet;
  const giveReason = msg("bookings", "errors.reasonRequired");
  if (t.needsReason && !m.reason?.trim()) return badInput(giveReason, { reason: giveReason });
  return null;
}

/** The renter reviews the gear and its owner; the owner reviews the renter. */
const REVIEWS_BY: Record<"renter" | "owner", readonly ReviewSubject[]> = {
  renter: ["gear", "owner"],
  owner: ["renter"],
};

/**
 * Why this party may not review `subject` now, or null. Reviews open once the
 * gear is back and close REVIEW_WINDOW_DAYS later (issue 4 item 10);
 * `completedAt` is when it came back.
 */
export function reviewRefusal(
  party: BookingParty | null,
  b: BookingRow,
  subject: ReviewSubject,
  completedAt: Date | null,
  now = new Date(),
): AppError | null {
  if (party !== "renter" && party !== "owner") return bookingHidden("review");
  if (!REVIEWS_BY[party].includes(subject))
    return forbidden(msg("bookings", party === "renter" ? "errors.rentersReview" : "errors.ownersReview"));
  if (b.status !== "completed") return conflict(msg("bookings", "errors.reviewsNotOpen"));
  if (completedAt && now.getTime() - completedAt.getTime() > REVIEW_WINDOW_DAYS * 86_400_000)
    return conflict(msg("bookings", "errors.reviewsClosed", { days: REVIEW_WINDOW_DAYS }));
  if (subject === "renter" && !b.renterId) return conflict(msg("bookings", "errors.renterGone"));
  return null;
}

/** The invoice: the booking's parties and accountants; 404 to everyone else. */
export function invoiceRefusal(actor: Actor, b: Parties): AppError | null {
  return partyOf(actor, b) || actor.role === "accountant" ? null : notFound(msg("bookings", "things.invoice"));
}

/**
 * The lifecycle moves `actor` may make today, with their side's button as a key
 * (the web shows it in the reader's language, so the answer is the same in
 * both); and, as `laterActions`, the moves a date rule holds back, with the day
 * they open. A move the server would refuse today (no receipt yet, before its
 * day) is never in `actions`.
 */
export function bookingActions(
  actor: Actor,
  b: BookingRow,
  facts: MoveFacts,
  today = todayInMalaysia(),
): { actions: BookingAction[]; laterActions: LaterBookingAction[] } {
  const party = partyOf(actor, b);
  const actions: BookingAction[] = [];
  const laterActions: LaterBookingAction[] = [];
  if (!party) return { actions, laterActions };
  for (const t of availableTransitions(b.status, party)) {
    const action = { to: t.to, action: transitionAction(t, party), needsReason: !!t.needsReason };
    if (!notYetRefusal(t, b, facts, today)) actions.push(action);
    else if (!t.viaReceipt || facts.receiptUploaded) {
      const opensOn = moveOpensOn(t, { startDate: b.startDate, handedOverOn: facts.handedOverOn });
      if (opensOn) laterActions.push({ ...action, opensOn });
    }
  }
  return { actions, laterActions };
}

/** Everything else the caller may do with the booking, asked of the same rules the routes enforce. */
export function bookingAbilities(
  actor: Actor,
  b: BookingRow,
  completedAt: Date | null,
  now = new Date(),
  reviewed: readonly string[] = [],
) {
  const party = partyOf(actor, b);
  // A subject already reviewed is refused by the unique index; the form must not come back (issue 30 item 4).
  const reviewSubjects = REVIEW_SUBJECTS.filter(
    (s) => !reviewed.includes(s) && !reviewRefusal(party, b, s, completedAt, now),
  );
  return {
    canUploadReceipt: !bookingRefusal(actor, b, "uploadReceipt"),
    canMessage: !bookingRefusal(actor, b, "message"),
    canReview: reviewSubjects.length > 0,
    reviewSubjects,
  };
}
