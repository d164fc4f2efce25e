import type { Db } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import { notFound } from "../../lib/errors";
import { mayReadReport } from "./policy";
import { findEvidence, findReport } from "./repository";

/**
 * The key of one evidence image (or of its thumbnail) of a report, for its reporter and the
 * reviewers only; 404 to anyone else, as for an image that does not exist.
 */
export async function evidenceKey(
  db: Db,
  actor: Actor,
  reportId: string,
  evidenceId: string,
  size: "full" | "thumb",
): Promise<string> {
  const report = await findReport(db, reportId);
  const evidence = report && mayReadReport(actor, report) ? await findEvidence(db, reportId, evidenceId) : undefined;
  if (!evidence) throw notFound(msg("scam", "errors.thatImage"));
  return size === "thumb" ? evidence.thumbKey : evidence.fileKey;
}
