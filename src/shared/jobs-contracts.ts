import { z } from "zod";
import { Timestamp } from "./contracts";

/**
 * A background job that gave up (all its attempts failed), as admins see it on
 * /admin/jobs. Its payload is left out: it may name people, and the kind and the
 * error say what went wrong.
 */
export const FailedJobView = z.object({
  id: z.number(),
  kind: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  failedAt: Timestamp,
});
export type FailedJobView = z.infer<typeof FailedJobView>;

export const FailedJobList = z.object({ items: z.array(FailedJobView) });
export type FailedJobList = z.infer<typeof FailedJobList>;

export const RetriedJob = z.object({ id: z.number().int() });

export const JobIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** How many failed jobs the page lists (newest failure first). */
export const FAILED_JOBS_SHOWN = 200;
