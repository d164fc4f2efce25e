import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { JOBS_CHANNEL } from "./queue";

export type JobHandler = (payload: unknown, job: { id: number; attempts: number }) => Promise<void>;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface WorkerOptions {
  database: Database;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  /** A claimed job whose process died is retried after this long. */
  lockMs?: number;
  batchSize?: number;
}

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

  async function claim(): Promise<ClaimedJob[]> {
    const res = await database.db.execute(sql`
      update jobs set locked_until = now() + (${lockMs} * interval '1 millisecond'), attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${batchSize}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
    return (res as unknown as { rows: ClaimedJob[] }).rows;
  }

  async function runOne(job: ClaimedJob) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { id: Number(job.id), attempts: job.attempts });
      await database.db.execute(
        sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`,
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      const delay = retryDelayMs(job.attempts, retryBaseMs);
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, final }, `job failed: ${message}`);
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
        do {
          again = false;
          await drainOnce();
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, "job worker pass failed");
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const loop = () => {
    if (stopped) return;
    void tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, pollMs);
    });
  };

  void database
    .listen(JOBS_CHANNEL, () => void tick())
    .then((u) => {
      unlisten = u;
      if (stopped) void u();
    });
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
