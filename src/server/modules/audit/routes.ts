import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { AuditList, AuditQuery } from "../../../shared/audit-contracts";
import { listAuditEntries } from "./service";

/**
 * /admin/audit reads the trail. There is deliberately no route that writes,
 * edits or deletes it: entries are only made by `recordAudit` inside the
 * transaction of the action they describe (audit.test.ts checks no such route exists).
 */
export async function auditRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);

  forRoles("admin").get(
    "/api/admin/audit",
    { schema: { summary: "Read the audit trail", querystring: AuditQuery, response: { 200: AuditList } } },
    (req) => listAuditEntries(db, req.query),
  );
}
