import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import type { CreditNoteDocument, InvoiceDocument } from "../../../shared/invoice-contracts";
import type { InvoiceResponse } from "../../../shared/booking-contracts";
import { invoiceRefusal } from "../bookings/policy";
import { presentInvoice } from "../bookings/presenter";
import { findInvoice } from "../bookings/repository";
import { presentCreditNote, settlementOf } from "./presenter";
import { findBookingKitItems } from "../kits/repository";
import { findCreditNote, findCreditNoteOf } from "./repository";

/** The invoice `number` with how it was settled, for whoever may read it (the booking's parties, admins, accountants); 404 to anyone else. */
export async function readInvoiceDocument(db: Db, actor: Actor, number: string): Promise<InvoiceDocument> {
  const row = await findInvoice(db, number);
  if (!row) throw notFound(msg("bookings", "things.invoice"));
  const refusal = invoiceRefusal(actor, row.b);
  if (refusal) throw refusal;
  const note = row.inv.status === "void" ? await findCreditNoteOf(db, row.inv.id) : undefined;
  const invoice = await withKitItems(db, presentInvoice(row));
  return { ...invoice, settlement: settlementOf(row.inv, note?.number ?? null) };
}

/** A credit note, for the same readers as the invoice it cancels; 404 to anyone else. */
export async function readCreditNote(db: Db, actor: Actor, number: string): Promise<CreditNoteDocument> {
  const missing = () => notFound(msg("invoices", "creditNote.thing"));
  const found = await findCreditNote(db, number);
  const row = found ? await findInvoice(db, found.invoiceNumber) : undefined;
  if (!found || !row || invoiceRefusal(actor, row.b)) throw missing();
  return presentCreditNote(found.note, await withKitItems(db, presentInvoice(row)));
}

/** A kit booking's invoice lists the kit's components as booked (issue 32 item 2); a listing's is as it was. */
async function withKitItems(db: Db, invoice: InvoiceResponse): Promise<InvoiceResponse> {
  const items = await findBookingKitItems(db, invoice.booking.id);
  if (items.length === 0) return invoice;
  const kitItems = items.map(({ name, quantity }) => ({ name, quantity }));
  return { ...invoice, booking: { ...invoice.booking, kitItems } };
}
