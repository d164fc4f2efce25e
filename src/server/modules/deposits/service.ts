import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { badInput } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import {
  DEPOSIT_ANSWER_HOURS,
  type DepositAnswerRequest,
  type DepositClaimRequest,
  type DepositDecisionRequest,
  type DepositView,
} from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { formatRM } from "../../../shared/money";
import { recordAudit } from "../audit/record";
import { bookingHidden } from "../bookings/policy";
import { type BookingRow, findBooking } from "../bookings/repository";
import { type DepositStep, tellDepositStep } from "./mail";
import { assertDepositAbility, type DepositAbility } from "./policy";
import { scheduleRefundDue } from "./reminders";
import { presentDeposit } from "./presenter";
import {
  findNames,
  findSettlement,
  insertEvidence,
  insertSettlement,
  listEvidence,
  listReturnPhotos,
  type SettlementRow,
  updateSettlement,
} from "./repository";

/** The job that accepts a claim nobody answered (jobs.ts). */
export const AUTO_ACCEPT_JOB = "deposit.auto-accept";

/** The deposit of booking `b` (loaded for reading) as `actor` sees it. */
export async function readDeposit(db: Db | Tx, actor: Actor, b: BookingRow, now = new Date()): Promise<DepositView> {
  const settlement = await findSettlement(db, b.id);
  const s = settlement;
  return presentDeposit(
    actor,
    b,
    {
      settlement,
      names: await findNames(db, [
        s?.claimedBy ?? null,
        s?.answeredBy ?? null,
        s?.decidedBy ?? null,
        s?.refundedBy ?? null,
      ]),
      evidence: s ? await listEvidence(db, b.id) : [],
      returnPhotos: await listReturnPhotos(db, b.id),
    },
    now,
  );
}

/** What a route hands a deposit change: the booking it loaded (for reading) and the parsed body. */
export interface DepositChange<I> {
  db: Db;
  actor: Actor;
  booking: BookingRow;
  input: I;
}

/**
 * One change of a deposit in its own transaction: the booking and its
 * settlement are locked and `ability` checked again on them (a move, the clock
 * or the other side may have come first); then `apply`, which answers the step
 * to tell (or null), and the caller gets the deposit as it now is.
 */
export async function changeDeposit(
  db: Db,
  actor: Actor,
  bookingId: string,
  ability: DepositAbility,
  apply: (tx: Tx, b: BookingRow, s: SettlementRow | undefined, now: Date) => Promise<DepositStep | null>,
): Promise<DepositView> {
  return db.transaction(async (tx) => {
    const b = await findBooking(tx, bookingId, { lock: true });
    if (!b) throw bookingHidden("read");
    const s = await findSettlement(tx, b.id, { lock: true });
    const now = new Date();
    assertDepositAbility(actor, b, s, ability, now);
    const step = await apply(tx, b, s, now);
    if (step) {
      const settled = (await findSettlement(tx, b.id))!;
      await tellDepositStep(tx, b, settled, step);
      if (step !== "refunded") await scheduleRefundDue(tx, settled, now);
    }
    return readDeposit(tx, actor, b, now);
  });
}

/** The owner returns the whole deposit: the refund of all of it is then theirs to record. */
export const returnDeposit = (db: Db, actor: Actor, b: BookingRow) =>
  changeDeposit(db, actor, b.id, "settle", async (tx, booking, _s, now) => {
    await insertSettlement(tx, {
      bookingId: booking.id,
      state: "returned",
      deposit: booking.deposit,
      createdAt: now,
      updatedAt: now,
    });
    return "returned";
  });

/**
 * The owner claims part or all of the deposit: an amount no larger than it, a
 * reason, and photos of this booking's return sheet. The renter then has
 * DEPOSIT_ANSWER_HOURS to answer; a job accepts the claim when they do not.
 */
