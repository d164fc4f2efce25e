import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accounts,
  auditLog,
  identityVerifications,
  notifications,
  ownerPaymentSettings,
  owners,
  pushPreferences,
  pushSubscriptions,
  roleApplications,
  savedFilters,
  sessions,
  users,
  wantedAnswers,
  wantedPosts,
} from "../../db/schema";
import { DOCUMENT_KINDS } from "../../../shared/verification-contracts";
import { KEY_OF } from "../verification/presenter";
import { type ExportFile, omit } from "./sections";

/**
 * The sections about the account itself. Secrets that are no one's data but
 * the system's stay out: the password hash, session tokens, push keys.
 */
export async function collectAccount(db: Db, userId: string, files: ExportFile[]) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const signIns = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const applications = await db.select().from(roleApplications).where(eq(roleApplications.userId, userId));

  const [owner] = await db.select().from(owners).where(eq(owners.userId, userId));
  const [payment] = await db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, userId));
  if (owner?.photoUrl) files.push({ key: owner.photoUrl, name: "profile-photo", what: "owner profile photo" });
  if (payment?.duitnowQrKey) files.push({ key: payment.duitnowQrKey, name: "duitnow-qr", what: "DuitNow QR code" });

  const verifications = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(asc(identityVerifications.submittedAt));
  for (const v of verifications) {
    // ID documents only while they are kept (verification/retention-jobs.ts deletes them 90 days after the decision).
    if (v.documentsDeletedAt) continue;
    for (const kind of DOCUMENT_KINDS) {
      const key = v[KEY_OF[kind]];
      if (key) files.push({ key, name: `id-documents/${v.id}-${kind}`, what: `identity document (${kind})` });
    }
  }

  const filters = await db.select().from(savedFilters).where(eq(savedFilters.userId, userId));
  const [push] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return {
    account: {
      ...omit(user, ["image"]),
      signInMethods: signIns,
      sessions: sessionRows,
      roleApplications: applications.map((a) => omit(a, ["userId", "decidedBy"])),
    },
    profile: {
      owner: owner ? omit(owner, ["userId"]) : null,
      paymentSettings: payment ? omit(payment, ["ownerId", "duitnowQrKey"]) : null,
      identityVerifications: verifications.map((v) => ({
        ...omit(v, ["userId", "reviewedBy", "icFrontKey", "icBackKey", "selfieKey", "studentCardKey", "imageChecks"]),
        documentsKept: !v.documentsDeletedAt,
      })),
    },
    consents: {
      language: user.language,
      bookingNotifications: user.notificationsEnabled,
      pushEventsTurnedOff: push?.disabled ?? [],
      savedFilterAlerts: filters.map((f) => ({
        filter: f.name,
        alert: f.alert,
        push: f.alertPush,
        email: f.alertEmail,
      })),
    },
    "saved-filters": filters.map((f) => omit(f, ["userId"])),
    "wanted-posts": await collectWanted(db, userId),
    notifications: (
      await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id))
    ).map((n) => omit(n, ["userId"])),
    "push-subscriptions": await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        userAgent: pushSubscriptions.userAgent,
        createdAt: pushSubscriptions.createdAt,
        lastSentAt: pushSubscriptions.lastSentAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    // What they did, as the trail records it. The entry's details are left out:
    // a staff member's entries name the people their decisions were about.
    "audit-trail": await db
      .select({
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        at: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.actorId, userId))
      .orderBy(asc(auditLog.id)),
  };
}

/** My wanted posts, and the answers I gave as an owner (the other side's posts by title only). */
async function collectWanted(db: Db, userId: string) {
  const posts = await db.select().from(wantedPosts).where(eq(wantedPosts.userId, userId));
  const answersGiven = await db
    .select({
      postTitle: wantedPosts.title,
      gearId: wantedAnswers.gearId,
      message: wantedAnswers.message,
      createdAt: wantedAnswers.createdAt,
    })
    .from(wantedAnswers)
    .innerJoin(wantedPosts, eq(wantedPosts.id, wantedAnswers.postId))
    .where(eq(wantedAnswers.ownerId, userId));
  return { posts: posts.map((p) => omit(p, ["userId"])), answersGiven };
}
