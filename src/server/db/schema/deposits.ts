import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { SETTLEMENT_STATES } from "../../../shared/deposit-contracts";
import { instant, oneOf, optionalRef, timestamps } from "./columns";
import { users } from "./auth";
import { bookings } from "./bookings";
import { handoverPhotos } from "./handover";

/**
 * How a booking's deposit is settled after the return (issue 11 item 3). No row
 * means the deposit is still held. The owner returns it in full ('returned') or
 * claims part or all of it ('claimed'); the renter accepts ('accepted', also by
 * the clock after 72 hours) or disputes ('disputed'); admins or staff decide a
 * dispute ('decided'); the owner's recorded refund ends it ('refunded'). A claim
 * of the whole deposit accepted or upheld ends there: nothing is left to refund.
 */
export const depositSettlements = pgTable(
  "deposit_settlements",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    state: oneOf("state", SETTLEMENT_STATES).notNull(),
    /** The deposit (sen) when the settlement began: the booking's, copied so every amount is checked against one figure. */
    deposit: integer("deposit").notNull(),
    claimAmount: integer("claim_amount"),
    claimReason: text("claim_reason"),
    claimedAt: instant("claimed_at"),
    claimedBy: optionalRef("claimed_by", () => users.id),
    /** The end of the renter's 72 hours to answer a claim. */
    respondBy: instant("respond_by"),
    answeredAt: instant("answered_at"),
    answeredBy: optionalRef("answered_by", () => users.id),
    /** True when nobody answered and the job worker accepted the claim. */
    autoAccepted: boolean("auto_accepted").notNull().default(false),
    disputeNote: text("dispute_note"),
    decidedAmount: integer("decided_amount"),
    decisionReason: text("decision_reason"),
    decidedAt: instant("decided_at"),
    decidedBy: optionalRef("decided_by", () => users.id),
    refundedOn: date("refunded_on", { mode: "string" }),
    refundReference: text("refund_reference"),
    /** Private file: the owner's transfer receipt, re-encoded without metadata. */
    refundReceiptKey: text("refund_receipt_key"),
    refundedAt: instant("refunded_at"),
    refundedBy: optionalRef("refunded_by", () => users.id),
    ...timestamps(),
  },
  (t) => [
    index("deposit_settlements_state_idx").on(t.state, t.updatedAt),
    check(
      "deposit_settlements_state_check",
      sql`${t.state} in ('returned', 'claimed', 'accepted', 'disputed', 'decided', 'refunded')`,
    ),
    // The service refuses these with a clear message first; the database keeps them true whatever writes.
    check(
      "deposit_settlements_claim_check",
      sql`${t.claimAmount} is null or (${t.claimAmount} > 0 and ${t.claimAmount} <= ${t.deposit})`,
    ),
    check(
      "deposit_settlements_decision_check",
      sql`${t.decidedAmount} is null or (${t.decidedAmount} >= 0 and ${t.decidedAmount} <= ${t.claimAmount})`,
    ),
  ],
);

/** The return-sheet photos an owner chose as the evidence of a claim. */
export const depositEvidence = pgTable(
  "deposit_evidence",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => depositSettlements.bookingId, { onDelete: "cascade" }),
    photoId: text("photo_id")
      .notNull()
      .references(() => handoverPhotos.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.photoId] })],
);
