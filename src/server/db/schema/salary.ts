import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SALARIED_ROLES, SALARY_STATUSES } from "../../../shared/salary-contracts";
import { instant, knownWords, oneOf, optionalRef, serialId, timestamps, updatedAt } from "./columns";
import { users } from "./auth";

/**
 * The statutory rates and wage ceilings salaries are computed with (one row,
 * id 1, edited by admins on /admin/staff-salary). Basis points and sen; the
 * defaults are the rates in force (src/shared/salary.ts names the schedules).
 */
export const salarySettings = pgTable("salary_settings", {
  id: smallint("id").primaryKey().default(1),
  epfEmployeeBasisPoints: integer("epf_employee_basis_points").notNull().default(1100),
  epfEmployerBasisPoints: integer("epf_employer_basis_points").notNull().default(1300),
  epfEmployerHighBasisPoints: integer("epf_employer_high_basis_points").notNull().default(1200),
  epfEmployerThreshold: integer("epf_employer_threshold").notNull().default(500_000),
  socsoEmployeeBasisPoints: integer("socso_employee_basis_points").notNull().default(50),
  socsoEmployerBasisPoints: integer("socso_employer_basis_points").notNull().default(175),
  socsoCeiling: integer("socso_ceiling").notNull().default(600_000),
  eisEmployeeBasisPoints: integer("eis_employee_basis_points").notNull().default(20),
  eisEmployerBasisPoints: integer("eis_employer_basis_points").notNull().default(20),
  eisCeiling: integer("eis_ceiling").notNull().default(600_000),
  updatedAt: updatedAt(),
});

/**
 * One month's pay of a staff member or accountant. The contributions are
 * computed when the record is written and kept, so a later change of rates
 * does not rewrite a payslip already approved or paid. draft → approved → paid.
 */
export const salaryRecords = pgTable(
  "salary_records",
  {
    id: serialId(),
    /**
     * Cleared if the account is deleted: payroll records must outlive it (employers keep
     * them for years), and the name below still says whose pay it was.
     */
    userId: optionalRef("user_id", () => users.id),
    /** The first day of the month paid for. */
    month: date("month", { mode: "string" }).notNull(),
    /** Snapshot of the employee's name, so the payslip reads the same later. */
    employeeName: text("employee_name").notNull(),
    role: oneOf("role", SALARIED_ROLES).notNull(),
    basic: integer("basic").notNull(),
    allowances: integer("allowances").notNull().default(0),
    overtime: integer("overtime").notNull().default(0),
    deductions: integer("deductions").notNull().default(0),
    epfEmployee: integer("epf_employee").notNull(),
    epfEmployer: integer("epf_employer").notNull(),
    socsoEmployee: integer("socso_employee").notNull(),
    socsoEmployer: integer("socso_employer").notNull(),
    eisEmployee: integer("eis_employee").notNull(),
    eisEmployer: integer("eis_employer").notNull(),
    gross: integer("gross").notNull(),
    net: integer("net").notNull(),
    status: oneOf("status", SALARY_STATUSES).notNull().default("draft"),
    approvedBy: optionalRef("approved_by", () => users.id),
    approvedAt: instant("approved_at"),
    paidOn: date("paid_on", { mode: "string" }),
    paymentReference: text("payment_reference"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("salary_records_user_month_idx").on(t.userId, t.month),
    index("salary_records_month_idx").on(t.month),
    check("salary_records_status", sql`${t.status} in ('draft', 'approved', 'paid')`),
    knownWords("salary_records_role_known", t.role, SALARIED_ROLES),
  ],
);
