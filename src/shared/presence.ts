// Without zod: the app shell's heartbeat reads these, and the contracts' zod
// would otherwise land in the entry chunk every page loads.

/** Seed section 9: "Heartbeat 5 minutes". */
export const HEARTBEAT_INTERVAL_MS = 5 * 60_000;
/** Without a heartbeat for this long a person is offline (seed section 9's 15-minute window). */
export const OFFLINE_AFTER_MS = 15 * 60_000;

/**
 * Whether someone counts as online at `now`: they said so with a heartbeat
 * (isOnline) less than 15 minutes ago. Computed when read, so no job has to
 * flip the flag back: 14:59 after the last heartbeat is online, 15:00 is not.
 */
export function isOnlineAt(lastActivity: Date | null, isOnline: boolean, now: Date): boolean {
  if (!isOnline || !lastActivity) return false;
  return now.getTime() - lastActivity.getTime() < OFFLINE_AFTER_MS;
}
