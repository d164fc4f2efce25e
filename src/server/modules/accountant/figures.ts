import { type BookMonth, type BookOwner, type BookSalary, SALARY_FIGURES } from "../../../shared/accountant-contracts";
import { todayInMalaysia } from "../../../shared/dates";
import type { SalaryRow } from "../salary/repository";
import { monthOf } from "../salary/presenter";
import type { CreditNoteFact, InvoiceFact } from "./repository";

/** The month (Malaysian calendar) an instant falls in. */
export const monthAt = (at: Date) => todayInMalaysia(at).slice(0, 7);

type InvoiceTotals = Omit<BookOwner, "ownerId" | "ownerName">;
export const emptyInvoiceTotals = (): InvoiceTotals => ({
  invoices: 0,
  rental: 0,
  voucherDiscounts: 0,
  platformVoucherDiscounts: 0,
  serviceFees: 0,
  sst: 0,
  total: 0,
  creditNotes: 0,
  netInvoiced: 0,
  paid: 0,
  unpaid: 0,
});

/**
 * Add one invoice to `sum`, void or not (its credit note subtracts in its own
 * month): paid when a payment was recorded (even if voided later: the credit
 * note is then the refund), unpaid while still issued; a void unpaid invoice is
 * neither.
 */
export function addInvoice(sum: InvoiceTotals, f: InvoiceFact) {
  sum.invoices += 1;
  sum.rental += f.subtotal;
  sum.voucherDiscounts += f.discount;
  if (f.voucherBornBy === "platform") sum.platformVoucherDiscounts += f.voucherAmount ?? 0;
  sum.serviceFees += f.serviceFee;
  sum.sst += f.sst;
  sum.total += f.total;
  sum.netInvoiced += f.total;
  if (f.paidOn) sum.paid += f.total;
  else if (f.status === "issued") sum.unpaid += f.total;
}

/** Subtract a credit note, in the month it was issued. */
export function addCreditNote(sum: InvoiceTotals, c: CreditNoteFact) {
  sum.creditNotes += c.total;
  sum.netInvoiced -= c.total;
}

/** Salary figures a month adds up. */
export function addSalary(m: BookMonth, r: SalaryRow) {
  const employee = r.epfEmployee + r.socsoEmployee + r.eisEmployee;
  const employer = r.epfEmployer + r.socsoEmployer + r.eisEmployer;
  m.salaryGross += r.gross;
  m.salaryNet += r.net;
  m.salaryEmployeeContributions += employee;
  m.salaryEmployerContributions += employer;
  m.salaryCost += r.gross + employer;
}

/**
 * The salary rows of the books: one per month and role, summed, in the order
 * the records come (by month). Nobody's name or own pay is in them.
 */
export function salaryTotals(rows: SalaryRow[]): BookSalary[] {
  const groups = new Map<string, BookSalary>();
  for (const r of rows) {
    const key = `${r.month}|${r.role}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        month: monthOf(r.month),
        role: r.role,
        ...Object.fromEntries(SALARY_FIGURES.map((k) => [k, 0])),
      } as BookSalary;
      groups.set(key, g);
    }
    g.records += 1;
    g.gross += r.gross;
    g.epfEmployee += r.epfEmployee;
    g.socsoEmployee += r.socsoEmployee;
    g.eisEmployee += r.eisEmployee;
    g.deductions += r.deductions;
    g.net += r.net;
    g.epfEmployer += r.epfEmployer;
    g.socsoEmployer += r.socsoEmployer;
    g.eisEmployer += r.eisEmployer;
    g.cost += r.gross + r.epfEmployer + r.socsoEmployer + r.eisEmployer;
  }
  return [...groups.values()];
}
