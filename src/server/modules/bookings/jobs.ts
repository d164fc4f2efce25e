import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { defineJobHandlers } from "../../jobs/contracts";
import { isLate } from "../../../shared/booking-lifecycle";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { LATE_ADMIN_JOB, LATE_CHECK_JOB, notifyAdminsLate, notifyPartiesLate } from "./late";
import { findBooking, hasReceipt } from "./repository";
import { applyTransition } from "./transition";

// Stored on the timeline as `msg` strings: each reader sees the reason in their language.
export const EXPIRED_PENDING_REASON = msg("bookings", "reasons.expiredPending");
const EXPIRED_BEFORE_PICKUP_REASON = msg("bookings", "reasons.expiredBeforePickup");
export const EXPIRED_UNPAID_REASON = msg("bookings", "reasons.expiredUnpaid");

/**
 * Scheduled clean-ups, queued with the change that starts the clock. Each checks
 * the booking again under its row lock: a request answered in time, or paid in
 * time, is left alone.
 */
export function bookingJobHandlers(db: Db) {
  return defineJobHandlers({
    "booking.expire-pending": async ({ bookingId }) => {
      await db.transaction(async (tx) => {
        const b = await findBooking(tx, bookingId, { lock: true });
        if (b?.status !== "pending") return;
        const reason = b.startDate < todayInMalaysia() ? EXPIRED_BEFORE_PICKUP_REASON : EXPIRED_PENDING_REASON;
        await applyTransition(tx, b, { party: "system", actorId: null, to: "cancelled", reason });
      });
    },
    "booking.expire-unpaid": async ({ bookingId }) => {
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
    // Queued with the handover for the end of the return day (late.ts): gear returned in time is left alone.
    [LATE_CHECK_JOB]: async ({ bookingId }) => {
      await db.transaction(async (tx) => {
        const b = await findBooking(tx, bookingId, { lock: true });
        if (!b || !isLate(b, todayInMalaysia())) return;
        await enqueueJob(tx, await notifyPartiesLate(tx, b));
      });
    },
    [LATE_ADMIN_JOB]: async ({ bookingId }) => {
      await db.transaction(async (tx) => {
        const b = await findBooking(tx, bookingId, { lock: true });
        if (!b || !isLate(b, todayInMalaysia())) return;
        await notifyAdminsLate(tx, b);
      });
    },
  });
}
