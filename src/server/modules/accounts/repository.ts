import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { owners, roleApplications, users } from "../../db/schema";
import { recordAudit } from "../audit/record";
import type { ApplicationRole } from "../../../shared/roles";

/** The account row and its owner profile (null for a non-owner), for the request's actor. */
export async function findAccount(db: Db, userId: string) {
  return firstRow(
    db
      .select({ user: users, owner: owners })
      .from(users)
      .leftJoin(owners, eq(owners.userId, users.id))
      .where(eq(users.id, userId)),
  );
}

/** The id of the account registered with `email` (stored lower-case), if any. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

/** The account's stored role column (user, staff, accountant, admin). */
export async function findUserRole(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/** The user's most recent role application. */
export async function findLatestApplication(db: Db, userId: string) {
  const [row] = await db
    .select({ role: roleApplications.role, status: roleApplications.status })
    .from(roleApplications)
    .where(eq(roleApplications.userId, userId))
    .orderBy(desc(roleApplications.createdAt))
    .limit(1);
  return row && { role: row.role, status: row.status };
}

/** Whether another owner than `exceptUserId` has `username`, in any letter case. */
export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
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
  return clash.length > 0;
}

/** Create the user's owner profile, or set the username of the existing one. */
export async function upsertOwner(db: Db, owner: { userId: string; username: string; displayName: string }) {
  await db
    .insert(owners)
    .values(owner)
    .onConflictDoUpdate({ target: owners.userId, set: { username: owner.username } });
}

/** Record an application; a repeat of a pending or approved one changes nothing, a refused one is pending again. */
export async function upsertApplication(db: Db, userId: string, role: ApplicationRole) {
  await db
    .insert(roleApplications)
    .values({ userId, role })
    .onConflictDoUpdate({
      target: [roleApplications.userId, roleApplications.role],
      set: {
        status: sql`case when ${roleApplications.status} = 'refused' then 'pending' else ${roleApplications.status} end`,
      },
    });
}

/** Approve a pending admin application and grant the role, with an audit entry; false when there was none. */
export async function grantPendingAdminApplication(db: Db, userId: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
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
    if (!app) return false;
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    await tx.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, userId));
    // No admin decided this: the account's own verified address did (ADMIN_EMAIL_DOMAIN), so the actor is the account.
    await recordAudit(tx, {
      actorId: userId,
      action: "role.granted",
      subjectType: "user",
      subjectId: userId,
      before: { role: before?.role ?? null, application: "pending" },
      after: { role: "admin", application: "approved" },
      detail: { appliedFor: "admin", applicationId: app.id, reason },
    });
    return true;
  });
}

/** Every admin: they review identity documents and are told of new verification requests and late returns. */
export function findAdmins(tx: Tx) {
  return tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.role, "admin"));
}
