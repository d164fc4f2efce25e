import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { owners, users } from "../db/schema";
import {
  analyticsDailySessions,
  analyticsDailyStats,
  analyticsPageStats,
  analyticsVisits,
} from "../db/schema/analytics";
import { addDays, todayInMalaysia } from "../../shared/dates";

const DAY_MS = 86_400_000;
/** The demo's public pages, most visited first. */
const PAGES = ["/", "/learnmore", "/owner/lensmaster", "/wanted", "/booking", "/profile"];

/**
 * Four weeks of anonymous page views before today, so /admin's chart and top
 * pages show something on a fresh start, and a last activity for each demo
 * owner (today for LensMaster, a few days back for the others) for "Active …".
 * The counters are summed from the visits made here, so they agree with them.
 */
export async function seedDemoAnalytics(db: Db, now = new Date()) {
  const today = todayInMalaysia(now);
  const visits: (typeof analyticsVisits.$inferInsert)[] = [];
  const daily: (typeof analyticsDailyStats.$inferInsert)[] = [];
  const pages = new Map<string, number>();
  const sessions: (typeof analyticsDailySessions.$inferInsert)[] = [];
  for (let back = 28; back >= 1; back--) {
    const date = addDays(today, -back);
    // A steady rhythm with busier weekends; no randomness, so every demo looks alike.
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const total = 20 + ((back * 7) % 13) + (weekday === 0 || weekday === 6 ? 12 : 0);
    const unique = Math.ceil(total * 0.6);
    for (let s = 0; s < unique; s++) sessions.push({ date, sessionId: `demo${date.replaceAll("-", "")}s${s}` });
    for (let v = 0; v < total; v++) {
      const page = PAGES[(v * v + back) % PAGES.length]!;
      pages.set(`${date} ${page}`, (pages.get(`${date} ${page}`) ?? 0) + 1);
      visits.push({
        occurredAt: new Date(now.getTime() - back * DAY_MS + v * 60_000),
        userType: "anonymous",
        page,
        sessionId: `demo${date.replaceAll("-", "")}s${v % unique}`,
      });
    }
    daily.push({ date, totalVisits: total, uniqueVisitors: unique });
  }
  await db.insert(analyticsVisits).values(visits);
  await db.insert(analyticsDailySessions).values(sessions);
  await db.insert(analyticsDailyStats).values(daily);
  await db.insert(analyticsPageStats).values(
    [...pages].map(([key, n]) => {
      const [date, page] = key.split(" ") as [string, string];
      return { date, page, visits: n };
    }),
  );

  const demoOwners = await db
    .select({ id: owners.userId, username: owners.username })
    .from(owners)
    .orderBy(asc(owners.username));
  // LensMaster earlier today (not just now, so nobody shows as online on a fresh
  // start): two hours ago, or Malaysian midnight when the day is younger than that.
  const midnight = Date.parse(`${today}T00:00:00+08:00`);
  const earlierToday = new Date(Math.max(midnight, now.getTime() - 2 * 3_600_000));
  for (const [i, o] of demoOwners.entries()) {
    const lastActivity = o.username === "lensmaster" ? earlierToday : new Date(now.getTime() - ((i % 6) + 1) * DAY_MS);
    await db.update(users).set({ lastActivity }).where(eq(users.id, o.id));
  }
}
