import type { AuditEntryView, AuditSummaryView } from "../../../shared/audit-contracts";
import type { AuditRow } from "./repository";

type Scalar = string | number | boolean | null;

/** A value as one readable cell: nested objects and lists become their JSON. */
const scalar = (v: unknown): Scalar =>
  v === null || v === undefined
    ? null
    : typeof v === "string" || typeof v === "number" || typeof v === "boolean"
      ? v
      : JSON.stringify(v);

function summary(v: unknown): AuditSummaryView | null {
  if (!v || typeof v !== "object" || Array.isArray(v))
    return v === null || v === undefined ? null : { value: scalar(v) };
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scalar(x)]));
}

/**
 * An audit row as the trail shows it. Entries written by `recordAudit` carry
 * `{ before, after, detail }`; older ones (role decisions, settings saved before
 * the trail had one shape) carry their fields loose: those are shown as detail.
 */
export function presentAuditEntry(row: { e: AuditRow; name: string | null; email: string | null }): AuditEntryView {
  const { e } = row;
  const data = (e.data ?? null) as Record<string, unknown> | null;
  const shaped = data !== null && typeof data === "object" && ("before" in data || "after" in data);
  return {
    id: e.id,
    at: e.createdAt.toISOString(),
    actor: e.actorId ? { id: e.actorId, name: row.name, email: row.email } : null,
    action: e.action,
    subjectType: e.subjectType,
    subjectId: e.subjectId,
    before: shaped ? summary(data.before) : null,
    after: shaped ? summary(data.after) : null,
    detail: shaped ? summary(data.detail) : summary(data),
  };
}