export const claimDeposit = (c: DepositChange<z.output<typeof DepositClaimRequest>>) =>
  changeDeposit(c.db, c.actor, c.booking.id, "settle", async (tx, b, _s, now) => {
    const { amount, reason, photoIds } = c.input;
    if (amount > b.deposit) {
      const tooMuch = msg("deposits", "errors.claimAboveDeposit", { max: formatRM(b.deposit) });
      throw badInput(tooMuch, { amount: tooMuch });
    }
    const returnPhotos = new Set((await listReturnPhotos(tx, b.id)).map((p) => p.id));
    const chosen = [...new Set(photoIds)];
    if (chosen.some((id) => !returnPhotos.has(id))) {
      const wrong = msg("deposits", "errors.notReturnPhoto");
      throw badInput(wrong, { photoIds: wrong });
    }
    const respondBy = new Date(now.getTime() + DEPOSIT_ANSWER_HOURS * 3_600_000);
    await insertSettlement(tx, {
      bookingId: b.id,
      state: "claimed",
      deposit: b.deposit,
      claimAmount: amount,
      claimReason: reason,
      claimedAt: now,
      claimedBy: c.actor.user.id,
      respondBy,
      createdAt: now,
      updatedAt: now,
    });
    await insertEvidence(tx, b.id, chosen);
    await enqueueJob(tx, { kind: AUTO_ACCEPT_JOB, payload: { bookingId: b.id }, runAt: respondBy });
    return "claimed";
  });

/** The renter accepts the claim, or disputes it with a note (then admins and staff decide). */
export const answerClaim = (c: DepositChange<z.output<typeof DepositAnswerRequest>>) =>
  changeDeposit(c.db, c.actor, c.booking.id, "answer", async (tx, b, _s, now) => {
    const disputed = c.input.answer === "dispute";
    await updateSettlement(tx, b.id, {
      state: disputed ? "disputed" : "accepted",
      answeredAt: now,
      answeredBy: c.actor.user.id,
      disputeNote: disputed ? c.input.note : null,
    });
    return disputed ? "disputed" : "accepted";
  });

/**
 * An admin or staff member decides a dispute: what the owner keeps (0 up to the
 * claim) and why. Written to the audit trail in the same transaction.
 */
export const decideDispute = (c: DepositChange<z.output<typeof DepositDecisionRequest>>) =>
  changeDeposit(c.db, c.actor, c.booking.id, "decide", async (tx, b, s, now) => {
    const claim = s!.claimAmount!;
    if (c.input.amount > claim) {
      const tooMuch = msg("deposits", "errors.decisionAboveClaim", { max: formatRM(claim) });
      throw badInput(tooMuch, { amount: tooMuch });
    }
    await updateSettlement(tx, b.id, {
      state: "decided",
      decidedAmount: c.input.amount,
      decisionReason: c.input.reason,
      decidedAt: now,
      decidedBy: c.actor.user.id,
    });
    await recordAudit(tx, {
      actorId: c.actor.user.id,
      action: "deposit.decided",
      subjectType: "booking",
      subjectId: b.id,
      before: { state: "disputed", deposit: s!.deposit, claimAmount: claim },
      after: { state: "decided", decidedAmount: c.input.amount },
      detail: { reason: c.input.reason },
    });
    return "decided";
  });

/**
 * The clock's answer (DEPOSIT_ANSWER_HOURS after the claim): a claim still
 * unanswered is accepted, and both sides are told. Run again, or after the
 * renter answered, it changes nothing.
 */
export async function autoAcceptClaim(db: Db, bookingId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const b = await findBooking(tx, bookingId, { lock: true });
    const s = b ? await findSettlement(tx, b.id, { lock: true }) : undefined;
    if (!b || s?.state !== "claimed" || !s.respondBy || now < s.respondBy) return;
    await updateSettlement(tx, b.id, { state: "accepted", answeredAt: now, answeredBy: null, autoAccepted: true });
    const settled = (await findSettlement(tx, b.id))!;
    await tellDepositStep(tx, b, settled, "autoAccepted");
    await scheduleRefundDue(tx, settled, now);
  });
}
