import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { moduleRoutes } from "../../plugins/routes";
import { OwnerActivity, OwnerIdParams, PresenceList, PresenceQuery } from "../../../shared/presence-contracts";
import { PRESENCE_READERS } from "./policy";
import { getOwnerActivity, listPresence, recordHeartbeat } from "./service";

/** Seed sections 7 and 9: the app's heartbeat, the back office's online status, an owner's public "last active". */
export async function presenceRoutes(app: FastifyInstance) {
  const { db, r, signedIn, forRoles } = moduleRoutes(app);

  signedIn.post(
    "/api/presence/heartbeat",
    {
      config: { errors: [] },
      schema: {
        summary: "Say that I am online",
        description: "The signed-in app is open and visible.",
        response: { 204: z.null() },
      },
    },
    async (_req, actor, reply) => {
      await recordHeartbeat(db, actor.user.id);
      return reply.status(204).send(null);
    },
  );

  forRoles(...PRESENCE_READERS).get(
    "/api/presence/users",
    {
      schema: {
        summary: "Read which accounts are online",
        querystring: PresenceQuery,
        response: { 200: PresenceList },
      },
    },
    async (req) => ({ items: await listPresence(db, req.query.ids) }),
  );

  r.get(
    "/api/presence/owners/:ownerId",
    { schema: { summary: "Read an owner's last activity", params: OwnerIdParams, response: { 200: OwnerActivity } } },
    (req) => getOwnerActivity(db, req.params.ownerId),
  );
}
