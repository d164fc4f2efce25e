import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema";
import { publish } from "../../live/bus";

export interface NewNotification {
  kind: string;
  title: string;
  body?: string;
  link?: string;
}

/** Add an in-app notification in the caller's transaction and tell the user's open tabs. */
export async function notify(tx: Db | Tx, userId: string, n: NewNotification): Promise<void> {
  await tx.insert(notifications).values(notificationRow(userId, n));
  await publish(tx, [`user:${userId}`], NOTIFICATION_EVENT);
}

/** The live event that tells a user's open tabs to refetch their notifications. */
export const NOTIFICATION_EVENT = { type: "notification" } as const;

/** The notifications row of `n`, for writers that insert it themselves (bookings/create-statement.ts). */
export function notificationRow(userId: string, n: NewNotification): typeof notifications.$inferInsert {
  return { userId, kind: n.kind, title: n.title, body: n.body ?? "", link: n.link ?? null };
}

export async function listNotifications(db: Db, userId: string) {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(50),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    items: items.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      read: !!n.readAt,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Mark some (or, without ids, all) of the user's notifications read; others' ids are ignored. */
export async function markNotificationsRead(db: Db, userId: string, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
