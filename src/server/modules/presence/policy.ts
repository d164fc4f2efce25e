import type { Role } from "../../../shared/roles";

/** Who sees people's online status in the back-office user lists: admins and staff. The public sees only a coarse "last active" of owners. */
export const PRESENCE_READERS = ["admin", "staff"] as const satisfies readonly Role[];
