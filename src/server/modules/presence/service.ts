import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { rentalDays, todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { isOnlineAt, type OwnerActivity, type UserPresence } from "../../../shared/presence-contracts";
import { findOwnerLastActivity, findPresence, touchPresence } from "./repository";

/** A heartbeat from the signed-in app (every 5 minutes while it is visible, and on becoming visible). */
export function recordHeartbeat(db: Db, userId: string, now = new Date()): Promise<void> {
  return touchPresence(db, userId, now);
}

/** Online status of the accounts among `ids`, computed at `now` (15 minutes without a heartbeat is offline). */
export async function listPresence(db: Db, ids: string[], now = new Date()): Promise<UserPresence[]> {
  const rows = await findPresence(db, ids);
  return rows.map((r) => ({
    userId: r.userId,
    isOnline: isOnlineAt(r.lastActivity, r.isOnline, now),
    lastActivity: r.lastActivity?.toISOString() ?? null,
  }));
}

/**
 * How many Malaysian calendar days ago an owner was last active (0 = today),
 * for renters picking a responsive owner. Only the day count leaves the server:
 * the time of someone's last activity is theirs.
 */
export async function getOwnerActivity(db: Db, ownerId: string, now = new Date()): Promise<OwnerActivity> {
  const row = await findOwnerLastActivity(db, ownerId);
  if (!row) throw notFound(msg("owners", "things.ownerProfile"));
  if (!row.lastActivity) return { daysAgo: null };
  const days = rentalDays(todayInMalaysia(row.lastActivity), todayInMalaysia(now)) - 1;
  return { daysAgo: Math.max(0, days) };
}
