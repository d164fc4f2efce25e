import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";

/** What an incoming X-Request-Id may look like; anything else (newlines in a log line, megabytes) is replaced. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The request's id: the proxy's X-Request-Id when it sent a sane one (so nginx's
 * log and ours name the same request), else a fresh UUID. Fastify puts it in
 * every log line of the request (`reqId`).
 */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request, so a user's report of an error can be found in the log. */
export function registerRequestId(app: FastifyInstance) {
  // Callback hooks here and in the other per-request plugins: an async hook costs a promise per request.
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    done();
  });
}
