import type { Db } from "../../db/client";
import { badInput, conflict, notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import type { MarkInvoicePaidRequest, VoidInvoiceRequest } from "../../../shared/invoice-contracts";
import { recordAudit } from "../audit/record";
import { notify } from "../notifications/service";
import { creditNoteUrl } from "./presenter";
import { insertCreditNote, type InvoiceTableRow, lockInvoice, nextDocumentNumber, updateInvoice } from "./repository";

const invoiceNotFound = () => notFound(msg("bookings", "things.invoice"));

/** The refusal for a settled invoice: it is paid or void already, and says which. */
const alreadySettled = (inv: InvoiceTableRow) =>
  conflict(msg("invoices", inv.status === "void" ? "admin.alreadyVoid" : "admin.alreadyPaid", { number: inv.number }));

/** A short picture of an invoice's state for the audit trail. */
const auditState = (inv: InvoiceTableRow) => ({
  status: inv.status,
  total: inv.total,
  paidOn: inv.paidOn,
  paymentReference: inv.paymentReference,
});

/**
 * Record that an issued invoice was paid: on `paidOn` (a day in Malaysia, not in the future and
 * not before the booking was requested, as no money moves earlier) with the bank or DuitNow
 * reference. Refused with 409 once it is paid or void. Audited in the same transaction.
 */
export async function markInvoicePaid(db: Db, actor: Actor, number: string, input: MarkInvoicePaidRequest) {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, number);
    if (!row) throw invoiceNotFound();
    const { inv } = row;
    if (inv.status !== "issued") throw alreadySettled(inv);
    const requestedOn = todayInMalaysia(row.bookingCreatedAt);
    if (input.paidOn > todayInMalaysia()) {
      throw badInput(msg("errors", "BAD_INPUT"), { paidOn: msg("invoices", "admin.paidOnFuture") });
    }
    if (input.paidOn < requestedOn) {
      throw badInput(msg("errors", "BAD_INPUT"), {
        paidOn: msg("invoices", "admin.paidOnTooEarly", { date: requestedOn }),
      });
    }
    const paid = await updateInvoice(tx, inv.id, {
      status: "paid",
      paidOn: input.paidOn,
      paymentReference: input.reference,
      paidAt: new Date(),
      paidBy: actor.user.id,
    });
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: "invoice.paid",
      subjectType: "invoice",
      subjectId: inv.number,
      before: auditState(inv),
      after: auditState(paid),
    });
    return paid;
  });
}

/**
 * Void an issued or paid invoice: it keeps its number (the series stays gapless) and a credit
 * note from its own gapless series (CN-YYYY-NNNNNN, the year in Malaysia) credits its amounts in
 * full, with the reason; the owner and the renter are notified. Refused with 409 when it is void
 * already. Audited in the same transaction.
 */
export async function voidInvoice(db: Db, actor: Actor, number: string, input: VoidInvoiceRequest) {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, number);
    if (!row) throw invoiceNotFound();
    const { inv } = row;
    if (inv.status === "void") throw alreadySettled(inv);
    const now = new Date();
    const note = await insertCreditNote(tx, {
      ...(await nextDocumentNumber(tx, "CN", Number(todayInMalaysia(now).slice(0, 4)))),
      invoiceId: inv.id,
      reason: input.reason,
      subtotal: inv.subtotal,
      discount: inv.discount,
      serviceFee: inv.serviceFee,
      sst: inv.sst,
      total: inv.total,
      issuedAt: now,
      issuedBy: actor.user.id,
    });
    const voided = await updateInvoice(tx, inv.id, {
      status: "void",
      voidReason: input.reason,
      voidedAt: now,
      voidedBy: actor.user.id,
    });
    // Both sides hold the invoice, so both are told it is void and where the credit note is.
    for (const userId of [row.ownerId, row.renterId].filter((u): u is string => !!u)) {
      await notify(tx, userId, {
        kind: "invoice.voided",
        title: msg("invoices", "notices.voided", { number: inv.number }),
        body: msg("invoices", "notices.voidedBody", { creditNote: note.number, reason: input.reason }),
        link: creditNoteUrl(note.number),
      });
    }
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: "invoice.voided",
      subjectType: "invoice",
      subjectId: inv.number,
      before: auditState(inv),
      after: { ...auditState(voided), creditNote: note.number },
      detail: { reason: input.reason },
    });
    return { invoice: voided, creditNote: note };
  });
}
