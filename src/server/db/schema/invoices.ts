import { bigint, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bookings } from "./bookings";
import { INVOICE_STATUSES } from "../../../shared/invoice-contracts";
import { belongsTo, instant, knownWords, oneOf, optionalRef, serialId } from "./columns";

/**
 * INV-YYYY-NNNNNN, gapless within a year: the counter row is locked while numbering, so a
 * rolled-back confirmation gives its number back (a sequence would not: nextval is never undone).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/** Issued when a booking is confirmed; the admin records its payment or voids it with a credit note. */
export const invoices = pgTable(
  "invoices",
  {
    id: serialId(),
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    bookingId: belongsTo("booking_id", () => bookings.id, "restrict"),
    status: oneOf("status", INVOICE_STATUSES).notNull().default("issued"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    serviceFee: integer("service_fee").notNull(),
    sst: integer("sst").notNull(),
    total: integer("total").notNull(),
    deposit: integer("deposit").notNull(),
    issuedAt: instant("issued_at").notNull().defaultNow(),
    /** The day the money arrived (a calendar date in Malaysia) and the bank or DuitNow reference. */
    paidOn: date("paid_on", { mode: "string" }),
    paymentReference: text("payment_reference"),
    paidAt: instant("paid_at"),
    paidBy: optionalRef("paid_by", () => users.id),
    voidReason: text("void_reason"),
    voidedAt: instant("voided_at"),
    voidedBy: optionalRef("voided_by", () => users.id),
  },
  (t) => [
    uniqueIndex("invoices_booking_idx").on(t.bookingId),
    uniqueIndex("invoices_year_seq_idx").on(t.year, t.seq),
    // The admin list: newest first, by status and month.
    index("invoices_issued_idx").on(t.issuedAt),
    index("invoices_status_issued_idx").on(t.status, t.issuedAt),
    knownWords("invoices_status_known", t.status, INVOICE_STATUSES),
  ],
);

/** CN-YYYY-NNNNNN: credit notes are their own gapless series, numbered like invoices. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * The document that cancels a voided invoice: it credits the invoice's amounts in full (integer
 * sen, stored positive) and says why. One per invoice, since an invoice is voided once.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serialId(),
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    reason: text("reason").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    serviceFee: integer("service_fee").notNull(),
    sst: integer("sst").notNull(),
    total: integer("total").notNull(),
    issuedAt: instant("issued_at").notNull().defaultNow(),
    issuedBy: optionalRef("issued_by", () => users.id),
  },
  (t) => [
    uniqueIndex("credit_notes_invoice_idx").on(t.invoiceId),
    uniqueIndex("credit_notes_year_seq_idx").on(t.year, t.seq),
  ],
);
