import type {
  AdminInvoiceList,
  CreditNoteDocument,
  InvoiceDocument,
  InvoiceListQuery,
  InvoiceSettled,
  MarkInvoicePaidRequest,
  VoidInvoiceRequest,
} from "../../shared/invoice-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

/** The admin list's filters as the URL and the API take them; empty ones left out. */
export type InvoiceFilters = Partial<Pick<InvoiceListQuery, "status" | "month" | "owner" | "q">> & { page?: number };

/** `status=paid&month=2026-11`: the filters that are set, in a fixed order (so one list is one cache key). */
export function invoiceFilterQuery(f: InvoiceFilters, { withPage = true } = {}) {
  const params = new URLSearchParams();
  for (const key of ["status", "month", "owner", "q"] as const) if (f[key]) params.set(key, f[key]);
  if (withPage && f.page && f.page > 1) params.set("page", String(f.page));
  return params.toString();
}

export const invoiceKeys = {
  all: ["invoices"] as const,
  /** GET /api/invoices/:number */
  detail: (number: string) => [...invoiceKeys.all, number] as const,
  /** GET /api/credit-notes/:number (under the same root: a void changes both). */
  creditNote: (number: string) => [...invoiceKeys.all, "credit-note", number] as const,
  /** GET /api/admin/invoices?… */
  adminList: (query: string) => [...invoiceKeys.all, "admin", query] as const,
};

const invoicePath = resourcePath("/api/invoices");
const adminInvoicePath = resourcePath("/api/admin/invoices");

export const invoiceQueries = {
  detail: (number: string) => jsonQuery<InvoiceDocument>(invoiceKeys.detail(number), invoicePath(number)),
  creditNote: (number: string) =>
    jsonQuery<CreditNoteDocument>(invoiceKeys.creditNote(number), resourcePath("/api/credit-notes")(number)),
  adminList: (filters: InvoiceFilters) => {
    const query = invoiceFilterQuery(filters);
    return jsonQuery<AdminInvoiceList>(invoiceKeys.adminList(query), `/api/admin/invoices?${query}`);
  },
};

/** The CSV of every invoice the filters select (all pages): a plain download link. */
export const invoiceCsvUrl = (filters: InvoiceFilters) =>
  `/api/admin/invoices.csv?${invoiceFilterQuery(filters, { withPage: false })}`;

/** POST /api/admin/invoices/:number/payment; the lists and the invoice read anew. */
export const useMarkInvoicePaid = (number: string) =>
  useRefreshingMutation(
    (body: MarkInvoicePaidRequest) => api<InvoiceSettled>(adminInvoicePath(number, "/payment"), { body }),
    { stale: [invoiceKeys.all] },
  );

/** POST /api/admin/invoices/:number/void; answers the credit note's number in `settlement`. */
export const useVoidInvoice = (number: string) =>
  useRefreshingMutation(
    (body: VoidInvoiceRequest) => api<InvoiceSettled>(adminInvoicePath(number, "/void"), { body }),
    { stale: [invoiceKeys.all] },
  );
