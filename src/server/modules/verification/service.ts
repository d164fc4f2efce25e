import { findAdmins } from "../accounts/repository";
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { AppError, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { aboutUpload, processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { msg } from "../../../shared/i18n/message";
import { normalizeMykad } from "../../../shared/mykad";
import {
  DOCUMENT_KINDS,
  type DocumentImageChecks,
  type DocumentKind,
  type MyVerification,
  type ReviewedVerification,
  type VerificationSubmission,
} from "../../../shared/verification-contracts";
import { notify, notifyUsers } from "../notifications/service";
import { matchSecret } from "../scam-reports/keys";
import { flagScamMatches } from "../scam-reports/matching";
import { recordAudit } from "../audit/record";
import { assertNothingPending, assertPending, assertReasonForRejection, mayReadDocuments } from "./policy";
import { KEY_OF, presentForReview, presentVerification, type SameMykadAccount } from "./presenter";
import {
  findAccountsByMykad,
  findLatestOf,
  findPending,
  findRequest,
  insertPendingRequest,
  lockAccountStatus,
  lockRequest,
  recordDecision,
  type VerificationRow,
} from "./repository";
import { schedulePurge } from "./retention-jobs";
import { measureDocumentImage } from "./image-checks";

const docKey = (userId: string) => `private/verification/${userId}/${randomBytes(10).toString("hex")}.webp`;
const REVIEW_PAGE = "/admin/enhanced-verification";

/**
 * A renter submits identity documents. Every image is checked and re-encoded
 * (EXIF and GPS gone) before anything is written; the files are private keys.
 * The account becomes 'pending', and admins and staff are told.
 */
export async function submitVerification({
  db,
  storage,
  actor,
  input,
  files,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  input: VerificationSubmission;
  files: Partial<Record<DocumentKind, Buffer>>;
}) {
  assertNothingPending(actor.user.verificationStatus);
  const missing = (["icFront", "icBack", "selfie"] as const).filter((k) => !files[k]);
  if (missing.length) {
    const fields = Object.fromEntries(missing.map((k) => [k, msg("verification", "errors.photoRequired")]));
    throw new AppError("BAD_INPUT", 400, msg("verification", "errors.documentsRequired"), fields);
  }
  if (files.studentCard && (!input.studentInstitution || !input.studentCardExpiry)) {
    throw new AppError("BAD_INPUT", 400, msg("verification", "errors.studentCardDetails"), {
      studentInstitution: msg("verification", "errors.studentCardField"),
    });
  }
  const processed = new Map<DocumentKind, Buffer>();
  const imageChecks: DocumentImageChecks = {};
  for (const k of DOCUMENT_KINDS) {
    const f = files[k];
    if (!f) continue;
    let image: Buffer;
    try {
      image = (await processImage(f, { maxSide: 2000 })).image;
    } catch (err) {
      // Which of the three or four photos is wrong, on its own field (issue 30).
      throw aboutUpload(err, msg("verification", `documents.${k}`), k);
    }
    processed.set(k, image);
    // Measured, not refused: a staff member decides; the browser already warned the renter.
    imageChecks[k] = await measureDocumentImage(image);
  }
  const keys = new Map<DocumentKind, string>();
  try {
    for (const [k, data] of processed) {
      const key = docKey(actor.user.id);
      await storage.put(key, data);
      keys.set(k, key);
    }
    const id = newId();
    // Read with db, so before the transaction opens (db/transaction-trap.ts).
    const secret = await matchSecret(db);
    await db.transaction(async (tx) => {
      // Check again under the account's row lock: two submits sent at once (a
      // double click) both pass the check above and would queue two requests.
      assertNothingPending(await lockAccountStatus(tx, actor.user.id));
      await insertPendingRequest(tx, {
        id,
        userId: actor.user.id,
        fullName: input.fullName,
        mykadNumber: normalizeMykad(input.mykadNumber),
        icFrontKey: keys.get("icFront")!,
        icBackKey: keys.get("icBack")!,
        selfieKey: keys.get("selfie")!,
        studentCardKey: keys.get("studentCard") ?? null,
        studentInstitution: input.studentInstitution ?? null,
        studentCardExpiry: input.studentCardExpiry ?? null,
        imageChecks,
      });
      // Alerts admins if the account matches a confirmed scam report; the renter's answer is the same.
      await flagScamMatches(tx, secret, { userId: actor.user.id, verificationId: id, mykadNumber: input.mykadNumber });
      const admins = await findAdmins(tx);
      for (const admin of admins)
        await enqueueEmailTo(tx, "verification_notify", admin.id, {
          outcome: "submitted",
          applicant: input.fullName,
          url: REVIEW_PAGE,
        });
      await notifyUsers(
        tx,
        admins.map((a) => a.id),
        {
          kind: "verification.submitted",
          title: msg("verification", "notify.submittedTitle"),
          body: input.fullName,
          link: REVIEW_PAGE,
        },
      );
      await publish(tx, ["role:admin", "role:staff", `user:${actor.user.id}`], { type: "verification", id });
    });
    return id;
  } catch (err) {
    for (const key of keys.values()) await storage.remove(key);
    throw err;
  }
}

/** Approve or reject a pending request; the student card is decided with it. */
export async function decideVerification({
  db,
  reviewer,
  id,
  decision,
  reason,
  studentCard,
}: {
  db: Db;
  reviewer: Actor;
  id: string;
  decision: "approve" | "reject";
  reason?: string | null;
  studentCard?: "approve" | "reject" | null;
}) {
  assertReasonForRejection(decision, reason);
  await db.transaction(async (tx) => {
    const v = await lockRequest(tx, id);
    if (!v) throw notFound(msg("verification", "errors.thatRequest"));
    assertPending(v);
    const status = decision === "approve" ? "verified" : "rejected";
    const decidedAt = new Date();
    const cardDecision = v.studentCardKey
      ? decision === "approve" && studentCard !== "reject"
        ? "approved"
        : "rejected"
      : null;
    await recordDecision(tx, v, {
      status,
      studentCardDecision: cardDecision,
      reason: reason ?? null,
      reviewedBy: reviewer.user.id,
      reviewedAt: decidedAt,
    });
    await schedulePurge(tx, id, decidedAt);
    await recordAudit(tx, {
      actorId: reviewer.user.id,
      action: status === "verified" ? "verification.approved" : "verification.rejected",
      subjectType: "verification",
      subjectId: id,
      before: { status: v.status, studentCard: v.studentCardKey ? "pending" : null },
      after: { status, studentCard: cardDecision },
      detail: { renterId: v.userId, reason: reason ?? null },
    });
    await enqueueEmailTo(tx, "verification_notify", v.userId, {
      outcome: status,
      reason: reason ?? null,
      url: status === "verified" ? "/learnmore" : "/profile",
    });
    await notify(tx, v.userId, {
      kind: `verification.${status}`,
      title: msg("verification", status === "verified" ? "notify.verifiedTitle" : "notify.rejectedTitle"),
      body: reason ?? "",
      link: "/profile",
    });
    await publish(tx, ["role:admin", "role:staff", `user:${v.userId}`], { type: "verification", id });
  });
}

/** The renter's own standing and latest request. */
export async function getMyVerification(db: Db, actor: Actor): Promise<MyVerification> {
  const v = await findLatestOf(db, actor.user.id);
  return {
    status: actor.user.verificationStatus,
    studentCardStatus: actor.user.studentCardStatus,
    latest: v ? presentVerification(v, actor.user.email) : null,
  };
}

/** The review queue: pending requests, newest first, 20 (seed section 7). */
export async function getReviewQueue(db: Db): Promise<{ items: ReviewedVerification[] }> {
  const rows = await findPending(db);
  const same = await sameMykadOf(
    db,
    rows.map((r) => r.v),
  );
  return { items: rows.map(({ v, email }) => presentForReview(v, same(v), email)) };
}

/** One request with its checks, for reviewers. */
export async function getRequest(db: Db, id: string): Promise<ReviewedVerification> {
  const v = await findRequest(db, id);
  if (!v) throw notFound(msg("verification", "errors.thatRequest"));
  return presentForReview(v, (await sameMykadOf(db, [v]))(v));
}

/** For each request, the other accounts that sent the same MyKad number (one query for all). */
async function sameMykadOf(db: Db, requests: VerificationRow[]) {
  const accounts = await findAccountsByMykad(
    db,
    requests.map((v) => v.mykadNumber),
  );
  return (v: VerificationRow): SameMykadAccount[] =>
    accounts
      .filter((a) => a.mykadNumber === v.mykadNumber && a.userId !== v.userId)
      .map(({ userId, name, email }) => ({ userId, name, email }));
}

/** A document image's key, for its renter or a reviewer; 404 for anyone else, and once purged. */
export async function documentKey(db: Db, actor: Actor, id: string, kind: DocumentKind): Promise<string> {
  const v = await findRequest(db, id);
  const key = v && mayReadDocuments(actor, v) && !v.documentsDeletedAt ? v[KEY_OF[kind]] : null;
  if (!key) throw notFound(msg("verification", "errors.thatDocument"));
  return key;
}
