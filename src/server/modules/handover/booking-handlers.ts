import { bookingHandlers } from "../bookings/events";
import { sheetRequirement } from "./service";

/**
 * Handing over and taking back need the owner's check sheet with a photo (the renter's answer
 * may follow: policy.ts moveSheetProblem says why): the move is refused without it.
 */
export const handoverBookingHandlers = bookingHandlers({
  module: "handover",
  on: {
    "booking.moving": async (tx, e) => {
      const problem = await sheetRequirement(tx, e.booking, e.to);
      if (problem) throw problem;
    },
  },
});
