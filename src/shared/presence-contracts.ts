import { z } from "zod";
import { Timestamp } from "./contracts";

export { HEARTBEAT_INTERVAL_MS, OFFLINE_AFTER_MS, isOnlineAt } from "./presence";

/** At most this many people per presence lookup: the admin and staff lists hold 20. */
export const PRESENCE_LOOKUP_LIMIT = 50;

/** GET /api/presence/users?ids=a,b,c (admin, staff). */
export const PresenceQuery = z.object({
  ids: z
    .string()
    .transform((s) => [...new Set(s.split(",").filter(Boolean))])
    .pipe(z.array(z.string().max(64)).min(1).max(PRESENCE_LOOKUP_LIMIT)),
});

export const UserPresence = z.object({ userId: z.string(), isOnline: z.boolean(), lastActivity: Timestamp.nullable() });
export type UserPresence = z.infer<typeof UserPresence>;

export const PresenceList = z.object({ items: z.array(UserPresence) });
export type PresenceList = z.infer<typeof PresenceList>;

export const OwnerIdParams = z.object({ ownerId: z.string().min(1).max(64) });

/**
 * GET /api/presence/owners/:ownerId (public): how many Malaysian calendar days
 * ago the owner was last active (0 = today), or null when never. Only this
 * coarse figure is public, never the time itself.
 */
export const OwnerActivity = z.object({ daysAgo: z.number().int().min(0).nullable() });
export type OwnerActivity = z.infer<typeof OwnerActivity>;
