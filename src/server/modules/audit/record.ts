import type { Db, Tx } from "../../db/client";
import { auditLog } from "../../db/schema";

/** A short, JSON-safe picture of a record: the fields a reader of the trail needs, not the whole row. */
export type AuditSummary = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  /** Who acted: an admin's, staff member's or accountant's user id; null for the system (a job). */
  actorId: string | null;
  /** What was done, `<area>.<verb>`: "invoice.voided", "review.hidden", "deposit.decided". */
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: AuditSummary | null;
  after?: AuditSummary | null;
  /** Anything else worth keeping: a reason, a reference. */
  detail?: AuditSummary;
}

/**
 * Record one back-office action in the audit trail. Call it with the
 * transaction that makes the change, so the entry and the change commit or
 * roll back together: the trail never claims what did not happen, and nothing
 * that happened is missing from it. The trail is append-only: no route edits
 * or deletes it.
 */
export async function recordAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  // Saving a form unchanged is not an action: an entry that says "was X, now X" only buries the real ones.
  if (!entry.detail && entry.before && entry.after && sameSummary(entry.before, entry.after)) return;
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    data: {
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.detail ? { detail: entry.detail } : {}),
    },
  });
}

function sameSummary(a: AuditSummary, b: AuditSummary): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => Object.hasOwn(a, k) && Object.hasOwn(b, k) && a[k] === b[k]);
}
