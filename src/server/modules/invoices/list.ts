import type { Db } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import type { Language } from "../../../shared/i18n/languages";
import { type AdminInvoiceList, INVOICE_PAGE_SIZE, type InvoiceListQuery } from "../../../shared/invoice-contracts";
import { invoicesCsv } from "./export";
import { presentAdminInvoice } from "./presenter";
import { countInvoices, findInvoiceOwners, findInvoices } from "./repository";

/** One page of every invoice the filters select, newest first, with the count, the sum and the owner choices. */
export async function listInvoices(db: Db, actor: Actor, query: InvoiceListQuery): Promise<AdminInvoiceList> {
  const { page, ...filters } = query;
  // One query at a time: PGlite answers them in turn anyway, and a Postgres pool is spared.
  const rows = await findInvoices(db, filters, page, INVOICE_PAGE_SIZE);
  const { total, sum } = await countInvoices(db, filters);
  const owners = await findInvoiceOwners(db);
  return {
    items: rows.map((row) => presentAdminInvoice(row, actor)),
    total,
    page,
    pageSize: INVOICE_PAGE_SIZE,
    sum,
    owners,
  };
}

/** Every invoice the filters select (all pages) as CSV in `lang`, and a filename naming the filters. */
export async function exportInvoices(db: Db, actor: Actor, query: InvoiceListQuery, lang: Language) {
  const { page: _page, ...filters } = query;
  const rows = await findInvoices(db, filters, null, INVOICE_PAGE_SIZE);
  const csv = invoicesCsv(
    rows.map((row) => ({ row, item: presentAdminInvoice(row, actor) })),
    lang,
  );
  const filename = ["invoices", filters.month, filters.status].filter(Boolean).join("-");
  return { csv, filename };
}
