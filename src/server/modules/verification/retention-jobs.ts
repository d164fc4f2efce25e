import type { Db, Tx } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { defineJobHandlers } from "../../jobs/contracts";
import type { Storage } from "../../storage/storage";
import { findRequest, markDocumentsDeleted } from "./repository";

/**
 * PRODUCT.md §10 (PDPA): identity documents are kept no longer than needed. The
 * decision, the name as on the IC and the MyKad number stay on the request (an
 * owner's damage claim may need to know who rented); the images go 90 days after
 * the decision — long enough to settle a dispute about the decision itself.
 */
export const DOCUMENT_RETENTION_DAYS = 90;
export const PURGE_DOCUMENTS_JOB = "verification.purge-documents";

/** Queue the purge in the decision's transaction, so a decided request always has one. */
export async function schedulePurge(tx: Tx, verificationId: string, decidedAt: Date) {
  await enqueueJob(tx, {
    kind: PURGE_DOCUMENTS_JOB,
    payload: { verificationId },
    runAt: new Date(decidedAt.getTime() + DOCUMENT_RETENTION_DAYS * 86_400_000),
  });
}

export function verificationJobHandlers(db: Db, storage: Storage) {
  return defineJobHandlers({
    [PURGE_DOCUMENTS_JOB]: async ({ verificationId }) => {
      const v = await findRequest(db, verificationId);
      // A pending request is still being reviewed; an already purged one has nothing left.
      if (!v || v.status === "pending" || v.documentsDeletedAt) return;
      // Files first, then the mark: a crash in between leaves the mark unset, so the
      // retried job removes again (a no-op) and then marks. Never marked with files left.
      for (const key of [v.icFrontKey, v.icBackKey, v.selfieKey, v.studentCardKey]) if (key) await storage.remove(key);
      await markDocumentsDeleted(db, v.id);
    },
  });
}
