import type { Actor } from "../../plugins/actor";
import type { AdminInvoiceItem, CreditNoteDocument, InvoiceSettlement } from "../../../shared/invoice-contracts";
import type { InvoiceResponse } from "../../../shared/booking-contracts";
import { bookingReference, referenceMatches } from "../../../shared/payment-reference";
import { invoiceAbilities } from "./policy";
import type { CreditNoteRow, InvoiceListRow, InvoiceTableRow } from "./repository";

export const creditNoteUrl = (number: string) => `/credit-notes/${number}`;

/** How an invoice was settled, with the credit note that voided it (by number). */
export function settlementOf(inv: InvoiceTableRow, creditNoteNumber: string | null): InvoiceSettlement {
  return {
    paidOn: inv.paidOn,
    paymentReference: inv.paymentReference,
    voidReason: inv.voidReason,
    creditNote: creditNoteNumber ? { number: creditNoteNumber, url: creditNoteUrl(creditNoteNumber) } : null,
  };
}

/** A row of the admin list, with what the caller may do to it. */
/**
 * For a paid invoice, whether its transfer named the booking: a receipt the
 * renter sent quoted the booking's reference, or the reference the admin
 * recorded with the payment does. Null while unpaid: nothing to match yet.
 */
function referenceMatchedOf(row: InvoiceListRow): boolean | null {
  if (!row.inv.paidOn) return null;
  return row.receiptReferenceMatched || referenceMatches(row.inv.paymentReference, bookingReference(row.inv.bookingId));
}

export function presentAdminInvoice(row: InvoiceListRow, actor: Actor): AdminInvoiceItem {
  const status = row.inv.status;
  return {
    number: row.inv.number,
    status,
    issuedAt: row.inv.issuedAt.toISOString(),
    bookingId: row.inv.bookingId,
    gearName: row.gearName,
    owner: { id: row.ownerId, name: row.ownerName },
    renter: { name: row.renterName },
    total: row.inv.total,
    settlement: settlementOf(row.inv, row.creditNoteNumber),
    referenceMatched: referenceMatchedOf(row),
    ...invoiceAbilities(actor, status),
  };
}

/** A credit note: its own number, date and reason, the invoice it cancels, and the amounts credited. */
export function presentCreditNote(note: CreditNoteRow, invoice: InvoiceResponse): CreditNoteDocument {
  return {
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    reason: note.reason,
    invoice,
    amounts: {
      subtotal: note.subtotal,
      discount: note.discount,
      serviceFee: note.serviceFee,
      sst: note.sst,
      total: note.total,
    },
  };
}

/** The answer to a payment or a void: the invoice's new status and settlement. */
export const settled = (inv: InvoiceTableRow, creditNoteNumber: string | null) => ({
  number: inv.number,
  status: inv.status,
  settlement: settlementOf(inv, creditNoteNumber),
});
