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
export type BookingParty = "renter" | "owner" | "admin" | "system";

export interface Transition {
  from: BookingStatus;
  to: BookingStatus;
  by: readonly BookingParty[];
  /** Button text for the UI. */
  label: string;
  /** A party's own button text where it differs from `label`. */
  labelFor?: Partial<Record<BookingParty, string>>;
  /** A reason must be given (declines and cancellations). */
  needsReason?: boolean;
  /** Allowed only once the renter has uploaded a payment receipt. */
  viaReceipt?: boolean;
}

export const TRANSITIONS: readonly Transition[] = [
  { from: "pending", to: "approved", by: ["owner"], label: "Approve" },
  // Declining a request is a cancellation with a reason (PRODUCT.md section 6).
  {
    from: "pending",
    to: "cancelled",
    by: ["renter", "owner", "admin", "system"],
    label: "Cancel",
    labelFor: { owner: "Decline" },
    needsReason: true,
  },
  { from: "approved", to: "confirmed", by: ["owner", "admin"], label: "Accept receipt", viaReceipt: true },
  { from: "approved", to: "cancelled", by: ["renter", "owner", "admin", "system"], label: "Cancel", needsReason: true },
  { from: "confirmed", to: "active", by: ["owner"], label: "Mark handed over" },
  { from: "confirmed", to: "cancelled", by: ["renter", "owner", "admin"], label: "Cancel", needsReason: true },
  { from: "active", to: "completed", by: ["owner"], label: "Mark returned" },
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

/** The button text `party` sees for a move. */
export const transitionLabel = (t: Transition, party: BookingParty) => t.labelFor?.[party] ?? t.label;

/** What each status is called on screen (badges, timelines, the owner's calendar). */
export const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: "Requested",
  approved: "Approved — awaiting payment",
  confirmed: "Confirmed",
  active: "Handed over",
  completed: "Returned",
  cancelled: "Cancelled",
};

/** A request not answered in 48 hours is cancelled by the scheduler. */
export const PENDING_EXPIRY_HOURS = 48;
/** An approved booking without a receipt 24 hours after approval is cancelled (quotation hold). */
export const RECEIPT_DEADLINE_HOURS = 24;
/** Booking window rules (issue 4). */
export const MAX_DAYS_AHEAD = 90;
export const MAX_RENTAL_DAYS = 30;
/** Reviews are open for 14 days after the gear comes back (issue 4 item 10). */
export const REVIEW_WINDOW_DAYS = 14;
