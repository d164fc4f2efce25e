import { todayInMalaysia } from "../../../shared/dates";
import type { DepositFact } from "./repository";

/** Part of a deposit leaving the platform's hands on a Malaysian day: given back, or kept by the owner. */
export interface DepositEvent {
  on: string;
  refunded: number;
  kept: number;
}

const dayOf = (at: Date | null, fallback: Date | null) => todayInMalaysia(at ?? fallback ?? new Date());

/**
 * How a deposit leaves, as documents dated so far say: the claim the owner
 * keeps on the day it was accepted (by the renter or the clock) or decided
 * (the decided amount), the rest on the day the owner records the refund. A
 * return in full, an open claim or a refund not yet recorded stays held. A void
 * invoice's credit note ends what is still held then: given back that day
 * (later settlement steps are not counted twice).
 */
export function depositEvents(d: DepositFact): DepositEvent[] {
  const events: DepositEvent[] = [];
  const decided = d.decidedAmount !== null && (d.state === "decided" || d.state === "refunded");
  const accepted = d.claimAmount !== null && (d.state === "accepted" || (d.state === "refunded" && !decided));
  const kept = decided ? d.decidedAmount! : accepted ? d.claimAmount! : 0;
  if (decided) events.push({ on: dayOf(d.decidedAt, d.settledAt), refunded: 0, kept });
  else if (accepted) events.push({ on: dayOf(d.answeredAt, d.settledAt), refunded: 0, kept });
  if (d.state === "refunded" && d.refundedOn && d.deposit > kept) {
    events.push({ on: d.refundedOn, refunded: d.deposit - kept, kept: 0 });
  }
  if (!d.creditNoteAt) return events;
  const voidDay = todayInMalaysia(d.creditNoteAt);
  const before = events.filter((e) => e.on <= voidDay);
  const left = d.deposit - before.reduce((s, e) => s + e.refunded + e.kept, 0);
  return left > 0 ? [...before, { on: voidDay, refunded: left, kept: 0 }] : before;
}
