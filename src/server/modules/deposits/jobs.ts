import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/worker";
import { followUpDeposit, type FollowUpJob, REFUND_DUE_JOB, SETTLE_DUE_JOB } from "./reminders";
import { AUTO_ACCEPT_JOB, autoAcceptClaim } from "./service";

/**
 * The deposit's scheduled work: a claim not answered within 72 hours is
 * accepted; a deposit not settled, or a refund not recorded, is chased
 * (reminders.ts). Each re-checks under the lock.
 */
export function depositJobHandlers(db: Db): Record<string, JobHandler> {
  const followUp =
    (kind: FollowUpJob): JobHandler =>
    async (payload) => {
      const { bookingId, stage } = payload as { bookingId: string; stage: "remind" | "escalate" };
      await followUpDeposit(db, kind, bookingId, stage);
    };
  return {
    [AUTO_ACCEPT_JOB]: async (payload) => {
      const { bookingId } = payload as { bookingId: string };
      await autoAcceptClaim(db, bookingId);
    },
    [SETTLE_DUE_JOB]: followUp(SETTLE_DUE_JOB),
    [REFUND_DUE_JOB]: followUp(REFUND_DUE_JOB),
  };
}
