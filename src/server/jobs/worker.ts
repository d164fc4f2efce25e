import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { redactError, redactText } from "../lib/redact";
import { type JobHandlers, type JobRun, parseJobPayload } from "./contracts";
import { purgeFinishedJobs } from "./purge";
import { JOBS_CHANNEL } from "./queue";
import { RetryLater } from "./retry-later";

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface WorkerOptions {
  database: Database;
  /** What runs each kind; tests may give only the kinds they run (a missing one fails its jobs at once). */
  handlers: Partial<JobHandlers>;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  /** A claimed job whose process died is retried after this long. */
  lockMs?: number;
  batchSize?: number;
  /** Days a done (failed) job is kept before the hourly purge deletes it. */
  retention?: { doneDays: number; failedDays: number };
}

/** How often a worker purges finished jobs; several workers purging at once only delete nothing twice. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The longest a worker waits between passes while they fail (database down): it resumes soon after. */
const MAX_BACKOFF_MS = 30_000;

/** Exponential backoff with a one-hour ceiling: base, 2×base, 4×base … */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Runs due jobs. Claims with FOR UPDATE SKIP LOCKED and a lease (locked_until), so
 * any number of workers in any number of processes can share the table, and a job
 * of a killed process is picked up again when its lease ends.
 */
export function startWorker(opts: WorkerOptions) {
  const { database, handlers, log, pollMs, retryBaseMs } = opts;
  const lockMs = opts.lockMs ?? 5 * 60 * 1000;
  const batchSize = opts.batchSize ?? 10;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const retention = opts.retention ?? { doneDays: 14, failedDays: 90 };
  let lastPurge = 0;
  /** Passes failed in a row: the poll backs off (doubling, at most MAX_BACKOFF_MS) until one succeeds. */
  let failures = 0;

  async function purgeIfDue() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    const n = await purgeFinishedJobs(database.db, retention);
    if (n) log.info({ purged: n }, "finished jobs purged");
  }

  async function claim(): Promise<ClaimedJob[]> {
    // UPDATE … RETURNING gives rows in the order they lie on disk, not the sub-select's:
    // sort again so jobs run in queue order ("confirmed" is mailed before "cancelled").
    const res = await database.db.execute(sql`
      with claimed as (
        update jobs set locked_until = now() + (${lockMs} * interval '1 millisecond'), attempts = attempts + 1
        where id in (
          select id from jobs
          where done_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until < now())
          order by run_at, id
          limit ${batchSize}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, run_at)
      select id, kind, payload, attempts, max_attempts from claimed order by run_at, id`);
    return (res as unknown as { rows: ClaimedJob[] }).rows;
  }

  /**
   * A job that can never run (a kind nobody handles, a payload its kind's schema
   * refuses) fails now with the reason, instead of being retried until its last attempt.
   */
  async function failNow(job: ClaimedJob, reason: string) {
    log.error({ jobId: job.id, kind: job.kind }, `job cannot run: ${redactText(reason)}`);
    await database.db.execute(sql`
      update jobs set locked_until = null, last_error = ${reason.slice(0, 2000)}, failed_at = now()
      where id = ${job.id}`);
  }

  async function runOne(job: ClaimedJob) {
    const parsed = parseJobPayload(job.kind, job.payload);
    if (!parsed.ok) return failNow(job, parsed.reason);
    // One table for every kind: the handler found under a kind takes that kind's
    // payload, which its schema has just parsed (the one place the kinds meet).
    const handler = handlers[parsed.kind] as ((payload: unknown, job: JobRun) => Promise<void>) | undefined;
    if (!handler) return failNow(job, `no handler for job kind ${job.kind}`);
    try {
      await handler(parsed.payload, { id: Number(job.id), attempts: job.attempts });
      await database.db.execute(
        sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`,
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      // Told when to come back (a push service's Retry-After): not sooner than that.
      const delay =
        err instanceof RetryLater
          ? Math.max(err.delayMs, retryDelayMs(job.attempts, retryBaseMs))
          : retryDelayMs(job.attempts, retryBaseMs);
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, final }, `job failed: ${redactText(message)}`);
      await database.db.execute(sql`
        update jobs set locked_until = null, last_error = ${message.slice(0, 2000)},
          failed_at = case when ${final} then now() else null end,
          run_at = now() + (${delay} * interval '1 millisecond')
        where id = ${job.id}`);
    }
  }

  async function drainOnce() {
    for (;;) {
      if (stopped) return;
      const batch = await claim();
      if (batch.length === 0) return;
      for (const job of batch) await runOne(job);
    }
  }

  /** Run now; if already running, run once more afterwards so no wake-up is lost. */
  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        // The purge is inside the loop: a wake-up that comes while it runs (on
        // PostgreSQL the first pass's purge is a round trip) must still be served.
        do {
          again = false;
          await drainOnce();
          await purgeIfDue();
        } while (again && !stopped);
        failures = 0;
      } catch (err) {
        // Typically the database is down: say so once per pass, and poll less often until it is back.
        failures++;
        log.error({ err: redactError(err), failures }, "job worker pass failed");
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const loop = () => {
    if (stopped) return;
    void tick().finally(() => {
      if (!stopped)
        timer = setTimeout(loop, failures ? Math.min(retryDelayMs(failures, pollMs), MAX_BACKOFF_MS) : pollMs);
    });
  };

  // Woken on commit; after a lost LISTEN connection, one pass catches up with what
  // was notified meanwhile (the poll would too, a little later).
  void database
    .listen(
      JOBS_CHANNEL,
      () => void tick(),
      () => void tick(),
    )
    .then(
      (u) => {
        unlisten = u;
        if (stopped) void u();
      },
      // Not fatal: the poll still finds every due job.
      (err: unknown) => log.error({ err: redactError(err) }, "job worker: LISTEN failed; polling only"),
    );
  loop();

  return {
    /** Process everything due now (tests use it to avoid waiting for the poll). */
    drain: () => tick(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await running;
    },
  };
}

export type Worker = ReturnType<typeof startWorker>;
