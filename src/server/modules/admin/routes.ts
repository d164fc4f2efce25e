import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import {
  AdminOverview,
  ApplicationDecision,
  ApplicationDecisionResponse,
  ApplicationIdParams,
  ApplicationList,
  ApplicationsQuery,
  StaffOverview,
} from "../../../shared/admin-contracts";
import { ADMIN_AREA_ROLES } from "./policy";
import { decideApplication, getAdminOverview, getStaffOverview, listApplications } from "./service";

/** The business areas' dashboards and the role applications admins decide. */
export async function adminRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);
  const accounts = forRoles(...ADMIN_AREA_ROLES.manageAccounts);

  accounts.get(
    "/api/admin/overview",
    { schema: { summary: "Read the admin dashboard", response: { 200: AdminOverview } } },
    () => getAdminOverview(db),
  );

  accounts.get(
    "/api/admin/applications",
    {
      schema: { summary: "List role applications", querystring: ApplicationsQuery, response: { 200: ApplicationList } },
    },
    async (req) => ({ items: await listApplications(db, req.query.status) }),
  );

  accounts.post(
    "/api/admin/applications/:id/decision",
    {
      schema: {
        summary: "Approve or reject a role application",
        params: ApplicationIdParams,
        body: ApplicationDecision,
        response: { 200: ApplicationDecisionResponse },
      },
    },
    (req, admin) =>
      decideApplication(db, { adminId: admin.user.id, applicationId: req.params.id, decision: req.body.decision }),
  );

  forRoles(...ADMIN_AREA_ROLES.supportOverview).get(
    "/api/staff/overview",
    { schema: { summary: "Read the staff dashboard", response: { 200: StaffOverview } } },
    () => getStaffOverview(db),
  );
}
