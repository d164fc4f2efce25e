import { z } from "zod";
import { msg } from "./i18n/message";
import { monthCount } from "./months";
import { Month, SALARIED_ROLES } from "./salary-contracts";

/** The longest period the books answer at once. */
export const MAX_BOOK_MONTHS = 24;

/** GET /api/accountant/books?from=2026-01&to=2026-06 (both months included; at most 24). */
export const BooksQuery = z
  .object({ from: Month, to: Month })
  .refine((q) => q.from <= q.to && monthCount(q.from, q.to) <= MAX_BOOK_MONTHS, {
    message: msg("accountant", "validation.range"),
    path: ["to"],
  });
export type BooksQuery = z.infer<typeof BooksQuery>;

/** The tables of the books; each has its CSV: GET /api/accountant/books/:table.csv?from&to */
export const BOOK_TABLES = ["months", "owners", "salaries"] as const;
export type BookTable = (typeof BOOK_TABLES)[number];
export const BookTableParams = z.object({ table: z.enum(BOOK_TABLES) });

/**
 * Invoices issued in a period, void ones included, and the credit notes issued
 * in it (each document in its own month, so a past month never changes), in
 * sen. total = rental − voucherDiscounts + serviceFees + sst (gross invoiced);
 * netInvoiced = total − creditNotes; paid = invoices with a recorded payment,
 * unpaid = invoices still issued (a void unpaid invoice is neither).
 */
const InvoiceFigures = z.object({
  invoices: z.number(),
  rental: z.number(),
  voucherDiscounts: z.number(),
  /** The part of voucherDiscounts on platform vouchers: the platform bears it, not the owner. */
  platformVoucherDiscounts: z.number(),
  serviceFees: z.number(),
  sst: z.number(),
  total: z.number(),
  /** The credit notes issued in the period (voids), whatever month their invoice was issued. */
  creditNotes: z.number(),
  netInvoiced: z.number(),
  paid: z.number(),
  unpaid: z.number(),
});

/** One month of the books. */
export const BookMonth = InvoiceFigures.extend({
  month: Month,
  /** Deposits collected with the month's invoices. */
  depositsCollected: z.number(),
  /** Deposits given back to renters in the month. */
  depositsRefunded: z.number(),
  /**
   * Claims the owners keep, on the day accepted (by the renter or the clock) or decided.
   * Held at a month's end = held at the previous end + collected − refunded − kept.
   */
  depositsKept: z.number(),
  /** Deposits not yet settled at the month's end. */
  depositsHeld: z.number(),
  salaryGross: z.number(),
  salaryNet: z.number(),
  /** EPF + SOCSO + EIS, employee shares (withheld from gross) and employer shares (on top). */
  salaryEmployeeContributions: z.number(),
  salaryEmployerContributions: z.number(),
  salaryCost: z.number(),
});
export type BookMonth = z.infer<typeof BookMonth>;

/** One owner's invoices over the whole range. */
export const BookOwner = InvoiceFigures.extend({ ownerId: z.string(), ownerName: z.string() });
export type BookOwner = z.infer<typeof BookOwner>;

/**
 * The approved and paid salary records of one month and role, summed: the books
 * show no one's name or pay (staff and accountants see only their own payslips;
 * admins read each record on /admin/staff-salary).
 */
export const BookSalary = z.object({
  month: Month,
  role: z.enum(SALARIED_ROLES),
  records: z.number(),
  gross: z.number(),
  epfEmployee: z.number(),
  socsoEmployee: z.number(),
  eisEmployee: z.number(),
  deductions: z.number(),
  net: z.number(),
  epfEmployer: z.number(),
  socsoEmployer: z.number(),
  eisEmployer: z.number(),
  cost: z.number(),
});
export type BookSalary = z.infer<typeof BookSalary>;

export const BooksResponse = z.object({
  from: Month,
  to: Month,
  months: z.array(BookMonth),
  totals: BookMonth.omit({ month: true, depositsHeld: true }),
  owners: z.array(BookOwner),
  salaries: z.array(BookSalary),
});
export type BooksResponse = z.infer<typeof BooksResponse>;

/** The figure columns of each table, in the order the page and the CSV show them. */
export const MONTH_FIGURES = [
  "invoices",
  "rental",
  "voucherDiscounts",
  "platformVoucherDiscounts",
  "serviceFees",
  "sst",
  "total",
  "creditNotes",
  "netInvoiced",
  "paid",
  "unpaid",
  "depositsCollected",
  "depositsRefunded",
  "depositsKept",
  "depositsHeld",
  "salaryGross",
  "salaryNet",
  "salaryEmployeeContributions",
  "salaryEmployerContributions",
  "salaryCost",
] as const satisfies readonly (keyof BookMonth)[];
/** An owner's row has the invoice figures only (the first eleven). */
export const OWNER_FIGURES = MONTH_FIGURES.slice(0, 11) as readonly (keyof BookOwner & keyof BookMonth)[];
export const SALARY_FIGURES = [
  "records",
  "gross",
  "epfEmployee",
  "socsoEmployee",
  "eisEmployee",
  "deductions",
  "net",
  "epfEmployer",
  "socsoEmployer",
  "eisEmployer",
  "cost",
] as const satisfies readonly (keyof BookSalary)[];
/** The figures that are counts, not money. */
export const isCountFigure = (key: string) => key === "invoices" || key === "records";
