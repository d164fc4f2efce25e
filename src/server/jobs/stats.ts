import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface JobStats {
  /** Neither done nor failed, and not held by a worker: due now or scheduled later. */
  queued: number;
  /** Claimed by a worker whose lock has not run out. */
  running: number;
  /** Failed their last attempt and kept until the failed-job retention purges them. */
  failed: number;
  /** Seconds the oldest due, unclaimed job has waited past its run_at; 0 when none waits. */
  oldestDueSeconds: number;
}

/**
 * The queue as the jobs table has it now, for /metrics: read at scrape time,
 * so every process (and a worker running alone) is seen, not only this one's
 * work. Done jobs are left out by `done_at is null`, the bulk of the table.
 */
export async function readJobStats(db: Db): Promise<JobStats> {
  const res = await db.execute(sql`
    select
      count(*) filter (where failed_at is null and (locked_until is null or locked_until < now()))::int as queued,
      count(*) filter (where failed_at is null and locked_until >= now())::int as running,
      count(*) filter (where failed_at is not null)::int as failed,
      coalesce(extract(epoch from now() - min(run_at) filter (
        where failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      )), 0)::float8 as oldest
    from jobs where done_at is null`);
  const [row] = (res as unknown as { rows: { queued: number; running: number; failed: number; oldest: number }[] })
    .rows;
  return {
    queued: row?.queued ?? 0,
    running: row?.running ?? 0,
    failed: row?.failed ?? 0,
    oldestDueSeconds: row?.oldest ?? 0,
  };
}
