import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { instant, optionalRef, serialId } from "./columns";

/** The kinds of visitor a visit is counted as: signed out, or the account's resolved role. */
const knownUserType = (column: unknown) =>
  sql`${column} in ('anonymous', 'user', 'owner', 'admin', 'staff', 'accountant')`;

/**
 * Seed section 3, the visit record: one row per page view of a public or
 * renter page. No IP address and no user agent are kept; the session id is a
 * random value the browser made for its tab, not the sign-in session.
 */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    id: serialId(),
    occurredAt: instant("occurred_at").notNull().defaultNow(),
    userId: optionalRef("user_id", () => users.id),
    userType: text("user_type").notNull(),
    /** The path only: a query string may carry tokens (reset links) or search words. */
    page: text("page").notNull(),
    sessionId: text("session_id").notNull(),
  },
  (t) => [
    // The "active in the last 15 minutes" count reads the newest rows only.
    index("analytics_visits_occurred_idx").on(t.occurredAt),
    check("analytics_visits_user_type", knownUserType(t.userType)),
  ],
);

/** Seed section 3, daily stats; the date is Malaysia's calendar day. Kept by increments, never recounted. */
export const analyticsDailyStats = pgTable("analytics_daily_stats", {
  date: date("date", { mode: "string" }).primaryKey(),
  totalVisits: integer("total_visits").notNull().default(0),
  uniqueVisitors: integer("unique_visitors").notNull().default(0),
});

/**
 * The sessions seen on a day: the insert that adds a (date, session) pair is
 * what adds one to that day's uniqueVisitors, so two visits racing each other
 * can never both count as the session's first.
 */
export const analyticsDailySessions = pgTable(
  "analytics_daily_sessions",
  {
    date: date("date", { mode: "string" }).notNull(),
    sessionId: text("session_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.sessionId] })],
);

/** Seed section 3, page stats: visits of one page on one day. */
export const analyticsPageStats = pgTable(
  "analytics_page_stats",
  {
    date: date("date", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.page] })],
);

/** Seed section 3, user stats: a signed-in visitor's count and latest visit. */
export const analyticsUserStats = pgTable(
  "analytics_user_stats",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    userType: text("user_type").notNull(),
    lastVisit: instant("last_visit").notNull(),
    totalVisits: integer("total_visits").notNull().default(0),
  },
  (t) => [
    index("analytics_user_stats_last_visit_idx").on(t.lastVisit),
    check("analytics_user_stats_user_type", knownUserType(t.userType)),
  ],
);
