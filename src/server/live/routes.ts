import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireActor } from "../plugins/actor";
import { onDrain } from "../plugins/draining";
import { AppError } from "../lib/errors";
import { msg } from "../../shared/i18n/message";
import { metrics } from "../lib/metrics";
import type { Audience, LiveEvent } from "./bus";

const HEARTBEAT_MS = 25_000;

/**
 * Open streams one account, and one address, may hold in this process (issue 29:
 * one session held 1,000). A browser keeps one per tab; 20 is a person with
 * several devices and many tabs. The address cap is loose on purpose: Malaysian
 * mobile networks put many subscribers behind one carrier-grade NAT address, and
 * sign-ups are limited per address, so many accounts from one address are costly.
 * Scaled by RATE_LIMIT_FACTOR like every per-address limit (0: off).
 */
export const STREAMS_PER_USER = 20;
export const STREAMS_PER_ADDRESS = 500;

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

  const held = new Map<string, number>();
  const take = (keys: string[]) => keys.forEach((k) => held.set(k, (held.get(k) ?? 0) + 1));
  const give = (keys: string[]) =>
    keys.forEach((k) => {
      const n = (held.get(k) ?? 1) - 1;
      if (n > 0) held.set(k, n);
      else held.delete(k);
    });

  app.get(
    "/api/events",
    {
      config: { access: "session" },
      schema: { summary: "Stream my live changes (Server-Sent Events)", response: { 200: EVENT_STREAM } },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const keys = [`user:${actor.user.id}`, `ip:${req.ip}`];
      const factor = app.deps.config.RATE_LIMIT_FACTOR;
      const over = (key: string, max: number) => factor > 0 && (held.get(key) ?? 0) >= Math.round(max * factor);
      // Refused before the stream starts, so the answer is an ordinary error with its headers.
      if (over(keys[0]!, STREAMS_PER_USER) || over(keys[1]!, STREAMS_PER_ADDRESS)) {
        metrics.rateLimited.inc({ limit: "event-streams" });
        throw new AppError("RATE_LIMITED", 429, msg("errors", "RATE_LIMITED"), undefined, { limit: "event-streams" });
      }
      const audiences: Audience[] = [`user:${actor.user.id}`, `role:${actor.role}`];
      // The security headers the onRequest hook set (plugins/security.ts) go out with the
      // stream too: a hijacked reply skips Fastify's sending of them.
      const own = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
      reply.hijack();
      take(keys);
      const res = reply.raw;
      res.writeHead(200, {
        ...own,
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
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        give(keys);
        metrics.liveStreams.dec();
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      metrics.liveStreams.inc();
      req.raw.on("close", close);
    },
  );
}
