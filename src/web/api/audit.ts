import type { AuditList } from "../../shared/audit-contracts";
import { jsonQuery } from "./json-query";

/** /admin/audit's reads: the trail is only ever read here. */
export const auditKeys = {
  all: ["audit"] as const,
  /** GET /api/admin/audit?… (the query string is the filters) */
  list: (search: string) => [...auditKeys.all, search] as const,
};

export const auditQueries = {
  list: (search: string) =>
    jsonQuery<AuditList>(auditKeys.list(search), `/api/admin/audit${search ? `?${search}` : ""}`),
};
