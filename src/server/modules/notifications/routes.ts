import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/actor";
import { listNotifications, markNotificationsRead } from "./service";

/** The signed-in user's in-app notifications and unread count. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/notifications", async (req) => {
    const actor = await requireActor(req);
    return listNotifications(app.deps.db, actor.user.id);
  });
  r.post(
    "/api/notifications/read",
    { schema: { body: z.object({ ids: z.array(z.number().int()).max(200).optional() }) } },
    async (req) => {
      const actor = await requireActor(req);
      await markNotificationsRead(app.deps.db, actor.user.id, req.body.ids);
      return { ok: true };
    },
  );
}
