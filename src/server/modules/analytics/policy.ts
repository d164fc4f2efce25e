import type { Role } from "../../../shared/roles";

/** Who reads the site's figures: admins (the /admin dashboard). Anyone else gets 403. */
export const ANALYTICS_READERS = ["admin"] as const satisfies readonly Role[];
