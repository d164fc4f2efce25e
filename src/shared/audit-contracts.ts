import { z } from "zod";
import { Timestamp } from "./contracts";
import { isIsoDate } from "./dates";
import { msg } from "./i18n/message";

/** Rows per page of the audit trail. */
export const AUDIT_PAGE_SIZE = 25;

const Day = z.string().refine(isIsoDate, msg("audit", "errors.dateFormat"));
const Filter = z.string().trim().max(100).optional();

/** GET /api/admin/audit: newest first; dates are days in Malaysia, both ends included. */
export const AuditQuery = z
  .object({
    /** Part of the actor's name or e-mail, or their id. */
    actor: Filter,
    /** An action exactly ("review.hidden") or its area ("review"). */
    action: Filter,
    subjectType: Filter,
    subjectId: Filter,
    from: Day.optional(),
    to: Day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: msg("audit", "errors.dateOrder"),
    path: ["to"],
  });
export type AuditQuery = z.infer<typeof AuditQuery>;

/** A before/after summary: short field → value pairs. */
export const AuditSummaryView = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditSummaryView = z.infer<typeof AuditSummaryView>;

export const AuditEntryView = z.object({
  id: z.number(),
  at: Timestamp,
  /** Null for the system (a job, the command line); a deleted account keeps its id. */
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: AuditSummaryView.nullable(),
  after: AuditSummaryView.nullable(),
  detail: AuditSummaryView.nullable(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditList = z.object({
  items: z.array(AuditEntryView),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action in the trail, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditList = z.infer<typeof AuditList>;
