import type { Role } from "../../../shared/roles";

/**
 * Support's look-ups (PRODUCT.md: staff "read bookings, users"): staff and
 * admins. Read-only: what support may change goes through the owning feature's
 * own endpoint and its own rules.
 */
export const LOOKUP_ROLES = ["staff", "admin"] as const satisfies readonly Role[];
