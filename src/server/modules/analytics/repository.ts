import { desc, eq, gt, gte, or, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { owners, users } from "../../db/schema";
import {
  analyticsDailyStats,
  analyticsPageStats,
  analyticsUserStats,
  analyticsVisits,
} from "../../db/schema/analytics";
import type { DailyVisits, TopPage, VisitorType } from "../../../shared/analytics-contracts";

export interface VisitRow {
  at: Date;
  /** Malaysia's calendar day of `at` (YYYY-MM-DD): the day the counters belong to. */
  date: string;
  userId: string | null;
  userType: VisitorType;
  page: string;
  sessionId: string;
}

/**
 * Record one page view and bump every counter in a single statement, so the
 * counters stay exact however many visits race: each bump is an insert that
 * turns into `x = x + 1` on conflict (a row lock, never read-modify-write),
 * and a session adds to the day's unique visitors only through the insert of
 * its (date, session) row, which exactly one of two racing visits can win.
 */
export async function insertVisit(db: Db, v: VisitRow): Promise<void> {
  const at = v.at.toISOString();
  await db.execute(sql`
    with visit as (
      insert into analytics_visits (occurred_at, user_id, user_type, page, session_id)
      values (${at}::timestamptz, ${v.userId}::text, ${v.userType}, ${v.page}, ${v.sessionId})
      returning id
    ), first_of_day as (
      insert into analytics_daily_sessions (date, session_id) values (${v.date}::date, ${v.sessionId})
      on conflict do nothing
      returning session_id
    ), daily as (
      insert into analytics_daily_stats as d (date, total_visits, unique_visitors)
      select ${v.date}::date, 1, count(*) from first_of_day
      on conflict (date) do update
        set total_visits = d.total_visits + 1, unique_visitors = d.unique_visitors + excluded.unique_visitors
      returning date
    ), page as (
      insert into analytics_page_stats as p (date, page, visits) values (${v.date}::date, ${v.page}, 1)
      on conflict (date, page) do update set visits = p.visits + 1
      returning page
    ), person as (
      insert into analytics_user_stats as u (user_id, user_type, last_visit, total_visits)
      select ${v.userId}::text, ${v.userType}, ${at}::timestamptz, 1 where ${v.userId}::text is not null
      on conflict (user_id) do update
        set user_type = excluded.user_type,
            last_visit = greatest(u.last_visit, excluded.last_visit),
            total_visits = u.total_visits + 1
      returning user_id
    )
    select (select count(*) from visit) + (select count(*) from daily) + (select count(*) from page)
      + (select count(*) from person) as written`);
}

/** Daily stats from `from` (a Malaysian date) on; days without a visit have no row. */
export function findDailyStats(db: Db, from: string): Promise<DailyVisits[]> {
  return db
    .select({
      date: analyticsDailyStats.date,
      totalVisits: analyticsDailyStats.totalVisits,
      uniqueVisitors: analyticsDailyStats.uniqueVisitors,
    })
    .from(analyticsDailyStats)
    .where(gte(analyticsDailyStats.date, from))
    .orderBy(analyticsDailyStats.date);
}

/** The most visited pages from `from` on, most visits first (ties by path, so the order is stable). */
export function findTopPages(db: Db, from: string, limit: number): Promise<TopPage[]> {
  const visits = sum(analyticsPageStats.visits).mapWith(Number);
  return db
    .select({ page: analyticsPageStats.page, visits })
    .from(analyticsPageStats)
    .where(gte(analyticsPageStats.date, from))
    .groupBy(analyticsPageStats.page)
    .orderBy(desc(visits), analyticsPageStats.page)
    .limit(limit);
}

/** Browser sessions with a visit after `since` (exactly 15:00 ago is no longer active, as in presence-contracts). */
export async function countActiveSessions(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${analyticsVisits.sessionId})`.mapWith(Number) })
    .from(analyticsVisits)
    .where(gt(analyticsVisits.occurredAt, since));
  return row?.n ?? 0;
}

/**
 * Signed-in people seen after `since` (strictly, like isOnlineAt), newest first: by a recorded visit
 * or by the presence heartbeat (which also covers the back-office pages that
 * record no visits, and a page left open without navigating).
 */
export function findActiveUsers(db: Db, since: Date, limit: number) {
  const lastSeen = sql`greatest(${users.lastActivity}, ${analyticsUserStats.lastVisit})`.mapWith(users.lastActivity);
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      hasOwnerProfile: sql<boolean>`${owners.userId} is not null`,
      lastSeen,
    })
    .from(users)
    .leftJoin(analyticsUserStats, eq(analyticsUserStats.userId, users.id))
    .leftJoin(owners, eq(owners.userId, users.id))
    .where(or(gt(users.lastActivity, since), gt(analyticsUserStats.lastVisit, since)))
    .orderBy(desc(lastSeen))
    .limit(limit);
}
