import { z } from "zod";
import { Timestamp } from "./contracts";

export const NotificationView = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: Timestamp,
});
export type NotificationView = z.infer<typeof NotificationView>;

/** GET /api/notifications: the newest 50 and how many are unread. */
export const NotificationList = z.object({ unread: z.number(), items: z.array(NotificationView) });
export type NotificationList = z.infer<typeof NotificationList>;

/** POST /api/notifications/read: these ids, or without ids all of them. */
export const MarkNotificationsReadRequest = z.object({ ids: z.array(z.number().int()).max(200).optional() });
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;
