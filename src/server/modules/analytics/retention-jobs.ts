import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { analyticsDailySessions, analyticsVisits } from "../../db/schema/analytics";
import { jobRow } from "../../jobs/queue";
import { defineJobHandlers } from "../../jobs/contracts";
import { addDays, todayInMalaysia } from "../../../shared/dates";

export const PURGE_ANALYTICS_JOB = "analytics.purge";
const DAY_MS = 86_400_000;
/**
 * Raw visit rows are kept 400 days (a year-on-year look at a page, with room to
 * spare); the daily, page and user counters stay for good.
 */
export const VISIT_RETENTION_DAYS = 400;
/** A day's (date, session) rows only matter while that day can still get visits: today, and yesterday for a clock at the edge. */
const SESSION_RETENTION_DAYS = 2;

/** Delete what is past its retention at `now`; the counters are untouched. */
export async function purgeAnalytics(db: Db, now = new Date()) {
  const oldestSessionDay = addDays(todayInMalaysia(now), -SESSION_RETENTION_DAYS);
  await db.delete(analyticsDailySessions).where(lt(analyticsDailySessions.date, oldestSessionDay));
  await db
    .delete(analyticsVisits)
    .where(lt(analyticsVisits.occurredAt, new Date(now.getTime() - VISIT_RETENTION_DAYS * DAY_MS)));
}

/**
 * Queue the purge at `runAt` unless one is already waiting, so two processes
 * starting together (or a start while the chain runs) keep one chain. A running
 * purge names itself in `exceptJobId`: it is not done yet, and is no reason to stop.
 */
export async function schedulePurge(db: Db, runAt: Date, exceptJobId?: number) {
  const waiting = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, PURGE_ANALYTICS_JOB),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        exceptJobId === undefined ? undefined : ne(jobs.id, exceptJobId),
      ),
    );
  const row = jobRow({ kind: PURGE_ANALYTICS_JOB, payload: {}, runAt });
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, max_attempts)
    select ${row.kind}, ${JSON.stringify(row.payload)}::jsonb, ${runAt.toISOString()}::timestamptz, ${row.maxAttempts}
    where not exists (${waiting})`);
}

/** The daily purge: runs, then queues the next one a day later. */
export function analyticsJobHandlers(db: Db) {
  return defineJobHandlers({
    [PURGE_ANALYTICS_JOB]: async (_payload, job) => {
      await purgeAnalytics(db);
      await schedulePurge(db, new Date(Date.now() + DAY_MS), job.id);
    },
  });
}
