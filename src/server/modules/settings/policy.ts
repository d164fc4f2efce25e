import type { Role } from "../../../shared/roles";

/** Fees and defaults: readable by anyone (the client quotes prices with them), editable by admins only. */
export const SETTINGS_EDITORS = ["admin"] as const satisfies readonly Role[];
