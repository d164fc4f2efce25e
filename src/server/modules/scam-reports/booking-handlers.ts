import { bookingHandlers } from "../bookings/events";
import { matchSecret } from "./keys";
import { flagScamMatches } from "./matching";

/**
 * A request from a renter who matches a confirmed scam report warns the owner and admins; the
 * renter's answer is the same. The match secret is read before the transaction (then kept).
 */
export const scamReportBookingHandlers = bookingHandlers({
  module: "scam-reports",
  prepare: (db) => matchSecret(db),
  on: {
    "booking.requested": async (tx, e, secret) => {
      if (e.booking.renterId)
        await flagScamMatches(tx, secret, { userId: e.booking.renterId, bookingId: e.booking.id });
    },
  },
});
