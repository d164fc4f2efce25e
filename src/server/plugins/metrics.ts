import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { readJobStats } from "../jobs/stats";
import { AppError } from "../lib/errors";
import { collectProcessMetrics, metrics, registry } from "../lib/metrics";
import { msg } from "../../shared/i18n/message";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Constant time whatever the length: the digests are compared, not the strings. */
function isToken(header: string | undefined, token: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? "");
  return !!match && timingSafeEqual(digest(match[1]!), token);
}

/**
 * GET /metrics in the Prometheus text format (ADR 042). Not public: a scrape
 * sends `Authorization: Bearer $METRICS_TOKEN`; without the token configured the
 * route does not exist (404) and no request is measured, so an operator who does
 * not scrape pays nothing. Prometheus scrapes each process at its own address
 * (each counts its own requests); the job figures come from the shared table.
 */
export function registerMetrics(app: FastifyInstance, { db, token }: { db: Db; token: string | undefined }) {
  if (!token) return;
  const expected = digest(token);
  collectProcessMetrics();

  // The route pattern, never the raw URL: ids would make a series per booking.
  app.addHook("onResponse", (req, reply, done) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? "unmatched", status: reply.statusCode };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    if (!isToken(req.headers.authorization, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("UNAUTHENTICATED", 401, msg("errors", "UNAUTHENTICATED"));
    }
    const jobs = await readJobStats(db);
    metrics.jobsQueued.set(jobs.queued);
    metrics.jobsRunning.set(jobs.running);
    metrics.jobsFailed.set(jobs.failed);
    metrics.oldestDueJobAge.set(jobs.oldestDueSeconds);
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });
}
