import type { Db, Tx } from "../../db/client";
import { publish } from "../../live/bus";
import type { Language } from "../../../shared/i18n/languages";
import { translateMessage } from "../../../shared/i18n/message";
import { messageTranslator } from "../../lib/i18n";
import type { NotificationList } from "../../../shared/notification-contracts";
import { enqueueJob, enqueueJobs } from "../../jobs/queue";
import { pushJob } from "../push/enqueue";
import {
  findNotifications,
  insertNotification,
  insertNotifications,
  type NotificationInsert,
  setNotificationsRead,
} from "./repository";

/**
 * A notification to store. `title` and `body` are `msg(…)` strings (or, in rows
 * written before issue 10, English texts): they are translated when listed, in
 * the reader's language at that moment.
 */
export interface NewNotification {
  kind: string;
  title: string;
  body?: string;
  link?: string;
}

/** Add an in-app notification in the caller's transaction, tell the user's open tabs, and push to their devices. */
export async function notify(tx: Db | Tx, userId: string, n: NewNotification): Promise<void> {
  const id = await insertNotification(tx, notificationRow(userId, n));
  const push = pushJob(id, n.kind);
  if (push) await enqueueJob(tx, push);
  await publish(tx, [`user:${userId}`], NOTIFICATION_EVENT);
}

/**
 * The same notice to several people (the admins, the back office) in the caller's
 * transaction: one insert of the rows, one of their push jobs and one live event,
 * instead of three statements per person.
 */
export async function notifyUsers(tx: Db | Tx, userIds: string[], n: NewNotification): Promise<void> {
  if (userIds.length === 0) return;
  const ids = await insertNotifications(
    tx,
    userIds.map((id) => notificationRow(id, n)),
  );
  await enqueueJobs(
    tx,
    ids.flatMap((id) => pushJob(id, n.kind) ?? []),
  );
  await publish(
    tx,
    userIds.map((id) => `user:${id}` as const),
    NOTIFICATION_EVENT,
  );
}

/** The live event that tells a user's open tabs to refetch their notifications. */
export const NOTIFICATION_EVENT = { type: "notification" } as const;

/** The notifications row of `n`, for writers that insert it themselves (bookings/create-statement.ts). */
export function notificationRow(userId: string, n: NewNotification): NotificationInsert {
  return { userId, kind: n.kind, title: n.title, body: n.body ?? "", link: n.link ?? null };
}

/** The user's notifications, newest first, in `lang`. */
export async function listNotifications(db: Db, userId: string, lang: Language): Promise<NotificationList> {
  const { items, unread } = await findNotifications(db, userId);
  const t = messageTranslator(lang);
  return {
    unread,
    items: items.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: translateMessage(n.title, t),
      body: translateMessage(n.body, t),
      link: n.link,
      read: !!n.readAt,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Mark some (or, without ids, all) of the user's notifications read; others' ids are ignored. */
export const markNotificationsRead = (db: Db, userId: string, ids?: number[]) => setNotificationsRead(db, userId, ids);
