import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, roleApplications, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { RoleApplicationView } from "../../../shared/contracts";
import type { ApplicationRole } from "../../../shared/roles";

/** Staff and accountant applications (admin ones decide themselves by e-mail verification). */
export async function listApplications(db: Db, status: string): Promise<RoleApplicationView[]> {
  const rows = await db
    .select({ app: roleApplications, user: users })
    .from(roleApplications)
    .innerJoin(users, eq(users.id, roleApplications.userId))
    .where(and(eq(roleApplications.status, status), sql`${roleApplications.role} in ('staff', 'accountant')`))
    .orderBy(desc(roleApplications.createdAt))
    .limit(100);
  return rows.map(({ app, user }) => ({
    id: app.id,
    role: app.role as ApplicationRole,
    status: app.status,
    createdAt: app.createdAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified },
  }));
}

/** Approve (the account gets the role) or refuse a pending application, recorded in the audit log. */
export async function decideApplication(
  db: Db,
  { adminId, applicationId, decision }: { adminId: string; applicationId: number; decision: "approve" | "refuse" },
) {
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(roleApplications)
      .where(and(eq(roleApplications.id, applicationId), sql`${roleApplications.role} in ('staff', 'accountant')`))
      .for("update");
    if (!app) throw notFound("The application");
    if (app.status !== "pending") throw conflict(`This application was already ${app.status}.`);
    const status = decision === "approve" ? "approved" : "refused";
    await tx
      .update(roleApplications)
      .set({ status, decidedBy: adminId, decidedAt: new Date() })
      .where(eq(roleApplications.id, app.id));
    if (decision === "approve") {
      await tx.update(users).set({ role: app.role, updatedAt: new Date() }).where(eq(users.id, app.userId));
    }
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: decision === "approve" ? "role.granted" : "role.refused",
      subjectType: "user",
      subjectId: app.userId,
      data: { role: app.role, applicationId: app.id },
    });
    return { id: app.id, status };
  });
}

/** Figures for the dashboard frames: accounts by resolved role, and how many are unverified. */
export async function countAccounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      unverified:
        sql<number>`count(*) filter (where ${users.verificationStatus} <> 'verified' and ${users.role} = 'user')`.mapWith(
          Number,
        ),
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

/** Seed section 7: unverified users, newest first, 20. */
export async function listUnverifiedUsers(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      verificationStatus: users.verificationStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.verificationStatus, "unverified"), eq(users.role, "user")))
    .orderBy(desc(users.createdAt))
    .limit(20);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
