import type { Db } from "../../db/client";
import { AUDIT_PAGE_SIZE, type AuditList, type AuditQuery } from "../../../shared/audit-contracts";
import { presentAuditEntry } from "./presenter";
import { findAuditActions, findAuditEntries } from "./repository";

/** /admin/audit: the trail, newest first, as the filters narrow it. */
export async function listAuditEntries(db: Db, q: AuditQuery): Promise<AuditList> {
  const [{ rows, total }, actions] = await Promise.all([findAuditEntries(db, q), findAuditActions(db)]);
  return { items: rows.map(presentAuditEntry), total, page: q.page, pageSize: AUDIT_PAGE_SIZE, actions };
}
