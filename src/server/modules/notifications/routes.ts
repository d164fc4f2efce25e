import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/actor";
import { requestLanguage } from "../../plugins/request-language";
import { OkResponse } from "../../../shared/contracts";
import { MarkNotificationsReadRequest, NotificationList } from "../../../shared/notification-contracts";
import { listNotifications, markNotificationsRead } from "./service";

/** The signed-in user's in-app notifications and unread count; each user sees only their own. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/notifications", { schema: { response: { 200: NotificationList } } }, async (req) => {
    const actor = await requireActor(req);
    return listNotifications(db, actor.user.id, await requestLanguage(req));
  });

  r.post(
    "/api/notifications/read",
    { schema: { body: MarkNotificationsReadRequest, response: { 200: OkResponse } } },
    async (req) => {
      const actor = await requireActor(req);
      await markNotificationsRead(db, actor.user.id, req.body.ids);
      return { ok: true as const };
    },
  );
}
