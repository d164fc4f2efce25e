import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notifications, pushPreferences, pushSubscriptions, users } from "../../db/schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Save a device's subscription. The endpoint identifies the browser: subscribing
 * again replaces its keys, and a device that signs in under another account
 * moves to that account (the previous one must not read the new user's pushes).
 */
export async function upsertSubscription(
  db: Db,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string },
) {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
    })
    .returning();
  return saved!;
}

export const findSubscriptions = (db: Db | Tx, userId: string) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

export async function findSubscription(db: Db, id: number) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** Remove one of the user's devices; another user's id removes nothing. */
export async function deleteOwnSubscription(db: Db, userId: string, id: number) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The push service said the subscription is gone (404/410). Matched on the endpoint too, so a re-subscribed row survives. */
export async function deleteExpiredSubscription(db: Db, id: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A push arrived: the device's failures in a row start again. */
export async function markSent(db: Db, id: number) {
  await db.update(pushSubscriptions).set({ lastSentAt: new Date(), failures: 0 }).where(eq(pushSubscriptions.id, id));
}

/** One more failed send in a row to this device; returns how many now. */
export async function countFailedSend(db: Db, id: number) {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.failures });
  return row?.failures ?? 0;
}

export async function findDisabledEvents(db: Db | Tx, userId: string): Promise<string[]> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return row?.disabled ?? [];
}

export async function saveDisabledEvents(db: Db, userId: string, disabled: string[]) {
  await db
    .insert(pushPreferences)
    .values({ userId, disabled })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { disabled } });
}

export async function findUserLanguage(db: Db, userId: string) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

/** The notification a push job points at, as it is when the push is sent. */
export async function findPushedNotification(db: Db, id: number) {
  const [row] = await db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row;
}
