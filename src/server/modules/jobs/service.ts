import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { JOBS_CHANNEL } from "../../jobs/queue";
import { FAILED_JOBS_SHOWN, type FailedJobView } from "../../../shared/jobs-contracts";
import { msg } from "../../../shared/i18n/message";
import { recordAudit } from "../audit/record";

export async function listFailedJobs(db: Db): Promise<FailedJobView[]> {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      failedAt: jobs.failedAt,
    })
    .from(jobs)
    .where(isNotNull(jobs.failedAt))
    .orderBy(desc(jobs.failedAt), desc(jobs.id))
    .limit(FAILED_JOBS_SHOWN);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), failedAt: r.failedAt!.toISOString() }));
}

/**
 * Put a failed job back in the queue with a fresh set of attempts. The update is
 * conditional on the job still being failed, so two admins retrying at once
 * queue it once (the second gets 404) and a job that is not failed is never
 * touched. The audit entry commits with it; the NOTIFY wakes a worker on commit.
 */
export async function retryFailedJob(db: Db, adminId: string, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ failedAt: null, attempts: 0, runAt: new Date(), lockedUntil: null })
      .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
      .returning({ id: jobs.id, kind: jobs.kind, lastError: jobs.lastError });
    if (!row) throw notFound(msg("jobs", "thing"));
    await recordAudit(tx, {
      actorId: adminId,
      action: "job.retried",
      subjectType: "job",
      subjectId: row.id,
      before: { status: "failed" },
      after: { status: "queued" },
      detail: { kind: row.kind, lastError: (row.lastError ?? "").slice(0, 200) },
    });
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    return { id: row.id };
  });
}
