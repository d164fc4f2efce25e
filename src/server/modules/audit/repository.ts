import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containing, startingWith } from "../../db/like";
import { auditLog, users } from "../../db/schema";
import { addDays } from "../../../shared/dates";
import { AUDIT_PAGE_SIZE, type AuditQuery } from "../../../shared/audit-contracts";

/** Midnight of a Malaysian day (UTC+8, no daylight saving) as an instant. */
const malaysianMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

function filters(q: AuditQuery): SQL | undefined {
  return and(
    q.actor
      ? or(
          eq(auditLog.actorId, q.actor),
          ilike(users.name, containing(q.actor)),
          ilike(users.email, containing(q.actor)),
        )
      : undefined,
    // "review" finds every review action; "review.hidden" only that one.
    q.action ? or(eq(auditLog.action, q.action), ilike(auditLog.action, startingWith(`${q.action}.`))) : undefined,
    q.subjectType ? eq(auditLog.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(auditLog.subjectId, q.subjectId) : undefined,
    q.from ? gte(auditLog.createdAt, malaysianMidnight(q.from)) : undefined,
    q.to ? lt(auditLog.createdAt, malaysianMidnight(addDays(q.to, 1))) : undefined,
  );
}

/** One page of the trail, newest first (ids grow with time), with the actors' names; and the total. */
export async function findAuditEntries(db: Db, q: AuditQuery) {
  const where = filters(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: auditLog, name: users.name, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((q.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every action the trail holds, for the filter's choices. */
export async function findAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}

export type AuditRow = typeof auditLog.$inferSelect;
