import type { Db } from "../../db/client";
import { defineJobHandlers } from "../../jobs/contracts";
import type { Storage } from "../../storage/storage";
import { buildDataExport } from "./build";
import { DATA_EXPORT_BUILD_ATTEMPTS, DATA_EXPORT_BUILD_JOB, DATA_EXPORT_EXPIRE_JOB } from "./job-kinds";
import { clearFile, findExport, markFailed } from "./repository";

/** The data export's background work: building the ZIP, and deleting it when its link expires. */
export function dataExportJobHandlers(db: Db, storage: Storage) {
  return defineJobHandlers({
    [DATA_EXPORT_BUILD_JOB]: async ({ exportId }, job) => {
      try {
        await buildDataExport(db, storage, exportId);
      } catch (err) {
        // The last attempt: say so on /profile, so the person is not left waiting and may ask again.
        if (job.attempts >= DATA_EXPORT_BUILD_ATTEMPTS) await markFailed(db, exportId);
        throw err;
      }
    },
    [DATA_EXPORT_EXPIRE_JOB]: async ({ exportId }) => {
      const row = await findExport(db, exportId);
      if (!row?.fileKey) return;
      // File first, then the mark: a crash between them leaves a retry that removes again (a no-op).
      await storage.remove(row.fileKey);
      await clearFile(db, exportId);
    },
  });
}
