import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { AdminOverview, RoleApplicationView, StaffOverview } from "../../../shared/admin-contracts";
import type { ApplicationStatus } from "../../../shared/roles";
import {
  countAccounts,
  findApplications,
  findUnverifiedUsers,
  lockApplication,
  recordApplicationDecision,
} from "./repository";

/** /admin: the figures and the 20 newest unverified renters. */
export async function getAdminOverview(db: Db): Promise<AdminOverview> {
  const [counts, unverifiedUsers] = await Promise.all([countAccounts(db), findUnverifiedUsers(db)]);
  return { counts, unverifiedUsers };
}

/** /staff/dashboard: the renters support may help to verify. */
export async function getStaffOverview(db: Db): Promise<StaffOverview> {
  return { unverifiedUsers: await findUnverifiedUsers(db) };
}

/** Staff and accountant applications (admin ones decide themselves by e-mail verification). */
export async function listApplications(db: Db, status: ApplicationStatus): Promise<RoleApplicationView[]> {
  const rows = await findApplications(db, status);
  return rows.map(({ app, user }) => ({
    id: app.id,
    role: app.role,
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
    const app = await lockApplication(tx, applicationId);
    if (!app) throw notFound(msg("admin", "errors.thatApplication"));
    if (app.status !== "pending")
      throw conflict(
        msg("admin", app.status === "approved" ? "errors.alreadyDecided.approved" : "errors.alreadyDecided.refused"),
      );
    const status = decision === "approve" ? ("approved" as const) : ("refused" as const);
    await recordApplicationDecision(tx, { app, status, adminId });
    return { id: app.id, status };
  });
}
