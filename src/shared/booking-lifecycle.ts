import { addDays, rentalDays } from "./dates";
import { msg } from "./i18n/message";

/**
 * The booking lifecycle as data (PRODUCT.md section 6): which move is allowed,
 * from which state, by whom. The server enforces it; the UI reads it to decide
 * which buttons to show. Nothing else decides transitions.
 */
export const BOOKING_STATUSES = ["pending", "approved", "confirmed", "active", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the dates (the exclusion constraint's holding states). */
export const HOLDING_STATUSES: readonly BookingStatus[] = ["pending", "approved", "confirmed", "active"];

/** Who acts on a booking: its renter, its gear's owner, an admin, or the scheduler. */
export const BOOKING_PARTIES = ["renter", "owner", "admin", "system"] as const;
export type BookingParty = (typeof BOOKING_PARTIES)[number];

/** A lifecycle button, as a stable key: the web shows `bookings:actions.<key>` in the reader's language. */
export const TRANSITION_ACTIONS = [
  "approve",
  "decline",
  "cancel",
  "acceptReceipt",
  "markHandedOver",
  "markReturned",
] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

export interface Transition {
  from: BookingStatus;
  to: BookingStatus;
  by: readonly BookingParty[];
  /** The button for the UI. */
  action: TransitionAction;
  /** A party's own button where it differs from `action`. */
  actionFor?: Partial<Record<BookingParty, TransitionAction>>;
  /** A reason must be given (declines and cancellations). */
  needsReason?: boolean;
  /** Allowed only once the renter has uploaded a payment receipt. */
  viaReceipt?: boolean;
  /**
   * A date rule: the move is allowed from this day on (a Malaysian calendar
   * date), so gear is not handed over before its pickup day, nor returned before
   * it was handed over.
   */
  notBefore?: "pickupDay" | "handoverDay";
}

export const TRANSITIONS: readonly Transition[] = [
  { from: "pending", to: "approved", by: ["owner"], action: "approve" },
  // Declining a request is a cancellation with a reason (PRODUCT.md section 6).
  {
    from: "pending",
    to: "cancelled",
    by: ["renter", "owner", "admin", "system"],
    action: "cancel",
    actionFor: { owner: "decline" },
    needsReason: true,
  },
  { from: "approved", to: "confirmed", by: ["owner", "admin"], action: "acceptReceipt", viaReceipt: true },
  {
    from: "approved",
    to: "cancelled",
    by: ["renter", "owner", "admin", "system"],
    action: "cancel",
    needsReason: true,
  },
  { from: "confirmed", to: "active", by: ["owner"], action: "markHandedOver", notBefore: "pickupDay" },
  { from: "confirmed", to: "cancelled", by: ["renter", "owner", "admin"], action: "cancel", needsReason: true },
  { from: "active", to: "completed", by: ["owner"], action: "markReturned", notBefore: "handoverDay" },
];

export function findTransition(from: BookingStatus, to: BookingStatus): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Whether `party` may move a booking from `from` to `to`. */
export function canTransition(from: BookingStatus, to: BookingStatus, party: BookingParty): boolean {
  return !!findTransition(from, to)?.by.includes(party);
}

/** The moves `party` can make from `status` (the UI's buttons). */
export function availableTransitions(status: BookingStatus, party: BookingParty): Transition[] {
  return TRANSITIONS.filter((t) => t.from === status && t.by.includes(party));
}

/** The button `party` sees for a move. */
export const transitionAction = (t: Transition, party: BookingParty) => t.actionFor?.[party] ?? t.action;

/** What a booking's date rules read: its pickup day, and the day it was handed over (YYYY-MM-DD, Malaysia). */
export interface BookingDays {
  startDate: string;
  /** Null until handed over (or when no handover was recorded). */
  handedOverOn: string | null;
}

/**
 * The first day (YYYY-MM-DD, Malaysia) move `t` may be made, or null when no
 * date rule holds it. Without a recorded handover day, the pickup day stands in.
 */
export function moveOpensOn(t: Transition, b: BookingDays): string | null {
  if (t.notBefore === "pickupDay") return b.startDate;
  if (t.notBefore === "handoverDay") return b.handedOverOn ?? b.startDate;
  return null;
}

/** Late: handed over and not returned after its return day (`today` in Malaysia). */
export const isLate = (b: { status: string; endDate: string }, today: string) =>
  b.status === "active" && today > b.endDate;

/**
 * What each status is called on screen (badges, timelines, the owner's calendar),
 * as `msg` strings: the web shows them with `translate()`, or `t("status.<status>")` in `bookings`.
 */
export const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: msg("bookings", "status.pending"),
  approved: msg("bookings", "status.approved"),
  confirmed: msg("bookings", "status.confirmed"),
  active: msg("bookings", "status.active"),
  completed: msg("bookings", "status.completed"),
  cancelled: msg("bookings", "status.cancelled"),
};

/** A status as a word inside a sentence ("a booking that is pending"), as a `msg` string. */
export const statusWord = (s: BookingStatus) => msg("bookings", `statusWord.${s}`);

/** A request not answered in 48 hours is cancelled by the scheduler. */
export const PENDING_EXPIRY_HOURS = 48;
/** An approved booking without a receipt 24 hours after approval is cancelled (quotation hold). */
export const RECEIPT_DEADLINE_HOURS = 24;
/** Admins hear of a late return once it is this many hours late (issue 11). */
export const LATE_ADMIN_HOURS = 24;
/** Booking window rules (issue 4). */
export const MAX_DAYS_AHEAD = 90;
export const MAX_RENTAL_DAYS = 30;

/**
 * Whether a rental's dates may be asked for today (a Malaysian date): pick-up
 * today or later and at most MAX_DAYS_AHEAD ahead, return on or after pick-up,
 * at most MAX_RENTAL_DAYS long. The server refuses by it and the booking form
 * checks a choice by it before sending, so the two never disagree (issue 27).
 * The message is a msg(): each side says it in its reader's language.
 */
export function bookingWindowIssue(
  startDate: string,
  endDate: string,
  today: string,
): { field: "startDate" | "endDate"; message: string } | null {
  if (endDate < startDate) return { field: "endDate", message: msg("bookings", "errors.returnBeforePickup") };
  if (startDate < today) return { field: "startDate", message: msg("bookings", "errors.pickupInPast") };
  if (startDate > addDays(today, MAX_DAYS_AHEAD))
    return { field: "startDate", message: msg("bookings", "errors.tooFarAhead", { days: MAX_DAYS_AHEAD }) };
  if (rentalDays(startDate, endDate) > MAX_RENTAL_DAYS)
    return { field: "endDate", message: msg("bookings", "errors.tooLong", { days: MAX_RENTAL_DAYS }) };
  return null;
}
/** Reviews are open for 14 days after the gear comes back (issue 4 item 10). */
export const REVIEW_WINDOW_DAYS = 14;
