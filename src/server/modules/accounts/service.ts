import { and, eq, ne, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { auditLog, owners, roleApplications, users } from "../../db/schema";
import { AppError, conflict } from "../../lib/errors";
import type { ApplicationRole } from "../../../shared/roles";
import { USERNAME_MESSAGES, validateUsername } from "../../../shared/username";

/** Postgres unique_violation. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === "23505" ||
  (err as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Whether `username` is free, ignoring the owner record of `exceptUserId`
 * (seed section 5: "ignoring the user's own record"); case-insensitive.
 */
export async function isUsernameAvailable(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  try {
    const clash = await db
      .select({ id: owners.userId })
      .from(owners)
      .where(
        and(
          sql`lower(${owners.username}) = lower(${username.trim()})`,
          exceptUserId ? ne(owners.userId, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return clash.length === 0;
  } catch (err) {
    // Seed section 5: a check that could not run says so, in its words.
    void err;
    throw new AppError("USERNAME_CHECK_FAILED", 503, USERNAME_MESSAGES.checkFailed, {
      username: USERNAME_MESSAGES.checkFailed,
    });
  }
}

/** Format rules then uniqueness; throws 400 or 409 with the seed's message on `username`. */
export async function assertUsernameUsable(db: Db, username: string, exceptUserId?: string) {
  const message = validateUsername(username);
  if (message) throw new AppError("BAD_INPUT", 400, message, { username: message });
  if (!(await isUsernameAvailable(db, username, exceptUserId))) {
    throw conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
  }
}

/** Make `userId` an owner with `username`; the unique index settles races. */
export async function createOwnerProfile(db: Db, userId: string, username: string, displayName: string) {
  await assertUsernameUsable(db, username, userId);
  try {
    await db
      .insert(owners)
      .values({ userId, username: username.trim(), displayName })
      .onConflictDoUpdate({ target: owners.userId, set: { username: username.trim() } });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
    throw err;
  }
}

/**
 * Staff, accountants and admins run the business; letting them also trade as
 * owners would mix the two sides of a booking they may have to judge.
 */
export async function assertMayBecomeOwner(db: Db, userId: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (row && row.role !== "user") throw new AppError("FORBIDDEN", 403, BUSINESS_ACCOUNT_OWNER_MESSAGE);
}
export const BUSINESS_ACCOUNT_OWNER_MESSAGE = "Staff, accountant and admin accounts cannot become owners.";

/** Record an application for a role; a repeat of a pending or approved one changes nothing. */
export async function applyForRole(db: Db, userId: string, role: ApplicationRole) {
  await db
    .insert(roleApplications)
    .values({ userId, role })
    .onConflictDoUpdate({
      target: [roleApplications.userId, roleApplications.role],
      // A refused applicant may apply again.
      set: {
        status: sql`case when ${roleApplications.status} = 'refused' then 'pending' else ${roleApplications.status} end`,
      },
    });
}

export const isAdminDomainEmail = (config: Config, email: string) =>
  !!config.ADMIN_EMAIL_DOMAIN && email.toLowerCase().endsWith(`@${config.ADMIN_EMAIL_DOMAIN.toLowerCase()}`);

/**
 * Called by better-auth once an address is verified: a pending admin application
 * from the admin e-mail domain becomes the admin role. Until then it grants nothing.
 */
export async function onEmailVerified({
  db,
  config,
  userId,
  email,
}: {
  db: Db;
  config: Config;
  userId: string;
  email: string;
}) {
  if (!isAdminDomainEmail(config, email)) return;
  await db.transaction(async (tx) => {
    const [app] = await tx
      .update(roleApplications)
      .set({ status: "approved", decidedAt: new Date() })
      .where(
        and(
          eq(roleApplications.userId, userId),
          eq(roleApplications.role, "admin"),
          eq(roleApplications.status, "pending"),
        ),
      )
      .returning();
    if (!app) return;
    await tx.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.insert(auditLog).values({
      actorId: userId,
      action: "role.granted",
      subjectType: "user",
      subjectId: userId,
      data: { role: "admin", reason: "verified e-mail in ADMIN_EMAIL_DOMAIN" },
    });
  });
}
