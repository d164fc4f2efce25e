import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { hit } from "../lib/counters";
import { metrics } from "../lib/metrics";
import { AppError } from "../lib/errors";
import { msg } from "../../shared/i18n/message";
import { createBatchedCounter } from "./batched-counter";
import { createRefusedUntil } from "./refused-until";

interface Limit {
  bucket: string;
  /** Requests per window per address (before RATE_LIMIT_FACTOR). */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Every API request: generous, a runaway script's ceiling rather than a person's. */
const DEFAULT_LIMIT: Limit = { bucket: "api", max: 300, windowMs: MINUTE };

/**
 * The stricter limits, each on top of the default. Registration and password
 * reset each send an e-mail and can probe which addresses have accounts; uploads
 * cost disk and image decoding; messages and Wanted posts reach other people.
 */
const ROUTE_LIMITS: Record<string, Limit> = {
  "POST /api/register": { bucket: "register", max: 10, windowMs: 60 * MINUTE },
  "POST /api/owners/register": { bucket: "register", max: 10, windowMs: 60 * MINUTE },
  "POST /api/applications": { bucket: "register", max: 10, windowMs: 60 * MINUTE },
  "POST /api/auth/request-password-reset": { bucket: "password-reset", max: 5, windowMs: 15 * MINUTE },
  // Its own bucket: a person who asked for a few links must not be refused when setting the new
  // password (issue 30 item 4). The step needs a valid token, so guessing is bounded by the token.
  "POST /api/auth/reset-password": { bucket: "password-set", max: 10, windowMs: 15 * MINUTE },
  "POST /api/bookings/:id/messages": { bucket: "messages", max: 60, windowMs: 10 * MINUTE },
  "POST /api/wanted": { bucket: "wanted", max: 10, windowMs: 60 * MINUTE },
  "POST /api/wanted/:id/answers": { bucket: "wanted", max: 20, windowMs: 60 * MINUTE },
  "GET /api/owners/username-availability": { bucket: "username", max: 30, windowMs: MINUTE },
};

/** Any multipart body (photos, receipts, documents, evidence): decoding images is the costly part. */
const UPLOAD_LIMIT: Limit = { bucket: "uploads", max: 30, windowMs: 10 * MINUTE };

/** Load balancers ask this every few seconds; it reads nothing. */
const EXEMPT = new Set(["/api/health"]);

function limitsFor(req: FastifyRequest): Limit[] {
  const limits = [DEFAULT_LIMIT];
  // By route pattern ("/api/bookings/:id/messages"), or by path under a wildcard route (/api/auth/*).
  const route =
    ROUTE_LIMITS[`${req.method} ${req.routeOptions.url ?? ""}`] ??
    ROUTE_LIMITS[`${req.method} ${req.url.split("?")[0]}`];
  if (route) limits.push(route);
  if (String(req.headers["content-type"] ?? "").startsWith("multipart/form-data")) limits.push(UPLOAD_LIMIT);
  return limits;
}

/**
 * Per-address limits on every API request, counted in PostgreSQL
 * (rate_limit_counters) so they hold across every process on the database — an
 * in-memory store would give each process its own allowance. req.ip honours
 * TRUST_PROXY (a number of hops or the proxies' addresses, never every hop), so
 * a client cannot pick its address by sending X-Forwarded-For. Counted in
 * onRequest, before a body is read: a refused upload costs no parsing.
 * RATE_LIMIT_FACTOR scales every limit (0 turns them off). The default limit,
 * which every request pays, is counted in memory while an address is far below it
 * and written in batches (batched-counter.ts, decision record 026); the stricter
 * ones are written on every hit. An address found over a limit is refused from
 * memory until that window ends (refused-until.ts): its refusals write nothing.
 */
export function registerRateLimits(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const factor = config.RATE_LIMIT_FACTOR;
  if (factor === 0) return;
  const allowed = (limit: Limit) => Math.max(1, Math.round(limit.max * factor));
  const everyRequest = createBatchedCounter(db, allowed(DEFAULT_LIMIT));
  app.addHook("preClose", () => everyRequest.close());
  const over = createRefusedUntil();
  // Both refusals (counted over, and known over from memory) are counted for /metrics.
  const refuse = (reply: FastifyReply, limit: Limit, resetsAt: number) => {
    metrics.rateLimited.inc({ limit: limit.bucket });
    reply.header("retry-after", String(Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000))));
    return new AppError("RATE_LIMITED", 429, msg("errors", "RATE_LIMITED"), undefined, { limit: limit.bucket });
  };
  app.addHook("onRequest", async (req, reply) => {
    const path = req.url.split("?")[0]!;
    if (!path.startsWith("/api/") || EXEMPT.has(path)) return;
    const limits = limitsFor(req);
    // Already over one of its limits: refused before anything is counted or written.
    for (const limit of limits) {
      const until = over.refusedUntil(limit.bucket, req.ip);
      if (until !== null) throw refuse(reply, limit, until);
    }
    for (const limit of limits) {
      const window = { bucket: limit.bucket, key: req.ip, windowMs: limit.windowMs };
      const { hits, resetsAt } = limit === DEFAULT_LIMIT ? await everyRequest.hit(window) : await hit(db, window);
      if (hits > allowed(limit)) {
        over.refuse(limit.bucket, req.ip, resetsAt.getTime());
        throw refuse(reply, limit, resetsAt.getTime());
      }
    }
  });
}
