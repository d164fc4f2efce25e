import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * Every metric of the process, defined once: the code that does a thing counts it
 * here through a named field (`metrics.emailsSent.inc()`), never by a name string
 * of its own. One registry per process, as Prometheus sees it: a scrape asks a
 * process, and tests building several apps in one process read deltas.
 * plugins/metrics.ts serves it at /metrics.
 */
export const registry = new Registry();

let defaultsOn = false;
/** Node's own figures (event-loop delay, heap, RSS, GC, handles): once per process, when /metrics is served. */
export function collectProcessMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

/** Seconds: from a cache hit (~0.1 ms) to a slow export (seconds). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
/** The open PostgreSQL pools (db/client.ts adds its own; several in tests), read at scrape time. */
const pools = new Set<() => PoolStats>();

/** Report a pool's connection counts on /metrics until the returned function is called. */
export function trackPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => void pools.delete(stats);
}

function poolGauge(name: string, help: string, field: keyof PoolStats) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const stats of pools) sum += stats()[field];
      this.set(sum);
    },
  });
}

export const metrics = {
  httpRequests: new Counter({
    name: "sewagear_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: "sewagear_http_request_duration_seconds",
    help: "Time from receiving a request to its answer, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  }),
  dbQueryDuration: new Histogram({
    name: "sewagear_db_query_duration_seconds",
    help: "Time a database query took, on the embedded database (pglite) or a PostgreSQL server (postgres).",
    labelNames: ["database"] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  }),
  dbPoolTotal: poolGauge("sewagear_db_pool_connections", "PostgreSQL connections open in the pool.", "total"),
  dbPoolIdle: poolGauge("sewagear_db_pool_idle_connections", "PostgreSQL connections open and idle.", "idle"),
  dbPoolWaiting: poolGauge("sewagear_db_pool_waiting_queries", "Queries waiting for a pool connection.", "waiting"),
  jobsQueued: new Gauge({
    name: "sewagear_jobs_queued",
    help: "Background jobs neither done nor failed nor being run (due now or scheduled later), from the jobs table.",
    registers: [registry],
  }),
  jobsRunning: new Gauge({
    name: "sewagear_jobs_running",
    help: "Background jobs claimed by a worker and not finished, from the jobs table.",
    registers: [registry],
  }),
  jobsFailed: new Gauge({
    name: "sewagear_jobs_failed",
    help: "Background jobs that failed their last attempt and are kept (listed on /admin/jobs).",
    registers: [registry],
  }),
  oldestDueJobAge: new Gauge({
    name: "sewagear_jobs_oldest_due_age_seconds",
    help: "How long the oldest due, unclaimed job has waited past its run time (0 when none waits).",
    registers: [registry],
  }),
  emailsSent: new Counter({ name: "sewagear_emails_sent_total", help: "E-mails sent.", registers: [registry] }),
  emailsFailed: new Counter({
    name: "sewagear_emails_failed_total",
    help: "E-mail send attempts that failed (the job retries).",
    registers: [registry],
  }),
  pushesSent: new Counter({
    name: "sewagear_pushes_sent_total",
    help: "Web Push messages accepted by a push service.",
    registers: [registry],
  }),
  pushesFailed: new Counter({
    name: "sewagear_pushes_failed_total",
    help: "Web Push sends that failed (expired subscriptions included).",
    registers: [registry],
  }),
  liveStreams: new Gauge({
    name: "sewagear_live_streams_open",
    help: "Live-event (SSE) streams open on /api/events.",
    registers: [registry],
  }),
  readCache: new Counter({
    name: "sewagear_read_cache_requests_total",
    help: "Public reads answered from the read cache (hit) or loaded from the database (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  }),
  rateLimited: new Counter({
    name: "sewagear_rate_limit_refusals_total",
    help: "Requests refused 429 by a per-address limit, by limit.",
    labelNames: ["limit"] as const,
    registers: [registry],
  }),
};

/** Run `query`, recording how long it took on `database`. */
export async function timeQuery<T>(database: "pglite" | "postgres", query: () => Promise<T>): Promise<T> {
  const end = metrics.dbQueryDuration.startTimer({ database });
  try {
    return await query();
  } finally {
    end();
  }
}
