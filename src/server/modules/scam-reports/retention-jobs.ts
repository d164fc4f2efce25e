import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { scamReports } from "../../db/schema/scam-reports";
import { enqueueJob } from "../../jobs/queue";
import { defineJobHandlers } from "../../jobs/contracts";
import type { Storage } from "../../storage/storage";
import { findReport, listEvidence } from "./repository";

/**
 * A dismissed report names a person we could not find at fault (ADR 016): its
 * clear identifiers go at the decision, and 30 days later — time for the reporter
 * to come back with more — the report itself, its evidence images and the
 * reported name. Confirmed reports stay: their keys are what matches.
 */
export const DISMISSED_RETENTION_DAYS = 30;
export const PURGE_DISMISSED_JOB = "scam.purge-dismissed";

/** Queued in the dismissal's transaction, so a dismissed report always has its purge. */
export async function scheduleDismissedPurge(tx: Tx, reportId: string, decidedAt: Date) {
  await enqueueJob(tx, {
    kind: PURGE_DISMISSED_JOB,
    payload: { reportId },
    runAt: new Date(decidedAt.getTime() + DISMISSED_RETENTION_DAYS * 86_400_000),
  });
}

export function scamReportJobHandlers(db: Db, storage: Storage) {
  return defineJobHandlers({
    [PURGE_DISMISSED_JOB]: async ({ reportId }) => {
      const r = await findReport(db, reportId);
      if (r?.status !== "dismissed") return;
      // Files first, then the rows (evidence rows go with the report): a crash in
      // between leaves the rows, and the retried job removes again (a no-op) and deletes.
      for (const e of await listEvidence(db, [r.id])) {
        await storage.remove(e.fileKey);
        await storage.remove(e.thumbKey);
      }
      await db.delete(scamReports).where(eq(scamReports.id, r.id));
    },
  });
}
