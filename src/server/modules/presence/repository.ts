import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/query";
import { owners, users } from "../../db/schema";

/** Seed section 7: the heartbeat's update of lastActivity and isOnline. */
export async function touchPresence(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActivity: at, isOnline: true }).where(eq(users.id, userId));
}

/** Signing out: offline at once, not 15 minutes later; the last activity stays for "last seen". */
export async function markOffline(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ isOnline: false }).where(eq(users.id, userId));
}

/** The stored presence of the accounts among `ids` (unknown ids are left out). */
export function findPresence(db: Db, ids: string[]) {
  return db
    .select({ userId: users.id, lastActivity: users.lastActivity, isOnline: users.isOnline })
    .from(users)
    .where(inArray(users.id, ids));
}

/** An owner's last heartbeat; undefined when `ownerId` is no owner's. */
export function findOwnerLastActivity(db: Db, ownerId: string) {
  return firstRow(
    db
      .select({ lastActivity: users.lastActivity })
      .from(owners)
      .innerJoin(users, eq(users.id, owners.userId))
      .where(eq(owners.userId, ownerId)),
  );
}
