import type { SalaryRecordView } from "../../../shared/salary-contracts";
import type { SalaryRow } from "./repository";

/** "2026-11-01" (the column) → "2026-11" (the API's month). */
export const monthOf = (date: string) => date.slice(0, 7);
/** "2026-11" → "2026-11-01". */
export const monthStart = (month: string) => `${month}-01`;

export function presentSalary(row: SalaryRow): SalaryRecordView {
  return {
    id: row.id,
    userId: row.userId,
    employeeName: row.employeeName,
    role: row.role,
    month: monthOf(row.month),
    basic: row.basic,
    allowances: row.allowances,
    overtime: row.overtime,
    deductions: row.deductions,
    gross: row.gross,
    epfEmployee: row.epfEmployee,
    epfEmployer: row.epfEmployer,
    socsoEmployee: row.socsoEmployee,
    socsoEmployer: row.socsoEmployer,
    eisEmployee: row.eisEmployee,
    eisEmployer: row.eisEmployer,
    net: row.net,
    employerCost: row.gross + row.epfEmployer + row.socsoEmployer + row.eisEmployer,
    status: row.status,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidOn: row.paidOn,
    paymentReference: row.paymentReference,
  };
}

/** What the audit trail keeps of a record: its figures and state, not the whole row. */
const AUDITED = ["userId", "month", "basic", "allowances", "overtime", "deductions", "gross", "net", "status"] as const;
export function salaryAuditSummary(row: SalaryRow) {
  const view = presentSalary(row);
  return Object.fromEntries(AUDITED.map((k) => [k, view[k]])) as Pick<SalaryRecordView, (typeof AUDITED)[number]>;
}
