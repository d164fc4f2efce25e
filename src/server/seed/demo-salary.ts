import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { salaryRecords } from "../db/schema/salary";
import { todayInMalaysia } from "../../shared/dates";
import { computePayslip, DEFAULT_STATUTORY_RATES } from "../../shared/salary";

/** The demo staff member and accountant: their role and monthly pay (sen): basic, allowances. */
const PAY = {
  "staff@sewagear.test": { role: "staff", basic: 320_000, allowances: 30_000 },
  "accountant@sewagear.test": { role: "accountant", basic: 520_000, allowances: 50_000 },
} as const;

/** "2026-11" → "2026-10-01": the first day of the month before. */
function previousMonthStart(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, "0")}-01`;
}

/**
 * Last month's salaries paid (so /accountant's books and each employee's
 * payslips show something) and this month's approved, awaiting payment on
 * /admin/staff-salary. Figures computed with the default statutory rates.
 */
export async function seedDemoSalaries(db: Db, now = new Date()) {
  const thisMonth = todayInMalaysia(now).slice(0, 7);
  const last = previousMonthStart(thisMonth);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(PAY)));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  for (const p of people) {
    const { role, ...paid } = PAY[p.email as keyof typeof PAY];
    const pay = { ...paid, overtime: 0, deductions: 0 };
    const { employerCost: _cost, ...figures } = computePayslip(pay, DEFAULT_STATUTORY_RATES);
    const base = { userId: p.id, employeeName: p.name, role, ...pay, ...figures };
    const approved = { approvedBy: admin?.id ?? null, approvedAt: now };
    await db.insert(salaryRecords).values([
      {
        ...base,
        ...approved,
        month: last,
        status: "paid",
        paidOn: `${thisMonth}-01`,
        paymentReference: "DEMO-PAYROLL",
      },
      { ...base, ...approved, month: `${thisMonth}-01`, status: "approved" },
    ]);
  }
}
