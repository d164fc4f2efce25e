import { z } from "zod";
import { INVOICE_STATUSES, InvoiceResponse } from "./booking-contracts";
import { Timestamp } from "./contracts";
import { isIsoDate } from "./dates";
import { msg } from "./i18n/message";

export { INVOICE_STATUSES, type InvoiceStatus } from "./booking-contracts";

/** Rows a page of the admin list holds. */
export const INVOICE_PAGE_SIZE = 25;

/** CN-YYYY-NNNNNN, as the credit-note series numbers them. */
export const CreditNoteParams = z.object({
  number: z.string().regex(/^CN-\d{4}-\d{6}$/, msg("invoices", "notACreditNote")),
});

/** INV-YYYY-NNNNNN in an admin action's path. */
export const InvoiceNumberParams = z.object({
  number: z.string().regex(/^INV-\d{4}-\d{6}$/, msg("invoices", "notANumber")),
});

/**
 * GET /api/admin/invoices (and .csv): every filter optional. `month` is the month of issue in
 * Malaysia (YYYY-MM); `owner` an owner's user id; `q` part of an invoice number or a renter's name.
 */
export const InvoiceListQuery = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg("invoices", "admin.monthFormat"))
    .optional(),
  owner: z.string().trim().min(1).max(40).optional(),
  q: z.string().trim().max(100, msg("invoices", "admin.searchMax")).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

/** POST /api/admin/invoices/:number/payment: the day the money arrived and its bank or DuitNow reference. */
export const MarkInvoicePaidRequest = z.object({
  paidOn: z.string().refine(isIsoDate, msg("invoices", "admin.paidOnFormat")),
  reference: z
    .string()
    .trim()
    .min(1, msg("invoices", "admin.referenceRequired"))
    .max(100, msg("invoices", "admin.referenceMax")),
});
export type MarkInvoicePaidRequest = z.infer<typeof MarkInvoicePaidRequest>;

/** POST /api/admin/invoices/:number/void: why, printed on the credit note. */
export const VoidInvoiceRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(3, msg("invoices", "admin.reasonRequired"))
    .max(500, msg("invoices", "admin.reasonMax")),
});
export type VoidInvoiceRequest = z.infer<typeof VoidInvoiceRequest>;

/** How an invoice was settled: paid (day, reference) or voided (reason, credit note). */
export const InvoiceSettlement = z.object({
  paidOn: z.string().nullable(),
  paymentReference: z.string().nullable(),
  voidReason: z.string().nullable(),
  creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type InvoiceSettlement = z.infer<typeof InvoiceSettlement>;

/** GET /api/invoices/:number: the printable invoice and how it was settled. */
export const InvoiceDocument = InvoiceResponse.extend({ settlement: InvoiceSettlement });
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

/** One row of the admin list (amounts in integer sen). */
export const AdminInvoiceItem = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: Timestamp,
  bookingId: z.string(),
  gearName: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  renter: z.object({ name: z.string() }),
  total: z.number().int(),
  settlement: InvoiceSettlement,
  /** Paid invoices: whether a receipt's or the recorded payment's reference named the booking. Null while unpaid. */
  referenceMatched: z.boolean().nullable(),
  /** What the caller may do to it now (accountants read only). */
  canMarkPaid: z.boolean(),
  canVoid: z.boolean(),
});
export type AdminInvoiceItem = z.infer<typeof AdminInvoiceItem>;

/** An owner the owner filter offers: every owner who has an invoice. */
export const InvoiceOwnerOption = z.object({ id: z.string(), name: z.string() });

/** GET /api/admin/invoices: one page of the filtered list, how many match, and their sum. */
export const AdminInvoiceList = z.object({
  items: z.array(AdminInvoiceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sum of the matching invoices' totals (integer sen), across every page. */
  sum: z.number().int(),
  owners: z.array(InvoiceOwnerOption),
});
export type AdminInvoiceList = z.infer<typeof AdminInvoiceList>;

/** GET /api/credit-notes/:number: the credit note and the invoice it cancels (amounts credited, integer sen). */
export const CreditNoteDocument = z.object({
  number: z.string(),
  issuedAt: Timestamp,
  reason: z.string(),
  invoice: InvoiceResponse,
  amounts: z.object({
    subtotal: z.number().int(),
    discount: z.number().int(),
    serviceFee: z.number().int(),
    sst: z.number().int(),
    total: z.number().int(),
  }),
});
export type CreditNoteDocument = z.infer<typeof CreditNoteDocument>;

/** POST /api/admin/invoices/:number/payment and /void: the invoice's new status and settlement. */
export const InvoiceSettled = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  settlement: InvoiceSettlement,
});
export type InvoiceSettled = z.infer<typeof InvoiceSettled>;
