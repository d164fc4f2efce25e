import type { Role } from "../../shared/roles";

/**
 * Seed section 9, the sync constants, as pure functions (no DOM, no React) so
 * the table, the power-save switching and the reconnect schedule are tested
 * directly. Wiring lives in power-save.ts, sync-client.ts and live.ts.
 */

const MINUTE = 60_000;

/** Periodic refetch in minutes: [normal, power save]. Owners and admins get fresher data. */
const SYNC_MINUTES = {
  owner: [5, 10],
  admin: [3, 5],
  other: [10, 15],
} as const;

/** Kept answers (TanStack Query `gcTime`) are dropped an hour after their last observer left. */
export const CACHE_GC_MS = 60 * MINUTE;

/**
 * The default refetch interval of a signed-in user's queries. Signed out there
 * is nothing private to keep fresh: no periodic refetch (`false`), public pages
 * still refetch on focus.
 */
export function refetchIntervalMs(role: Role | null | undefined, powerSave: boolean): number | false {
  if (!role) return false;
  const row = role === "owner" || role === "admin" ? SYNC_MINUTES[role] : SYNC_MINUTES.other;
  return row[powerSave ? 1 : 0] * MINUTE;
}

/** Battery level (0–1) under which power save starts, and over which it ends. */
export const LOW_BATTERY = 0.2;
export const BATTERY_RECOVERED = 0.3;

/**
 * Whether the battery keeps us in power save: under 20 % yes, over 30 % no,
 * in between the previous answer stands (hysteresis, so a level hovering
 * around one threshold does not flip the interval back and forth). An unknown
 * level (no Battery Status API) never saves power.
 */
export function nextBatteryLow(wasLow: boolean, level: number | null): boolean {
  if (level === null) return false;
  if (level < LOW_BATTERY) return true;
  if (level > BATTERY_RECOVERED) return false;
  return wasLow;
}

/** Power save: the page is hidden, or the battery is low (see nextBatteryLow). */
export const isPowerSave = (hidden: boolean, batteryLow: boolean) => hidden || batteryLow;

/** Live-event reconnects: 1 s doubling per failed attempt, at most 60 s. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 60_000;

/**
 * Delay before reconnect attempt `attempt` (0 = first after a drop):
 * exponential with a cap, and "equal jitter" — a random point in the upper
 * half — so tabs dropped together by a server restart do not all come back in
 * the same second, yet every wait still grows with the attempts.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
