import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { roleApplications, users } from "../../db/schema";
import { recordAudit } from "../audit/record";
import type { AccountCounts, UnverifiedUser } from "../../../shared/admin-contracts";
import type { ApplicationRole, ApplicationStatus } from "../../../shared/roles";
import type { z } from "zod";

/** Staff and accountant applications only: admin ones decide themselves by e-mail verification. */
const isBusinessApplication = sql`${roleApplications.role} in ('staff', 'accountant')`;

/** Staff and accountant applications with `status`, newest first, 100. */
export function findApplications(db: Db, status: ApplicationStatus) {
  return db
    .select({ app: roleApplications, user: users })
    .from(roleApplications)
    .innerJoin(users, eq(users.id, roleApplications.userId))
    .where(and(eq(roleApplications.status, status), isBusinessApplication))
    .orderBy(desc(roleApplications.createdAt))
    .limit(100);
}

/** A staff or accountant application, locked for its decision. */
export async function lockApplication(tx: Tx, id: number) {
  return firstRow(
    tx
      .select()
      .from(roleApplications)
      .where(and(eq(roleApplications.id, id), isBusinessApplication))
      .for("update"),
  );
}

/** Record the decision; an approval gives the account the role; both go to the audit trail, in `tx`. */
export async function recordApplicationDecision(
  tx: Tx,
  {
    app,
    status,
    adminId,
  }: { app: { id: number; userId: string; role: ApplicationRole }; status: "approved" | "refused"; adminId: string },
) {
  await tx
    .update(roleApplications)
    .set({ status, decidedBy: adminId, decidedAt: new Date() })
    .where(eq(roleApplications.id, app.id));
  const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, app.userId));
  if (status === "approved") {
    await tx.update(users).set({ role: app.role, updatedAt: new Date() }).where(eq(users.id, app.userId));
  }
  await recordAudit(tx, {
    actorId: adminId,
    action: status === "approved" ? "role.granted" : "role.refused",
    subjectType: "user",
    subjectId: app.userId,
    before: { role: before?.role ?? null, application: "pending" },
    after: { role: status === "approved" ? app.role : (before?.role ?? null), application: status },
    detail: { appliedFor: app.role, applicationId: app.id },
  });
}

/**
 * A renter who has not asked to be verified. The dashboard's count and its list are the
 * same set: a pending request is in "Pending verifications", a refused one asked already.
 */
const UNVERIFIED_RENTER = and(eq(users.verificationStatus, "unverified"), eq(users.role, "user"));

/** Accounts by resolved role, and how many renters are unverified. */
export async function countAccounts(db: Db): Promise<z.infer<typeof AccountCounts>> {
  const [row] = await db
    .select({
      total: count(),
      unverified: sql<number>`count(*) filter (where ${UNVERIFIED_RENTER})`.mapWith(Number),
      owners: sql<number>`(select count(*) from owners)`.mapWith(Number),
      staff: sql<number>`count(*) filter (where ${users.role} = 'staff')`.mapWith(Number),
      accountants: sql<number>`count(*) filter (where ${users.role} = 'accountant')`.mapWith(Number),
      pendingApplications:
        sql<number>`(select count(*) from role_applications where status = 'pending' and role in ('staff','accountant'))`.mapWith(
          Number,
        ),
    })
    .from(users);
  return row!;
}

/** Seed section 7: unverified renters, newest first, 20. */
export async function findUnverifiedUsers(db: Db): Promise<UnverifiedUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      verificationStatus: users.verificationStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(UNVERIFIED_RENTER)
    .orderBy(desc(users.createdAt))
    .limit(20);
  return rows.map((r) => ({
    ...r,
    verificationStatus: r.verificationStatus,
    createdAt: r.createdAt.toISOString(),
  }));
}
