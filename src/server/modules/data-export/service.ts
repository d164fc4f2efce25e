import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import type { Actor } from "../../plugins/actor";
import type { DataExportState } from "../../../shared/data-export-contracts";
import { DATA_EXPORT_BUILD_ATTEMPTS, DATA_EXPORT_BUILD_JOB } from "./job-kinds";
import { assertMayDownload, assertMayRequest, isDownloadable, nextRequestAt } from "./policy";
import { findExport, findLatestExport, insertExport, lockAccount } from "./repository";

/**
 * Ask for everything SewaGear holds about me (PRODUCT.md §10 PDPA). The request
 * and its build job are written together (outbox); the worker makes the ZIP.
 * One a day, decided under the account's row lock so two clicks make one request.
 */
export async function requestDataExport({ db, actor }: { db: Db; actor: Actor }): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await lockAccount(tx, actor.user.id);
    assertMayRequest(await findLatestExport(tx, actor.user.id), new Date());
    await insertExport(tx, { id, userId: actor.user.id });
    // A build that keeps failing is marked failed (jobs.ts) rather than retried for days.
    await enqueueJob(tx, {
      kind: DATA_EXPORT_BUILD_JOB,
      payload: { exportId: id },
      maxAttempts: DATA_EXPORT_BUILD_ATTEMPTS,
    });
  });
  return id;
}

/** My latest request as /profile shows it. */
export async function getDataExportState(db: Db, actor: Actor): Promise<DataExportState> {
  const now = new Date();
  const row = await findLatestExport(db, actor.user.id);
  const next = nextRequestAt(row, now);
  if (!row) return { latest: null, nextRequestAt: null };
  const ready = isDownloadable(row, now);
  const status = row.status === "ready" && !ready ? "expired" : row.status;
  return {
    latest: {
      id: row.id,
      status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadUrl: ready ? `/api/profile/data-export/${row.id}/download` : null,
      byteSize: ready ? row.byteSize : null,
    },
    nextRequestAt: next?.toISOString() ?? null,
  };
}

/** The stored ZIP of export `id`, for the person it was made for while it lasts; 404 otherwise. */
export async function dataExportFile(db: Db, actor: Actor, id: string) {
  const row = await findExport(db, id);
  const key = assertMayDownload(actor, row, new Date());
  return { key, requestedAt: row!.requestedAt };
}
