import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { FailedJobList, JobIdParams, RetriedJob } from "../../../shared/jobs-contracts";
import { listFailedJobs, retryFailedJob } from "./service";

/** /admin/jobs: background jobs that gave up, and a retry (admins only). */
export async function jobAdminRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);
  const admins = forRoles("admin");

  admins.get(
    "/api/admin/jobs/failed",
    { schema: { summary: "List failed background jobs", response: { 200: FailedJobList } } },
    async () => ({
      items: await listFailedJobs(db),
    }),
  );

  admins.post(
    "/api/admin/jobs/:id/retry",
    { schema: { summary: "Retry a failed background job", params: JobIdParams, response: { 200: RetriedJob } } },
    (req, admin) => retryFailedJob(db, admin.user.id, req.params.id),
  );
}
