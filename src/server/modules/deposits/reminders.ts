import type { Db, Tx } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { enqueueJob } from "../../jobs/queue";
import { refundDueOf } from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { formatRM } from "../../../shared/money";
import { type BookingRow, findBooking } from "../bookings/repository";
import { notify, notifyUsers } from "../notifications/service";
import { findSettlement, findSupport, type SettlementRow } from "./repository";

/**
 * A deposit must end in a recorded refund or decision (issue 11, ADR 020): two
 * follow-ups chase the step nobody took. "Settle due" starts when the booking is
 * returned with a deposit and the owner has not returned or claimed it; "refund
 * due" starts when a settlement leaves money to refund and no refund is recorded.
 * Each queues two jobs: the owner is reminded after REMIND_AFTER_HOURS, admins
 * and staff are alerted in the app after ESCALATE_AFTER_HOURS. A job re-checks
 * under the booking's and settlement's locks and does nothing once the step is done.
 */

export const SETTLE_DUE_JOB = "deposit.settle-due";
export const REFUND_DUE_JOB = "deposit.refund-due";
export type FollowUpJob = typeof SETTLE_DUE_JOB | typeof REFUND_DUE_JOB;
type Stage = "remind" | "escalate";

/** Two days: a weekend's grace after the return or the settlement, then the owner hears of it. */
export const REMIND_AFTER_HOURS = 48;
/** A week: long enough that a reminded owner had time, short enough that the renter is not left waiting on support. */
export const ESCALATE_AFTER_HOURS = 7 * 24;

const STAGES: [Stage, number][] = [
  ["remind", REMIND_AFTER_HOURS],
  ["escalate", ESCALATE_AFTER_HOURS],
];

/** Queue both follow-ups of `kind` for booking `bookingId`, counted from `from` (in the change's transaction). */
export async function scheduleFollowUps(tx: Tx, kind: FollowUpJob, bookingId: string, from: Date) {
  for (const [stage, hours] of STAGES)
    await enqueueJob(tx, { kind, payload: { bookingId, stage }, runAt: new Date(from.getTime() + hours * 3_600_000) });
}

/** After a settlement step: when it leaves money to refund and none is recorded, the refund is now due. */
export async function scheduleRefundDue(tx: Tx, s: SettlementRow, now: Date) {
  if (!s.refundedAt && (refundDueOf(s) ?? 0) > 0) await scheduleFollowUps(tx, REFUND_DUE_JOB, s.bookingId, now);
}

/** Whether the step `kind` chases is still not taken. */
function stillDue(kind: FollowUpJob, b: BookingRow, s: SettlementRow | undefined): boolean {
  if (kind === SETTLE_DUE_JOB) return b.status === "completed" && b.deposit > 0 && !s;
  return !!s && !s.refundedAt && (refundDueOf(s) ?? 0) > 0;
}

/** The follow-up job: remind the owner or alert support, unless the deposit moved on. */
export async function followUpDeposit(db: Db, kind: FollowUpJob, bookingId: string, stage: Stage) {
  await db.transaction(async (tx) => {
    const b = await findBooking(tx, bookingId, { lock: true });
    const s = b ? await findSettlement(tx, b.id, { lock: true }) : undefined;
    if (!b || !stillDue(kind, b, s)) return;
    const what = kind === SETTLE_DUE_JOB ? "settle" : "refund";
    const facts = {
      gearName: b.equipmentName,
      deposit: formatRM(b.deposit),
      refund: formatRM(s ? (refundDueOf(s) ?? 0) : b.deposit),
      renterName: b.userName,
    };
    if (stage === "remind") {
      const url = `/owners/dashboard?booking=${b.id}`;
      const title = msg("deposits", `followUp.${what}.remind`, facts);
      const body = msg("deposits", `followUp.${what}.remindBody`, facts);
      await notify(tx, b.ownerId, { kind: `deposit.${what}Due`, title, body, link: url });
      await enqueueEmailTo(tx, "deposit_notify", b.ownerId, {
        url,
        subject: title,
        body,
        detail: null,
        action: msg("deposits", `followUp.${what}.action`),
      });
      return;
    }
    // Support reads the booking's deposit, sheets and messages on the dispute view (lists.ts readDispute).
    await notifyUsers(
      tx,
      (await findSupport(tx)).map((p) => p.id),
      {
        kind: `deposit.${what}Overdue`,
        title: msg("deposits", `followUp.${what}.escalate`, facts),
        body: msg("deposits", `followUp.${what}.escalateBody`, facts),
        link: `/admin/deposit-disputes/${b.id}`,
      },
    );
  });
}
