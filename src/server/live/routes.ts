import type { FastifyInstance } from "fastify";
import { requireActor } from "../plugins/actor";
import type { Audience, LiveEvent } from "./bus";

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: Server-Sent Events of the signed-in user's changes (their own
 * user audience plus their role's). Each event names what changed; the client
 * refetches it through the normal, authorised endpoints.
 */
export async function liveRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  // End the streams before the server closes, or close() would wait on them.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get("/api/events", async (req, reply) => {
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
