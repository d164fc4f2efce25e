import { AppError, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { Actor } from "../../plugins/actor";
import { DATA_EXPORT_EVERY_HOURS } from "../../../shared/data-export-contracts";
import type { DataExportRow } from "./repository";

/** When the account may ask again after `latest` (a failed build does not count against the day). */
export function nextRequestAt(latest: DataExportRow | undefined, now: Date): Date | null {
  if (!latest || latest.status === "failed") return null;
  const next = new Date(latest.requestedAt.getTime() + DATA_EXPORT_EVERY_HOURS * 3_600_000);
  return next > now ? next : null;
}

/** One request a day; the refusal says so and when the next may be made (`details.nextRequestAt`). */
export function assertMayRequest(latest: DataExportRow | undefined, now: Date): void {
  const next = nextRequestAt(latest, now);
  if (next)
    throw new AppError("TOO_SOON", 429, msg("profile", "dataExport.tooSoon"), undefined, {
      nextRequestAt: next.toISOString(),
    });
}

/** Whether the export's file is still offered: ready, not expired, and not yet deleted. */
export const isDownloadable = (row: DataExportRow, now: Date) =>
  row.status === "ready" && !!row.fileKey && !!row.expiresAt && row.expiresAt > now;

/**
 * Only the person it was made for downloads it, while it lasts; to anyone else
 * (staff and admins included: it holds ID documents) and after expiry it does not exist.
 */
export function assertMayDownload(actor: Actor, row: DataExportRow | undefined, now: Date): string {
  if (!row || row.userId !== actor.user.id || !isDownloadable(row, now))
    throw notFound(msg("profile", "dataExport.that"));
  return row.fileKey!;
}
