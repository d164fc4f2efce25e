import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/worker";
import { todayInMalaysia } from "../../../shared/dates";
import { findBooking, hasReceipt } from "./repository";
import { applyTransition } from "./transition";

export const EXPIRED_PENDING_REASON = "The owner did not answer within 48 hours.";
const EXPIRED_BEFORE_PICKUP_REASON = "The owner did not answer before the pickup date.";
export const EXPIRED_UNPAID_REASON = "No payment receipt was uploaded within 24 hours of approval.";

/**
 * Scheduled clean-ups, queued with the change that starts the clock. Each checks
 * the booking again under its row lock: a request answered in time, or paid in
 * time, is left alone.
 */
export function bookingJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    "booking.expire-pending": async (payload) => {
      const { bookingId } = payload as { bookingId: string };
      await db.transaction(async (tx) => {
        const b = await findBooking(tx, bookingId, { lock: true });
        if (b?.status !== "pending") return;
        const reason = b.startDate < todayInMalaysia() ? EXPIRED_BEFORE_PICKUP_REASON : EXPIRED_PENDING_REASON;
        await applyTransition(tx, b, { party: "system", actorId: null, to: "cancelled", reason });
      });
    },
    "booking.expire-unpaid": async (payload) => {
      const { bookingId } = payload as { bookingId: string };
      await db.transaction(async (tx) => {
        const b = await findBooking(tx, bookingId, { lock: true });
        if (b?.status !== "approved" || (await hasReceipt(tx, b.id))) return;
        await applyTransition(tx, b, {
          party: "system",
          actorId: null,
          to: "cancelled",
          reason: EXPIRED_UNPAID_REASON,
        });
      });
    },
  };
}
