import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { APPLICATION_ROLES, APPLICATION_STATUSES } from "../../../shared/roles";
import { instant, createdAt, serialId, belongsTo, optionalRef, oneOf, knownWords } from "./columns";
import { users } from "./auth";

/**
 * Staff, accountant and admin sign-ups wait here until approved: staff and
 * accountants by an admin on /admin/settings, admins by verifying an e-mail
 * address in ADMIN_EMAIL_DOMAIN.
 */
export const roleApplications = pgTable(
  "role_applications",
  {
    id: serialId(),
    userId: belongsTo("user_id", () => users.id),
    role: oneOf("role", APPLICATION_ROLES).notNull(),
    status: oneOf("status", APPLICATION_STATUSES).notNull().default("pending"),
    decidedBy: optionalRef("decided_by", () => users.id),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("role_applications_user_role_idx").on(t.userId, t.role),
    index("role_applications_status_idx").on(t.status),
    knownWords("role_applications_role_known", t.role, APPLICATION_ROLES),
    knownWords("role_applications_status_known", t.status, APPLICATION_STATUSES),
  ],
);

/** Background work, written in the same transaction as the change that causes it (outbox). */
export const jobs = pgTable(
  "jobs",
  {
    id: serialId(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    runAt: instant("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(25),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    doneAt: instant("done_at"),
    failedAt: instant("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);

/** Password checks within the last 15 minutes, counted by the throttle per account, per source and both (throttle.ts). */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: serialId(),
    email: text("email").notNull(),
    /**
     * Where the attempt came from: the client's address, `device:<id>` for a
     * known device, "" for a signed-in caller's check. Counted per row over a
     * sliding 15 minutes: fixed windows let 10 guesses either side of a window's
     * edge through as 20 within a minute.
     */
    source: text("source").notNull().default(""),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_email_at_idx").on(t.email, t.at),
    index("sign_in_failures_source_at_idx").on(t.source, t.at),
  ],
);

/** Generated secrets (session secret, VAPID keys) kept across restarts. */
export const appSecrets = pgTable("app_secrets", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Who did what to whom: role decisions now, bookings later. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serialId(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    data: jsonb("data"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_subject_idx").on(t.subjectType, t.subjectId)],
);
