import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { countRows, stampOnce } from "../../db/query";
import { notifications } from "../../db/schema";

export type NotificationInsert = typeof notifications.$inferInsert;

export async function insertNotification(tx: Db | Tx, row: NotificationInsert) {
  const [stored] = await tx.insert(notifications).values(row).returning({ id: notifications.id });
  return stored!.id;
}

/** The rows' ids, in the order given. */
export async function insertNotifications(tx: Db | Tx, rows: NotificationInsert[]) {
  if (rows.length === 0) return [];
  const stored = await tx.insert(notifications).values(rows).returning({ id: notifications.id });
  return stored.map((r) => r.id);
}

/** The user's newest 50 notifications and their unread count. */
export async function findNotifications(db: Db, userId: string) {
  const [items, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(50),
    countRows(db, notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unread };
}

/** Mark some (or, without ids, all) of the user's unread notifications read; others' ids match nothing. */
export async function setNotificationsRead(db: Db, userId: string, ids?: number[]) {
  await stampOnce(
    db,
    notifications,
    "readAt",
    and(eq(notifications.userId, userId), ids ? inArray(notifications.id, ids) : undefined),
  );
}
