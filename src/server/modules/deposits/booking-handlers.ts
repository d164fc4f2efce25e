import { bookingHandlers } from "../bookings/events";
import { settleCancelledDeposit } from "./cancelled";
import { scheduleFollowUps, SETTLE_DUE_JOB } from "./reminders";

/** A deposit is followed from the return to its settlement, and given back in full on a cancellation after payment. */
export const depositBookingHandlers = bookingHandlers({
  module: "deposits",
  on: {
    "booking.moved": async (tx, e) => {
      // A returned deposit must end in a refund or a decision: the owner is chased if they do not settle it.
      if (e.to === "completed" && e.before.deposit > 0) await scheduleFollowUps(tx, SETTLE_DUE_JOB, e.before.id, e.at);
      // Cancelled after payment, gear never handed over: the whole deposit goes back (ADR 020).
      if (e.to === "cancelled" && e.from === "confirmed") await settleCancelledDeposit(tx, e.before, e.at);
    },
  },
});
