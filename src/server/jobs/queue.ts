import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { jobs } from "../db/schema";
import type { JobInput } from "./contracts";

export type { JobInput } from "./contracts";

/** Channel the worker LISTENs on, so a committed job runs at once instead of at the next poll. */
export const JOBS_CHANNEL = "sewagear_jobs";

/**
 * Write a job. Pass the transaction of the change that causes it: the job then
 * exists if and only if the change committed (transactional outbox), and the
 * NOTIFY is delivered on commit.
 */
export async function enqueueJob(db: Db | Tx, job: JobInput): Promise<void> {
  await db.insert(jobs).values(jobRow(job));
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** Write several jobs in one statement (same outbox rule as enqueueJob); none is nothing. */
export async function enqueueJobs(db: Db | Tx, list: JobInput[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(jobs).values(list.map(jobRow));
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** The jobs row of `job`, for writers that insert it themselves (bookings/create-statement.ts). */
export function jobRow(job: JobInput): typeof jobs.$inferInsert {
  return {
    kind: job.kind,
    payload: job.payload,
    runAt: job.runAt ?? new Date(),
    maxAttempts: job.maxAttempts ?? 25,
  };
}
