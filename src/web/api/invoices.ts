import type { InvoiceResponse } from "../../shared/booking-contracts";
import { jsonQuery } from "./json-query";
import { resourcePath } from "./resource-path";

export const invoiceKeys = {
  all: ["invoices"] as const,
  /** GET /api/invoices/:number */
  detail: (number: string) => [...invoiceKeys.all, number] as const,
};

export const invoiceQueries = {
  detail: (number: string) =>
    jsonQuery<InvoiceResponse>(invoiceKeys.detail(number), resourcePath("/api/invoices")(number)),
};
