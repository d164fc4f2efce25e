import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../plugins/actor";
import { ApplicationDecision } from "../../../shared/contracts";
import { countAccounts, decideApplication, listApplications, listUnverifiedUsers } from "./service";

/** Admin-only endpoints of the foundation: dashboard figures and role applications. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/admin/overview", async (req) => {
    await requireRole(req, "admin");
    const [counts, unverifiedUsers] = await Promise.all([countAccounts(db), listUnverifiedUsers(db)]);
    return { counts, unverifiedUsers };
  });

  r.get(
    "/api/admin/applications",
    { schema: { querystring: z.object({ status: z.enum(["pending", "approved", "refused"]).default("pending") }) } },
    async (req) => {
      await requireRole(req, "admin");
      return { items: await listApplications(db, req.query.status) };
    },
  );

  r.post(
    "/api/admin/applications/:id/decision",
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: ApplicationDecision } },
    async (req) => {
      const admin = await requireRole(req, "admin");
      return decideApplication(db, {
        adminId: admin.user.id,
        applicationId: req.params.id,
        decision: req.body.decision,
      });
    },
  );

  /** Staff support view; admins see it too. */
  r.get("/api/staff/overview", async (req) => {
    await requireRole(req, "staff", "admin");
    return { unverifiedUsers: await listUnverifiedUsers(db) };
  });

  /** Read-only finance frame: headcounts whose salaries the accountant will report. */
  r.get("/api/accountant/overview", async (req) => {
    await requireRole(req, "accountant", "admin");
    const c = await countAccounts(db);
    return { staff: c.staff, accountants: c.accountants, owners: c.owners };
  });
}
