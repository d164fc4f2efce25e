import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { externalCalendars, gear, jobs } from "../../db/schema";
import { defineJobHandlers } from "../../jobs/contracts";
import { enqueueJobs, jobRow } from "../../jobs/queue";
import { READ_EVERY_MS, type ReadSettings, readCalendar } from "./read";

export const CALENDAR_READ_JOB = "calendar.read";
export const CALENDAR_SWEEP_JOB = "calendar.sweep";

/** How often the sweep looks for calendars due (each is read every READ_EVERY_MS). */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Calendars queued by one sweep; the rest are due at the next one. */
const SWEEP_BATCH = 200;
/** A read job is one attempt and a retry: a feed that fails is recorded, not retried (read.ts). */
const READ_ATTEMPTS = 3;

/**
 * Queue the sweep at `runAt` unless one is already waiting (the analytics purge's
 * pattern), so two processes starting together keep one chain. A running sweep
 * names itself in `exceptJobId`.
 */
export async function scheduleCalendarSweep(db: Db, runAt: Date, exceptJobId?: number) {
  const waiting = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, CALENDAR_SWEEP_JOB),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        exceptJobId === undefined ? undefined : ne(jobs.id, exceptJobId),
      ),
    );
  const row = jobRow({ kind: CALENDAR_SWEEP_JOB, payload: {}, runAt });
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, max_attempts)
    select ${row.kind}, ${JSON.stringify(row.payload)}::jsonb, ${runAt.toISOString()}::timestamptz, ${row.maxAttempts}
    where not exists (${waiting})`);
}

/**
 * Queue a read of every calendar that is due (of listings not archived), moving
 * each one's next read forward in the same statement, so a second sweep (another
 * worker) does not queue it twice.
 */
export async function queueDueReads(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    const due = await tx
      .update(externalCalendars)
      .set({ nextReadAt: new Date(now.getTime() + READ_EVERY_MS) })
      .where(
        sql`${externalCalendars.id} in (
          select c.id from ${externalCalendars} c join ${gear} g on g.id = c.gear_id
          where c.next_read_at <= ${now.toISOString()}::timestamptz and g.status = 'active'
          order by c.next_read_at limit ${SWEEP_BATCH}
          for update of c skip locked)`,
      )
      .returning({ id: externalCalendars.id });
    await enqueueJobs(
      tx,
      due.map((c) => ({ kind: CALENDAR_READ_JOB, payload: { calendarId: c.id }, maxAttempts: READ_ATTEMPTS })),
    );
  });
}

/** "Read now": the worker reads it as soon as it can; the page shows it pending until then. */
export async function requestRead(db: Db, calendarId: number) {
  await db.transaction(async (tx) => {
    await tx.update(externalCalendars).set({ readRequestedAt: new Date() }).where(eq(externalCalendars.id, calendarId));
    await enqueueJobs(tx, [{ kind: CALENDAR_READ_JOB, payload: { calendarId }, maxAttempts: READ_ATTEMPTS }]);
  });
}

export function calendarJobHandlers(db: Db, settings: ReadSettings) {
  return defineJobHandlers({
    [CALENDAR_READ_JOB]: async ({ calendarId }) => {
      await readCalendar(db, settings, calendarId);
    },
    [CALENDAR_SWEEP_JOB]: async (_payload, job) => {
      await queueDueReads(db);
      await scheduleCalendarSweep(db, new Date(Date.now() + SWEEP_EVERY_MS), job.id);
    },
  });
}
