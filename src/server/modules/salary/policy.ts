import type { Role } from "../../../shared/roles";
import type { Actor } from "../../plugins/actor";
import type { SalaryRow } from "./repository";

/** Salaries are written, approved and paid by admins only. */
export const SALARY_ADMINS = ["admin"] as const satisfies readonly Role[];

/**
 * A payslip is the employee's own once approved (a draft is still being
 * written), and any record is an admin's to see. Everyone else is told it
 * does not exist.
 */
export function canSeePayslip(actor: Actor, row: SalaryRow): boolean {
  if (actor.role === "admin") return true;
  return row.userId === actor.user.id && row.status !== "draft";
}

/** The moves a record may make, and who acts: an admin, in this order only. */
export const NEXT_STATUS = { draft: "approved", approved: "paid" } as const;
