import { type AppError, conflict, forbidden, notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { type DepositState, refundDueOf } from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { partyOf } from "../bookings/policy";
import type { BookingRow } from "../bookings/repository";
import type { SettlementRow } from "./repository";

/**
 * Who may do what with a booking's deposit (deny by default). Reading is the
 * booking's own rule (its parties, staff, accountants: the invoice shows it).
 * Settling (return in full or claim) and recording the refund: the gear's owner.
 * Answering a claim: the renter, within the 72 hours. Deciding a dispute: admins
 * and staff, who are not the booking's renter or owner. A caller who may read
 * the booking but not act hears 403; the wrong moment is 409.
 */

export type DepositAbility = "settle" | "answer" | "decide" | "refund" | "readReceipt";

/** The state a booking's deposit is in: `none` without a deposit, `held` before anyone settled it. */
export function depositStateOf(b: Pick<BookingRow, "deposit">, s: SettlementRow | undefined): DepositState {
  if (s) return s.state;
  return b.deposit > 0 ? "held" : "none";
}

const REFUNDABLE: readonly DepositState[] = ["returned", "accepted", "decided"];

/** Why `actor` may not use `ability` on the deposit of booking `b` (settled as `s`), or null when they may. */
export function depositRefusal(
  actor: Actor,
  b: BookingRow,
  s: SettlementRow | undefined,
  ability: DepositAbility,
  now = new Date(),
): AppError | null {
  const party = partyOf(actor, b);
  const state = depositStateOf(b, s);
  const reader = party !== null || actor.role === "staff" || actor.role === "accountant";
  if (!reader) return notFound(msg("bookings", "things.booking"));
  switch (ability) {
    case "settle":
      if (party !== "owner") return forbidden(msg("deposits", "errors.onlyOwner"));
      if (state === "none") return conflict(msg("deposits", "errors.noDeposit"));
      if (state !== "held") return conflict(msg("deposits", "errors.alreadySettled"));
      if (b.status !== "completed") return conflict(msg("deposits", "errors.notReturnedYet"));
      return null;
    case "answer":
      if (party !== "renter") return forbidden(msg("deposits", "errors.onlyRenter"));
      if (state !== "claimed") return conflict(msg("deposits", "errors.nothingToAnswer"));
      if (s?.respondBy && now >= s.respondBy) return conflict(msg("deposits", "errors.answerTimeOver"));
      return null;
    case "decide":
      if ((actor.role !== "admin" && actor.role !== "staff") || party === "owner" || party === "renter")
        return forbidden(msg("deposits", "errors.onlySupport"));
      if (state !== "disputed") return conflict(msg("deposits", "errors.notDisputed"));
      return null;
    case "refund":
      if (party !== "owner") return forbidden(msg("deposits", "errors.onlyOwner"));
      if (!s || !REFUNDABLE.includes(state)) return conflict(msg("deposits", "errors.refundNotNow"));
      if ((refundDueOf(s) ?? 0) <= 0) return conflict(msg("deposits", "errors.nothingToRefund"));
      return null;
    case "readReceipt":
      // As with payment receipts, accountants work from invoices, not proofs of transfer.
      return actor.role === "accountant" && party === null ? notFound(msg("deposits", "things.receipt")) : null;
    default:
      return notFound(msg("bookings", "things.booking"));
  }
}

export function assertDepositAbility(...args: Parameters<typeof depositRefusal>): void {
  const refusal = depositRefusal(...args);
  if (refusal) throw refusal;
}
