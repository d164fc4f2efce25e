import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireActor } from "../plugins/actor";
import { onDrain } from "../plugins/draining";
import type { Audience, LiveEvent } from "./bus";

const HEARTBEAT_MS = 25_000;

/** The answer is a stream written by hand (the reply is hijacked), declared for the API document. */
const EVENT_STREAM = {
  description:
    "Server-Sent Events: `event: <type>` with `data: { type, id? }` naming what changed (booking, notification, users, verification, wanted, review); refetch it through the usual endpoints.",
  content: { "text/event-stream": { schema: z.string() } },
};

/**
 * GET /api/events: Server-Sent Events of the signed-in user's changes (their own
 * user audience plus their role's). Each event names what changed; the client
 * refetches it through the normal, authorised endpoints.
 */
export async function liveRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  // End the streams before the server closes, or close() would wait on them.
  const endAll = () => {
    for (const end of open) end();
  };
  app.addHook("preClose", async () => endAll());
  // A draining process ends them at once: clients reconnect to another one (ADR 029).
  onDrain(app, endAll);

  app.get("/api/events", { schema: { response: { 200: EVENT_STREAM } } }, async (req, reply) => {
    const actor = await requireActor(req);
    const audiences: Audience[] = [`user:${actor.user.id}`, `role:${actor.role}`];
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // Tell proxies such as nginx not to buffer the stream.
      "x-accel-buffering": "no",
    });
    res.write(`retry: 3000\n: connected\n\n`);
    const send = (e: LiveEvent) => res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
    const unsubscribe = app.deps.live.subscribe(audiences, send);
    const heartbeat = setInterval(() => res.write(`: ping\n\n`), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    req.raw.on("close", close);
  });
}
