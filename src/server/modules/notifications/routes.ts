import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { requestLanguage } from "../../plugins/request-language";
import { OkResponse } from "../../../shared/contracts";
import { MarkNotificationsReadRequest, NotificationList } from "../../../shared/notification-contracts";
import { listNotifications, markNotificationsRead } from "./service";

/** The signed-in user's in-app notifications and unread count; each user sees only their own. */
export async function notificationRoutes(app: FastifyInstance) {
  const { db, signedIn } = moduleRoutes(app);

  signedIn.get(
    "/api/notifications",
    { schema: { summary: "List my notifications", response: { 200: NotificationList } } },
    async (req, actor) => listNotifications(db, actor.user.id, await requestLanguage(req)),
  );

  signedIn.post(
    "/api/notifications/read",
    {
      schema: { summary: "Mark notifications read", body: MarkNotificationsReadRequest, response: { 200: OkResponse } },
    },
    async (req, actor) => {
      await markNotificationsRead(db, actor.user.id, req.body.ids);
      return { ok: true as const };
    },
  );
}
