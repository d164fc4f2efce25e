import type { FailedJobList } from "../../shared/jobs-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

/** /admin/jobs' reads. */
export const jobKeys = {
  all: ["jobs"] as const,
  /** GET /api/admin/jobs/failed */
  failed: () => [...jobKeys.all, "failed"] as const,
};

export const jobQueries = {
  failed: () => jsonQuery<FailedJobList>(jobKeys.failed(), "/api/admin/jobs/failed"),
};

const jobPath = resourcePath("/api/admin/jobs");

/** POST /api/admin/jobs/:id/retry: the job leaves the failed list. */
export const useRetryJob = (id: number) =>
  useRefreshingMutation(() => api<{ id: number }>(jobPath(String(id), "/retry"), { body: {} }), {
    stale: [jobKeys.all],
  });
