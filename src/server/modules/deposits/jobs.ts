import type { Db } from "../../db/client";
import { defineJobHandlers, type JobHandler } from "../../jobs/contracts";
import { followUpDeposit, type FollowUpJob, REFUND_DUE_JOB, SETTLE_DUE_JOB } from "./reminders";
import { AUTO_ACCEPT_JOB, autoAcceptClaim } from "./service";

/**
 * The deposit's scheduled work: a claim not answered within 72 hours is
 * accepted; a deposit not settled, or a refund not recorded, is chased
 * (reminders.ts). Each re-checks under the lock.
 */
export function depositJobHandlers(db: Db) {
  const followUp =
    (kind: FollowUpJob): JobHandler<FollowUpJob> =>
    async ({ bookingId, stage }) =>
      followUpDeposit(db, kind, bookingId, stage);
  return defineJobHandlers({
    [AUTO_ACCEPT_JOB]: async ({ bookingId }) => autoAcceptClaim(db, bookingId),
    [SETTLE_DUE_JOB]: followUp(SETTLE_DUE_JOB),
    [REFUND_DUE_JOB]: followUp(REFUND_DUE_JOB),
  });
}
