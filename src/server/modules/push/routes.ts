import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { moduleRoutes } from "../../plugins/routes";
import { OkResponse } from "../../../shared/contracts";
import {
  PushDevice,
  PushKey,
  PushPreferencesRequest,
  PushSettings,
  PushSubscribeRequest,
} from "../../../shared/push-contracts";
import { pushSettings, removeDevice, savePreferences, sendTestPush, subscribe } from "./service";
import { vapidKeys } from "./vapid";

const DeviceId = z.object({ id: z.coerce.number().int().positive() });
const SettingsQuery = z.object({ endpoint: z.string().max(2000).optional() });

/**
 * Web Push (issue 14 point 2): the public VAPID key, this user's devices and
 * per-event switches, and a test push. Every device route acts on the caller's
 * own rows only.
 */
export async function pushRoutes(app: FastifyInstance) {
  const { db, config, r, signedIn } = moduleRoutes(app);

  // Public by nature: the browser needs it before subscribing, and it grants nothing.
  r.get(
    "/api/push/key",
    { schema: { summary: "Read the push service's public key", response: { 200: PushKey } } },
    async () => ({
      publicKey: (await vapidKeys(db, config)).publicKey,
    }),
  );

  signedIn.get(
    "/api/push/settings",
    {
      schema: {
        summary: "Read my push subscriptions and preferences",
        querystring: SettingsQuery,
        response: { 200: PushSettings },
      },
    },
    async (req, actor) => pushSettings(db, actor, req.query.endpoint),
  );

  signedIn.post(
    "/api/push/subscriptions",
    {
      schema: {
        summary: "Subscribe this browser to push notifications",
        body: PushSubscribeRequest,
        response: { 201: PushDevice },
      },
    },
    async (req, actor, reply) => {
      const policy = { allowLoopback: config.PUSH_ALLOW_LOOPBACK };
      const device = await subscribe(db, actor, req.body, req.headers["user-agent"] ?? "", policy);
      return reply.code(201).send(device);
    },
  );

  signedIn.delete(
    "/api/push/subscriptions/:id",
    { schema: { summary: "Remove a push subscription", params: DeviceId, response: { 200: OkResponse } } },
    async (req, actor) => {
      await removeDevice(db, actor, req.params.id);
      return { ok: true as const };
    },
  );

  signedIn.put(
    "/api/push/preferences",
    {
      schema: {
        summary: "Choose which push notifications I get",
        body: PushPreferencesRequest,
        response: { 200: OkResponse },
      },
    },
    async (req, actor) => {
      await savePreferences(db, actor, req.body.enabled);
      return { ok: true as const };
    },
  );

  signedIn.post(
    "/api/push/test",
    { schema: { summary: "Send a test push notification to me", response: { 202: OkResponse } } },
    async (_req, actor, reply) => {
      await sendTestPush(db, actor);
      return reply.code(202).send({ ok: true as const });
    },
  );
}
