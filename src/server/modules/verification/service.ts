import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { identityVerifications, users } from "../../db/schema";
import { enqueueEmail } from "../../jobs/email";
import { AppError, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { schedulePurge } from "./retention";
import { normalizeMykad } from "../../../shared/mykad";
import { notify } from "../notifications/service";

export const DOCUMENT_KINDS = ["icFront", "icBack", "selfie", "studentCard"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface VerificationInput {
  fullName: string;
  mykadNumber: string;
  studentInstitution?: string | null;
  studentCardExpiry?: string | null;
}

const docKey = (userId: string) => `private/verification/${userId}/${randomBytes(10).toString("hex")}.webp`;

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
  input: VerificationInput;
  files: Partial<Record<DocumentKind, Buffer>>;
}) {
  if (actor.user.verificationStatus === "pending") throw conflict("Your documents are already waiting for review.");
  if (actor.user.verificationStatus === "verified") throw conflict("Your identity is already verified.");
  const missing = (["icFront", "icBack", "selfie"] as const).filter((k) => !files[k]);
  if (missing.length) {
    const fields = Object.fromEntries(missing.map((k) => [k, "This photo is required"]));
    throw new AppError("BAD_INPUT", 400, "Upload the front and back of your IC and a selfie holding it.", fields);
  }
  if (files.studentCard && (!input.studentInstitution || !input.studentCardExpiry)) {
    throw new AppError("BAD_INPUT", 400, "Give the institution and expiry date of your student card.", {
      studentInstitution: "Required with a student card",
    });
  }
  const processed = new Map<DocumentKind, Buffer>();
  for (const k of DOCUMENT_KINDS) {
    const f = files[k];
    if (f) processed.set(k, (await processImage(f, { maxSide: 2000 })).image);
  }
  const keys = new Map<DocumentKind, string>();
  try {
    for (const [k, data] of processed) {
      const key = docKey(actor.user.id);
      await storage.put(key, data);
      keys.set(k, key);
    }
    const id = newId();
    await db.transaction(async (tx) => {
      // Check again under the account's row lock: two submits sent at once (a
      // double click) both pass the check above and would queue two requests.
      const [current] = await tx
        .select({ status: users.verificationStatus })
        .from(users)
        .where(eq(users.id, actor.user.id))
        .for("update");
      if (current?.status === "pending") throw conflict("Your documents are already waiting for review.");
      if (current?.status === "verified") throw conflict("Your identity is already verified.");
      await tx.insert(identityVerifications).values({
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
      });
      await tx
        .update(users)
        .set({
          verificationStatus: "pending",
          ...(keys.has("studentCard") ? { studentCardStatus: "pending" } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, actor.user.id));
      const reviewers = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.role, "admin"));
      for (const admin of reviewers) {
        await enqueueEmail(tx, "verification_notify", admin.email, {
          name: admin.name,
          outcome: "submitted",
          applicant: input.fullName,
          url: "/admin/enhanced-verification",
        });
        await notify(tx, admin.id, {
          kind: "verification.submitted",
          title: "New verification request",
          body: input.fullName,
          link: "/admin/enhanced-verification",
        });
      }
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
  if (decision === "reject" && !reason?.trim())
    throw new AppError("BAD_INPUT", 400, "Give the renter a reason for the rejection.", {
      reason: "A reason is required",
    });
  await db.transaction(async (tx) => {
    const [v] = await tx.select().from(identityVerifications).where(eq(identityVerifications.id, id)).for("update");
    if (!v) throw notFound("The verification request");
    if (v.status !== "pending") throw conflict(`This request was already ${v.status}.`);
    const status = decision === "approve" ? "verified" : "rejected";
    const decidedAt = new Date();
    const cardDecision = v.studentCardKey
      ? decision === "approve" && studentCard !== "reject"
        ? "approved"
        : "rejected"
      : null;
    await tx
      .update(identityVerifications)
      .set({
        status,
        studentCardDecision: cardDecision,
        reason: reason ?? null,
        reviewedBy: reviewer.user.id,
        reviewedAt: decidedAt,
      })
      .where(eq(identityVerifications.id, id));
    await schedulePurge(tx, id, decidedAt);
    await tx
      .update(users)
      .set({
        verificationStatus: status,
        isVerified: status === "verified",
        ...(cardDecision
          ? {
              studentCardStatus: cardDecision,
              studentCardExpiry: cardDecision === "approved" ? v.studentCardExpiry : null,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, v.userId));
    const [renter] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, v.userId));
    if (renter) {
      await enqueueEmail(tx, "verification_notify", renter.email, {
        name: renter.name,
        outcome: status,
        reason: reason ?? null,
        url: status === "verified" ? "/learnmore" : "/profile",
      });
    }
    await notify(tx, v.userId, {
      kind: `verification.${status}`,
      title: status === "verified" ? "Your identity is verified" : "Your verification was not approved",
      body: reason ?? "",
      link: "/profile",
    });
    await publish(tx, ["role:admin", "role:staff", `user:${v.userId}`], { type: "verification", id });
  });
}

/** The review queue: pending first-come requests, newest first, 20 (seed section 7). */
export function listPending(db: Db) {
  return db
    .select({ v: identityVerifications, email: users.email })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, "pending"))
    .orderBy(desc(identityVerifications.submittedAt))
    .limit(20);
}

/** The renter's latest submission. */
export async function latestOf(db: Db, userId: string) {
  const [v] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.submittedAt))
    .limit(1);
  return v;
}

export async function findVerification(db: Db, id: string) {
  const [v] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.id, id)));
  return v;
}
