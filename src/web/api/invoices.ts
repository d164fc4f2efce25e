import type { InvoiceResponse } from "../../shared/booking-contracts";
import { jsonQuery } from "./json-query";

export const invoiceKeys = {
  all: ["invoices"] as const,
  /** GET /api/invoices/:number */
  detail: (number: string) => [...invoiceKeys.all, number] as const,
};

export const invoiceQueries = {
  detail: (number: string) =>
    jsonQuery<InvoiceResponse>(invoiceKeys.detail(number), `/api/invoices/${encodeURIComponent(number)}`),
};
