import { z } from "zod";
import { BookingIdParams } from "./booking-contracts";
import { ImageView } from "./contracts";
import { isIsoDate } from "./dates";
import { HandoverResponse } from "./handover-contracts";
import { type MessageKey, msg } from "./i18n/message";

/**
 * Deposits that come back (issue 11 item 3). After the return the owner returns
 * the deposit in full or claims part or all of it with a reason and return-sheet
 * photos; the renter accepts or disputes within DEPOSIT_ANSWER_HOURS (silence
 * is acceptance); admins or staff decide a dispute; the owner records the refund.
 */

/** Every state a deposit shows; `none` is a booking without a deposit, `held` one not settled yet. */
/** The states a settlement row holds: a deposit is `none` or `held` before it has one. */
export const SETTLEMENT_STATES = ["returned", "claimed", "accepted", "disputed", "decided", "refunded"] as const;
export const DEPOSIT_STATES = ["none", "held", ...SETTLEMENT_STATES] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** The renter's time to answer a claim; after it the job worker accepts the claim for them. */
export const DEPOSIT_ANSWER_HOURS = 72;

export const DEPOSIT_LIMITS = { reasonMax: 1000, noteMax: 1000, referenceMax: 100, evidenceMax: 12 } as const;
const L = DEPOSIT_LIMITS;

const requiredText = (required: MessageKey<"deposits">, max: number) =>
  z
    .string({ message: msg("deposits", required) })
    .trim()
    .min(1, msg("deposits", required))
    .max(max, msg("deposits", "validation.textMax", { max }));

/** Integer sen; the upper bound (the deposit, the claim) is the server's to check against the row. */
const sen = (message: MessageKey<"deposits">, min: 0 | 1) =>
  z
    .number({ message: msg("deposits", message) })
    .int(msg("deposits", message))
    .min(min, msg("deposits", message));

/** POST /api/bookings/:id/deposit/claim: the owner keeps `amount` sen of the deposit, for `reason`, shown by `photoIds`. */
export const DepositClaimRequest = z.object({
  amount: sen("validation.claimAmount", 1),
  reason: requiredText("validation.reasonRequired", L.reasonMax),
  photoIds: z
    .array(z.string().min(1).max(40), { message: msg("deposits", "validation.evidenceRequired") })
    .min(1, msg("deposits", "validation.evidenceRequired"))
    .max(L.evidenceMax, msg("deposits", "validation.evidenceMax", { max: L.evidenceMax })),
});
export type DepositClaimRequest = z.input<typeof DepositClaimRequest>;

/** POST /api/bookings/:id/deposit/answer: the renter accepts the claim, or disputes it saying why. */
export const DepositAnswerRequest = z
  .object({
    answer: z.enum(["accept", "dispute"], { message: msg("deposits", "validation.chooseAnswer") }),
    note: z
      .string()
      .trim()
      .max(L.noteMax, msg("deposits", "validation.textMax", { max: L.noteMax }))
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((a, ctx) => {
    if (a.answer === "dispute" && !a.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: msg("deposits", "validation.disputeNoteRequired") });
  });
export type DepositAnswerRequest = z.input<typeof DepositAnswerRequest>;

/** POST /api/bookings/:id/deposit/decision: what the owner keeps (0 up to the claim), and why. */
export const DepositDecisionRequest = z.object({
  amount: sen("validation.decisionAmount", 0),
  reason: requiredText("validation.reasonRequired", L.reasonMax),
});
export type DepositDecisionRequest = z.input<typeof DepositDecisionRequest>;

/** The text parts of POST /api/bookings/:id/deposit/refund (multipart, with an optional `receipt` image). */
export const DepositRefundFields = z.object({
  refundedOn: z
    .string({ message: msg("deposits", "validation.refundDate") })
    .refine(isIsoDate, msg("deposits", "validation.refundDate")),
  reference: requiredText("validation.referenceRequired", L.referenceMax),
});
export type DepositRefundFields = z.input<typeof DepositRefundFields>;

export const DepositParams = BookingIdParams;

/** A person's part in a deposit step: when, and by whom (null when that account is gone). */
const Step = z.object({ at: z.iso.datetime(), by: z.string().nullable() });

export const DepositView = z.object({
  bookingId: z.string(),
  state: z.enum(DEPOSIT_STATES),
  /** The deposit, sen. */
  deposit: z.number().int(),
  claim: Step.extend({
    amount: z.number().int(),
    reason: z.string(),
    respondBy: z.iso.datetime(),
    evidence: z.array(ImageView),
  }).nullable(),
  answer: Step.extend({
    answer: z.enum(["accepted", "disputed"]),
    /** Nobody answered within DEPOSIT_ANSWER_HOURS: the claim was accepted by the clock. */
    automatic: z.boolean(),
    note: z.string().nullable(),
  }).nullable(),
  decision: Step.extend({ amount: z.number().int(), reason: z.string() }).nullable(),
  /** What goes back to the renter once settled (sen), null while that is not known yet. */
  refundDue: z.number().int().nullable(),
  refund: Step.extend({
    amount: z.number().int(),
    refundedOn: z.string(),
    reference: z.string(),
    receiptUrl: z.string().nullable(),
  }).nullable(),
  abilities: z.object({
    canSettle: z.boolean(),
    canAnswer: z.boolean(),
    canDecide: z.boolean(),
    canRecordRefund: z.boolean(),
  }),
  /** The return sheet's photos the owner may choose as evidence (only while they may settle). */
  evidenceChoices: z.array(ImageView),
});
export type DepositView = z.infer<typeof DepositView>;

/** One line of a list of deposits (the owner's "to settle", the disputes queue). */
export const DepositLine = z.object({
  bookingId: z.string(),
  gearName: z.string(),
  renterName: z.string(),
  ownerName: z.string(),
  endDate: z.string(),
  state: z.enum(DEPOSIT_STATES),
  deposit: z.number().int(),
  claimAmount: z.number().int().nullable(),
  refundDue: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type DepositLine = z.infer<typeof DepositLine>;

export const DepositListResponse = z.object({ items: z.array(DepositLine) });
export type DepositListResponse = z.infer<typeof DepositListResponse>;

/** The decision view of a dispute: the deposit, both check sheets, the booking's messages. */
export const DepositDisputeResponse = z.object({
  line: DepositLine,
  deposit: DepositView,
  sheets: HandoverResponse,
  messages: z.array(z.object({ from: z.string(), body: z.string(), at: z.iso.datetime() })),
});
export type DepositDisputeResponse = z.infer<typeof DepositDisputeResponse>;

/** What is left to refund after a settlement: the deposit less what the owner keeps. */
export function refundDueOf(s: {
  state: string;
  deposit: number;
  claimAmount: number | null;
  decidedAmount: number | null;
}): number | null {
  switch (s.state) {
    case "returned":
      return s.deposit;
    case "accepted":
      return s.deposit - (s.claimAmount ?? 0);
    case "decided":
    case "refunded":
      return s.deposit - (s.decidedAmount ?? s.claimAmount ?? 0);
    default:
      return null;
  }
}
