import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { jobs } from "../../db/schema";
import { enqueueEmailTo } from "../../jobs/email";
import { jobRow } from "../../jobs/queue";
import { todayInMalaysia } from "../../../shared/dates";
import { formatRM } from "../../../shared/money";
import { FILTER_DIGEST_JOB } from "./alert-job-kinds";
import { claimDigestDay, findDigestMatches, markEmailed } from "./alert-repository";
import { digestUnsubscribeToken } from "./unsubscribe";

/**
 * Queue the digest at `runAt` unless one is already waiting. A digest that is
 * running (locked by a worker) does not count: a match recorded while it runs
 * may come after its last read, and must still get a digest. The running job
 * names itself in `exceptJobId` when it queues the next one.
 */
export async function scheduleDigest(db: Db | Tx, runAt: Date, exceptJobId?: number) {
  const waiting = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, FILTER_DIGEST_JOB),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        exceptJobId === undefined ? undefined : ne(jobs.id, exceptJobId),
      ),
    );
  const row = jobRow({ kind: FILTER_DIGEST_JOB, payload: {}, runAt });
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, max_attempts)
    select ${row.kind}, ${JSON.stringify(row.payload)}::jsonb, ${runAt.toISOString()}::timestamptz, ${row.maxAttempts}
    where not exists (${waiting})`);
}

/**
 * One e-mail per person listing their matches not yet e-mailed, at most one a
 * Malaysian day: filter_digests' key refuses a second claim, so a retried or
 * doubled job cannot send twice. Each person's e-mail, claim and marks commit together.
 */
export async function sendDigests(db: Db, now = new Date()): Promise<void> {
  const day = todayInMalaysia(now);
  const byUser = new Map<string, Awaited<ReturnType<typeof findDigestMatches>>>();
  for (const m of await findDigestMatches(db)) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), m]);
  for (const [userId, matches] of byUser) {
    const token = encodeURIComponent(await digestUnsubscribeToken(db, userId));
    await db.transaction(async (tx) => {
      if (!(await claimDigestDay(tx, userId, day))) return;
      await enqueueEmailTo(tx, "filter_digest", userId, {
        url: "/filters",
        unsubscribeUrl: `/unsubscribe/${token}`,
        oneClickUrl: `/api/filters/unsubscribe/${token}`,
        matches: matches.map((m) => ({
          filterName: m.filterName,
          gearName: m.gearName,
          price: formatRM(m.pricePerDay),
          path: `/gear/${m.gearId}`,
        })),
      });
      await markEmailed(
        tx,
        matches.map((m) => m.matchId),
      );
    });
  }
}

/** Digests go out at 08:00 in Malaysia (00:00 UTC): the next such time after `now`. */
export function nextDigestAt(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
