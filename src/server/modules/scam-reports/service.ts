import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { badInput } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { processPhotoUploads } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { msg } from "../../../shared/i18n/message";
import { maskEmail, maskIcLast4, maskPhone } from "../../../shared/scam-identifiers";
import {
  type ScamDecisionRequest,
  SCAM_LIMITS,
  ScamReportRequest,
  type ScamReportList,
  type ScamReportStatus,
  type ScamReportView,
} from "../../../shared/scam-report-contracts";
import { recordAudit } from "../audit/record";
import { notify, notifyUsers } from "../notifications/service";
import { keysOf, matchSecret } from "./keys";
import { flagOpenRequests, REVIEW_PAGE } from "./matching";
import { assertPending, reportHidden } from "./policy";
import { presentReport } from "./presenter";
import { scheduleDismissedPurge } from "./retention-jobs";
import {
  findBookingOwner,
  findReportWithNames,
  findReviewers,
  insertKeys,
  insertReport,
  listEvidence,
  listReportsBy,
  listReportsIn,
  lockReport,
  type ReportWithNames,
  updateReport,
} from "./repository";

const MY_REPORTS = "/owners/report-scammer";

async function presentAll(db: Db, rows: ReportWithNames[]): Promise<ScamReportList> {
  const evidence = await listEvidence(
    db,
    rows.map((r) => r.report.id),
  );
  return { items: rows.map((r) => presentReport(r, evidence)) };
}

async function presentOne(db: Db, id: string): Promise<ScamReportView> {
  const row = await findReportWithNames(db, id);
  if (!row) throw reportHidden();
  return presentReport(row, await listEvidence(db, [id]));
}

/**
 * An owner reports a person (issue 13 item 1). The booking, if named, must be
 * one of the reporter's own. Every evidence image is re-encoded without
 * metadata (415 for what is not an image, 413 for too big) before anything is
 * written, and kept under a private key. Admins and staff are told.
 */
export async function createReport({
  db,
  storage,
  actor,
  input,
  files,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  input: z.output<typeof ScamReportRequest>;
  files: { data: Buffer; name?: string }[];
}): Promise<ScamReportView> {
  if (input.bookingId) {
    const b = await findBookingOwner(db, input.bookingId);
    if (b?.ownerId !== actor.user.id) {
      const m = msg("scam", "errors.notYourBooking");
      throw badInput(m, { bookingId: m });
    }
  }
  if (files.length === 0) {
    const m = msg("scam", "errors.evidenceRequired");
    throw badInput(m, { evidence: m });
  }
  if (files.length > SCAM_LIMITS.evidenceMax) {
    const m = msg("scam", "errors.evidenceLimit", { max: SCAM_LIMITS.evidenceMax });
    throw badInput(m, { evidence: m });
  }
  const processed = await processPhotoUploads(files, "evidence");
  const id = newId();
  const stored = processed.map((p) => {
    const base = `private/scam-reports/${id}/${randomBytes(10).toString("hex")}`;
    return {
      p,
      row: {
        id: newId(),
        reportId: id,
        fileKey: `${base}.webp`,
        thumbKey: `${base}-t.webp`,
        width: p.width,
        height: p.height,
      },
    };
  });
  try {
    for (const { p, row } of stored) {
      await storage.put(row.fileKey, p.image);
      await storage.put(row.thumbKey, p.thumb);
    }
    await db.transaction(async (tx) => {
      await insertReport(
        tx,
        {
          id,
          reporterId: actor.user.id,
          bookingId: input.bookingId,
          reportedName: input.name,
          phone: input.phone,
          email: input.email,
          icLast4: input.icLast4,
          phoneHint: input.phone && maskPhone(input.phone),
          emailHint: input.email && maskEmail(input.email),
          icHint: input.icLast4 && maskIcLast4(input.icLast4),
          description: input.description,
        },
        stored.map((s) => s.row),
      );
      await notifyUsers(
        tx,
        (await findReviewers(tx, ["admin", "staff"])).map((r) => r.id),
        {
          kind: "scam.reported",
          title: msg("scam", "notices.submittedTitle"),
          body: input.name,
          link: REVIEW_PAGE,
        },
      );
      await publish(tx, ["role:admin", "role:staff", `user:${actor.user.id}`], { type: "scam", id });
    });
  } catch (err) {
    for (const { row } of stored) {
      await storage.remove(row.fileKey);
      await storage.remove(row.thumbKey);
    }
    throw err;
  }
  return presentOne(db, id);
}

/** The owner's own reports with their status. */
export const listMyReports = async (db: Db, actor: Actor) => presentAll(db, await listReportsBy(db, actor.user.id));

/** The reviewers' list of one status. */
export const listReportsForReview = async (db: Db, status: ScamReportStatus) =>
  presentAll(db, await listReportsIn(db, status));

/**
 * An admin or staff member confirms or dismisses a pending report, with a
 * reason the reporter is told (notification and e-mail in their language).
 * Confirming writes the keyed identifiers that later requests are matched on,
 * and flags the open requests made before it (flagOpenRequests).
 * Either way the clear phone, e-mail and IC digits are erased from the report:
 * a confirmed report no longer needs them (its keys match), a dismissed one
 * names a person we could not find at fault, whose details we have no reason
 * to keep (PDPA). The masked hints, the story and the evidence stay for the
 * record. The audit entry commits with the decision.
 */
export async function decideReport({
  db,
  reviewer,
  id,
  input,
}: {
  db: Db;
  reviewer: Actor;
  id: string;
  input: ScamDecisionRequest;
}): Promise<ScamReportView> {
  const secret = await matchSecret(db);
  await db.transaction(async (tx) => {
    const r = await lockReport(tx, id);
    if (!r) throw reportHidden();
    assertPending(r);
    const status = input.decision === "confirm" ? "confirmed" : "dismissed";
    const decidedAt = new Date();
    const keys = status === "confirmed" ? keysOf(secret, { phone: r.phone, email: r.email, ic: r.icLast4 }) : [];
    await insertKeys(
      tx,
      keys.map((k) => ({ reportId: r.id, ...k })),
    );
    await updateReport(tx, r.id, {
      status,
      decisionReason: input.reason,
      decidedBy: reviewer.user.id,
      decidedAt,
      phone: null,
      email: null,
      icLast4: null,
    });
    // Once the report reads as confirmed, so the match is found like any other.
    await flagOpenRequests(tx, secret, r.id, keys);
    if (status === "dismissed") await scheduleDismissedPurge(tx, r.id, decidedAt);
    await recordAudit(tx, {
      actorId: reviewer.user.id,
      action: `scam_report.${status}`,
      subjectType: "scam_report",
      subjectId: r.id,
      before: { status: r.status },
      after: { status },
      detail: { reason: input.reason, reportedName: r.reportedName },
    });
    if (r.reporterId) {
      await notify(tx, r.reporterId, {
        kind: `scam.${status}`,
        title: msg("scam", status === "confirmed" ? "notices.confirmedTitle" : "notices.dismissedTitle"),
        body: msg("scam", "notices.decidedBody", { name: r.reportedName, reason: input.reason }),
        link: MY_REPORTS,
      });
      await enqueueEmailTo(tx, "scam_report_decided", r.reporterId, {
        url: MY_REPORTS,
        outcome: status,
        reportedName: r.reportedName,
        reason: input.reason,
      });
    }
    await publish(tx, ["role:admin", "role:staff", ...(r.reporterId ? [`user:${r.reporterId}` as const] : [])], {
      type: "scam",
      id: r.id,
    });
  });
  return presentOne(db, id);
}
