import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings, owners, users } from "../../db/schema";
import { depositSettlements } from "../../db/schema/deposits";
import { creditNotes, invoices } from "../../db/schema/invoices";
import { salaryRecords } from "../../db/schema/salary";
import { voucherUses } from "../../db/schema/vouchers";

/** Malaysia keeps UTC+8 all year, so a Malaysian month starts at a fixed instant. */
export const monthStartInstant = (month: string) => new Date(`${month}-01T00:00:00+08:00`);

/** Who an invoice's booking belongs to. */
const ownerColumns = { ownerId: bookings.ownerId, ownerName: users.name, businessName: owners.businessName };

/**
 * Every invoice issued in [start, end), void ones included (a void is cancelled
 * by its credit note, counted in the credit note's own month, so a month's
 * figures do not change after the fact), with its owner and the part of its
 * discount a platform voucher gave. The use is taken whatever its
 * `released_at`: a confirmed booking cancelled later gives its use back to the
 * voucher's limits, but its invoice (the document) still carries the discount
 * until a credit note cancels it (ADR 018).
 */
export function invoicesIssued(db: Db, start: Date, end: Date) {
  return db
    .select({
      issuedAt: invoices.issuedAt,
      status: invoices.status,
      paidOn: invoices.paidOn,
      subtotal: invoices.subtotal,
      discount: invoices.discount,
      serviceFee: invoices.serviceFee,
      sst: invoices.sst,
      total: invoices.total,
      deposit: invoices.deposit,
      ...ownerColumns,
      voucherBornBy: voucherUses.bornBy,
      voucherAmount: voucherUses.amount,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(owners, eq(owners.userId, bookings.ownerId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .leftJoin(voucherUses, eq(voucherUses.bookingId, bookings.id))
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt));
}
export type InvoiceFact = Awaited<ReturnType<typeof invoicesIssued>>[number];

/** Credit notes issued in [start, end) (the invoices voided then), with the invoice's owner. */
export const creditNotesIssued = (db: Db, start: Date, end: Date) =>
  db
    .select({ issuedAt: creditNotes.issuedAt, total: creditNotes.total, ...ownerColumns })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(owners, eq(owners.userId, bookings.ownerId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)));
export type CreditNoteFact = Awaited<ReturnType<typeof creditNotesIssued>>[number];

/**
 * Every deposit taken with an invoice issued before `end` (void ones too: the
 * credit note ends what is still held), with how its settlement stands: what
 * the month-end balances, the refunds and the amounts kept are made of.
 */
export const depositsBefore = (db: Db, end: Date) =>
  db
    .select({
      issuedAt: invoices.issuedAt,
      deposit: invoices.deposit,
      state: depositSettlements.state,
      claimAmount: depositSettlements.claimAmount,
      decidedAmount: depositSettlements.decidedAmount,
      answeredAt: depositSettlements.answeredAt,
      decidedAt: depositSettlements.decidedAt,
      refundedOn: depositSettlements.refundedOn,
      settledAt: depositSettlements.updatedAt,
      creditNoteAt: creditNotes.issuedAt,
    })
    .from(invoices)
    .leftJoin(depositSettlements, eq(depositSettlements.bookingId, invoices.bookingId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(and(lt(invoices.issuedAt, end), gt(invoices.deposit, 0)));
export type DepositFact = Awaited<ReturnType<typeof depositsBefore>>[number];

/** Approved and paid salary records of the months [from, to] ("YYYY-MM-01" dates). */
export const salariesBetween = (db: Db, fromDate: string, toDate: string) =>
  db
    .select()
    .from(salaryRecords)
    .where(
      and(
        gte(salaryRecords.month, fromDate),
        lt(salaryRecords.month, toDate),
        inArray(salaryRecords.status, ["approved", "paid"]),
      ),
    )
    .orderBy(asc(salaryRecords.month), asc(salaryRecords.employeeName));
