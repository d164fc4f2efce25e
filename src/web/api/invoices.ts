import { queryOptions } from "@tanstack/react-query";
import type { InvoiceResponse } from "../../shared/booking-contracts";
import { api } from "../lib/api";

export const invoiceKeys = {
  all: ["invoices"] as const,
  /** GET /api/invoices/:number */
  detail: (number: string) => [...invoiceKeys.all, number] as const,
};

export const invoiceQueries = {
  detail: (number: string) =>
    queryOptions({
      queryKey: invoiceKeys.detail(number),
      queryFn: ({ signal }) => api<InvoiceResponse>(`/api/invoices/${encodeURIComponent(number)}`, { signal }),
    }),
};
