import type { Role } from "../../../shared/roles";

/**
 * Who sees and does what in the business areas. Admins run everything; staff
 * support renters (the unverified list); accountants read the finance figures.
 * Each entry is the roles `requireRole` lets through; anyone else gets 403.
 */
export const ADMIN_AREA_ROLES = {
  /** Dashboard figures, role applications and their decisions. */
  manageAccounts: ["admin"],
  /** The support view of renters still to verify. */
  supportOverview: ["staff", "admin"],
} as const satisfies Record<string, readonly Role[]>;
