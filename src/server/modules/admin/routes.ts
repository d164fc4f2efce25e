import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/actor";
import {
  AccountantOverview,
  AdminOverview,
  ApplicationDecision,
  ApplicationDecisionResponse,
  ApplicationIdParams,
  ApplicationList,
  ApplicationsQuery,
  StaffOverview,
} from "../../../shared/admin-contracts";
import { ADMIN_AREA_ROLES } from "./policy";
import {
  decideApplication,
  getAccountantOverview,
  getAdminOverview,
  getStaffOverview,
  listApplications,
} from "./service";

/** The business areas' dashboards and the role applications admins decide. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/admin/overview", { schema: { response: { 200: AdminOverview } } }, async (req) => {
    await requireRole(req, ...ADMIN_AREA_ROLES.manageAccounts);
    return getAdminOverview(db);
  });

  r.get(
    "/api/admin/applications",
    { schema: { querystring: ApplicationsQuery, response: { 200: ApplicationList } } },
    async (req) => {
      await requireRole(req, ...ADMIN_AREA_ROLES.manageAccounts);
      return { items: await listApplications(db, req.query.status) };
    },
  );

  r.post(
    "/api/admin/applications/:id/decision",
    {
      schema: {
        params: ApplicationIdParams,
        body: ApplicationDecision,
        response: { 200: ApplicationDecisionResponse },
      },
    },
    async (req) => {
      const admin = await requireRole(req, ...ADMIN_AREA_ROLES.manageAccounts);
      return decideApplication(db, {
        adminId: admin.user.id,
        applicationId: req.params.id,
        decision: req.body.decision,
      });
    },
  );

  r.get("/api/staff/overview", { schema: { response: { 200: StaffOverview } } }, async (req) => {
    await requireRole(req, ...ADMIN_AREA_ROLES.supportOverview);
    return getStaffOverview(db);
  });

  r.get("/api/accountant/overview", { schema: { response: { 200: AccountantOverview } } }, async (req) => {
    await requireRole(req, ...ADMIN_AREA_ROLES.financeOverview);
    return getAccountantOverview(db);
  });
}
