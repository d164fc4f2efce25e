import type { Role } from "../../../shared/roles";

/**
 * PRODUCT.md section 2 / seed section 6, as one function: a database role of
 * admin, staff or accountant wins; else an owners row makes an owner; else a renter.
 */
export function resolveRole(userRole: string, hasOwnerProfile: boolean): Role {
  if (userRole === "admin" || userRole === "staff" || userRole === "accountant") return userRole;
  return hasOwnerProfile ? "owner" : "user";
}
