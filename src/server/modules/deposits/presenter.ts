import type { Actor } from "../../plugins/actor";
import { type DepositLine, type DepositView, refundDueOf } from "../../../shared/deposit-contracts";
import type { BookingRow } from "../bookings/repository";
import { maySeeSheets } from "../handover/policy";
import { presentPhoto } from "../handover/presenter";
import { depositRefusal, depositStateOf } from "./policy";
import type { LineRow, PhotoRow, SettlementRow } from "./repository";

/** Rows → the deposit's answers; storage keys never leave the server. */

export const refundReceiptUrl = (bookingId: string) => `/api/bookings/${bookingId}/deposit/refund-receipt`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export interface DepositParts {
  settlement: SettlementRow | undefined;
  /** Names of the people who took each step, by account id. */
  names: Map<string, string>;
  evidence: PhotoRow[];
  returnPhotos: PhotoRow[];
}

export function presentDeposit(actor: Actor, b: BookingRow, parts: DepositParts, now = new Date()): DepositView {
  const s = parts.settlement;
  const by = (id: string | null) => (id ? (parts.names.get(id) ?? null) : null);
  const may = (ability: Parameters<typeof depositRefusal>[3]) => !depositRefusal(actor, b, s, ability, now);
  // The photos are the handover sheet's: shown to those who may see the sheets (not accountants).
  const photos = (rows: PhotoRow[]) => (maySeeSheets(actor, b) ? rows.map((p) => presentPhoto(b.id, "return", p)) : []);
  const canSettle = may("settle");
  return {
    bookingId: b.id,
    state: depositStateOf(b, s),
    deposit: s?.deposit ?? b.deposit,
    claim:
      s?.claimAmount && s.claimedAt && s.respondBy
        ? {
            amount: s.claimAmount,
            reason: s.claimReason ?? "",
            at: s.claimedAt.toISOString(),
            by: by(s.claimedBy),
            respondBy: s.respondBy.toISOString(),
            evidence: photos(parts.evidence),
          }
        : null,
    answer:
      s?.answeredAt && s.claimAmount
        ? {
            answer: s.disputeNote !== null ? "disputed" : "accepted",
            automatic: s.autoAccepted,
            note: s.disputeNote,
            at: s.answeredAt.toISOString(),
            by: by(s.answeredBy),
          }
        : null,
    decision:
      s?.decidedAt && s.decidedAmount !== null
        ? {
            amount: s.decidedAmount,
            reason: s.decisionReason ?? "",
            at: s.decidedAt.toISOString(),
            by: by(s.decidedBy),
          }
        : null,
    refundDue: s ? refundDueOf(s) : null,
    refund:
      s?.refundedAt && s.refundedOn
        ? {
            amount: refundDueOf(s) ?? 0,
            refundedOn: s.refundedOn,
            reference: s.refundReference ?? "",
            receiptUrl: s.refundReceiptKey && may("readReceipt") ? refundReceiptUrl(b.id) : null,
            at: iso(s.refundedAt)!,
            by: by(s.refundedBy),
          }
        : null,
    abilities: {
      canSettle,
      canAnswer: may("answer"),
      canDecide: may("decide"),
      canRecordRefund: may("refund"),
    },
    evidenceChoices: canSettle ? photos(parts.returnPhotos) : [],
  };
}

export function presentLine(r: LineRow): DepositLine {
  const s = r.settlement;
  return {
    bookingId: r.booking.id,
    gearName: r.booking.equipmentName,
    renterName: r.booking.userName,
    ownerName: r.ownerName ?? "",
    endDate: r.booking.endDate,
    state: depositStateOf(r.booking, s ?? undefined),
    deposit: s?.deposit ?? r.booking.deposit,
    claimAmount: s?.claimAmount ?? null,
    refundDue: s ? refundDueOf(s) : null,
    updatedAt: (s?.updatedAt ?? r.booking.updatedAt).toISOString(),
  };
}
