import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { purgeCounters } from "../lib/counters";

const DAY_MS = 86_400_000;

/**
 * Finished jobs are kept only as long as they help someone: a done job for
 * `doneDays` (enough to answer "did the mail go out?"), a failed one for
 * `failedDays` (admins look at failures and may retry them on /admin/jobs).
 * Their payloads name people and addresses, so keeping them forever kept
 * personal data with no use. Rate-limit windows a day old go in the same pass.
 */
export async function purgeFinishedJobs(db: Db, { doneDays, failedDays }: { doneDays: number; failedDays: number }) {
  const now = Date.now();
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now - doneDays * DAY_MS))),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, new Date(now - failedDays * DAY_MS))),
      ),
    )
    .returning({ id: jobs.id });
  await purgeCounters(db, new Date(now));
  return deleted.length;
}
