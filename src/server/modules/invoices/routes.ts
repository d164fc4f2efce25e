import type { FastifyInstance } from "fastify";
import { CsvDownload, sendCsv } from "../../lib/csv";
import { moduleRoutes } from "../../plugins/routes";
import { requestLanguage } from "../../plugins/request-language";
import { InvoiceParams } from "../../../shared/booking-contracts";
import {
  AdminInvoiceList,
  CreditNoteDocument,
  CreditNoteParams,
  InvoiceDocument,
  InvoiceListQuery,
  InvoiceNumberParams,
  InvoiceSettled,
  MarkInvoicePaidRequest,
  VoidInvoiceRequest,
} from "../../../shared/invoice-contracts";
import { readCreditNote, readInvoiceDocument } from "./documents";
import { exportInvoices, listInvoices } from "./list";
import { INVOICE_MANAGERS, INVOICE_READERS } from "./policy";
import { settled } from "./presenter";
import { markInvoicePaid, voidInvoice } from "./service";

/**
 * Invoices and credit notes: the printable documents for the booking's parties, admins and
 * accountants; the admin list and its CSV (admins and accountants); payment and void (admins).
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const { db, signedIn, forRoles } = moduleRoutes(app);
  const readers = forRoles(...INVOICE_READERS);
  const managers = forRoles(...INVOICE_MANAGERS);

  signedIn.get(
    "/api/invoices/:number",
    { schema: { summary: "Read an invoice", params: InvoiceParams, response: { 200: InvoiceDocument } } },
    (req, actor) => readInvoiceDocument(db, actor, req.params.number),
  );

  signedIn.get(
    "/api/credit-notes/:number",
    { schema: { summary: "Read a credit note", params: CreditNoteParams, response: { 200: CreditNoteDocument } } },
    (req, actor) => readCreditNote(db, actor, req.params.number),
  );

  readers.get(
    "/api/admin/invoices",
    { schema: { summary: "List invoices", querystring: InvoiceListQuery, response: { 200: AdminInvoiceList } } },
    (req, actor) => listInvoices(db, actor, req.query),
  );

  readers.get(
    "/api/admin/invoices.csv",
    { schema: { summary: "Download invoices as CSV", querystring: InvoiceListQuery, response: { 200: CsvDownload } } },
    async (req, actor, reply) => {
      const { csv, filename } = await exportInvoices(db, actor, req.query, await requestLanguage(req));
      return sendCsv(reply, filename, csv);
    },
  );

  managers.post(
    "/api/admin/invoices/:number/payment",
    {
      schema: {
        summary: "Mark an invoice paid",
        params: InvoiceNumberParams,
        body: MarkInvoicePaidRequest,
        response: { 200: InvoiceSettled },
      },
    },
    async (req, admin) => settled(await markInvoicePaid(db, admin, req.params.number, req.body), null),
  );

  managers.post(
    "/api/admin/invoices/:number/void",
    {
      schema: {
        summary: "Void an invoice with a credit note",
        params: InvoiceNumberParams,
        body: VoidInvoiceRequest,
        response: { 200: InvoiceSettled },
      },
    },
    async (req, admin) => {
      const { invoice, creditNote } = await voidInvoice(db, admin, req.params.number, req.body);
      return settled(invoice, creditNote.number);
    },
  );
}
