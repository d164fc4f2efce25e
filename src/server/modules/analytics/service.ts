import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import { resolveRole } from "../accounts/roles";
import {
  ACTIVE_WINDOW_MINUTES,
  type AnalyticsSummary,
  CHART_DAYS,
  isTrackedPath,
  TOP_PAGES_LIMIT,
  VisitRequest,
} from "../../../shared/analytics-contracts";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { isBotAgent } from "./bots";
import { countActiveSessions, findActiveUsers, findDailyStats, findTopPages, insertVisit } from "./repository";

/** How many signed-in people the "active now" list shows. */
const ACTIVE_USERS_LIMIT = 50;

export interface VisitInput {
  db: Db;
  /** The request body as sent (text): parsed here, so a broken one is dropped, not answered with an error. */
  body: unknown;
  userAgent: string | undefined;
  /** Who is asking; a lookup, so a bot or a skipped page costs no session read. */
  actor: () => Promise<Actor | null>;
  log: FastifyBaseLogger;
  now?: Date;
}

/** The page's path as counted: no query or fragment, no trailing slash. */
function pathOf(page: string): string {
  const path = page.split(/[?#]/, 1)[0]!;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function parseBody(body: unknown): VisitRequest | null {
  let value = body;
  if (typeof body === "string") {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const parsed = VisitRequest.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Record a page view (seed section 3). Never throws: seed section 8 says
 * "Analytics failures are swallowed", so a bot, a skipped page, a broken body
 * or a database failure all end here, quietly (a failure is logged). No IP
 * address is read or kept.
 */
export async function recordVisit({ db, body, userAgent, actor, log, now = new Date() }: VisitInput): Promise<void> {
  try {
    if (isBotAgent(userAgent)) return;
    const input = parseBody(body);
    if (!input) return;
    const page = pathOf(input.page);
    if (!isTrackedPath(page)) return;
    const who = await actor().catch(() => null);
    await insertVisit(db, {
      at: now,
      date: todayInMalaysia(now),
      userId: who?.user.id ?? null,
      userType: who?.role ?? "anonymous",
      page,
      sessionId: input.sessionId,
    });
  } catch (err) {
    log.warn({ err }, "analytics: visit not recorded");
  }
}

/** Every day from `from` to `to`, each with its stats or zeros. */
function fillDays(from: string, to: string, rows: AnalyticsSummary["days"]): AnalyticsSummary["days"] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: AnalyticsSummary["days"] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.push(byDate.get(d) ?? { date: d, totalVisits: 0, uniqueVisitors: 0 });
  }
  return days;
}

/** /admin: visits and unique visitors of the last 30 Malaysian days, the top pages over them, and who is active now. */
export async function getAnalyticsSummary(db: Db, now = new Date()): Promise<AnalyticsSummary> {
  const today = todayInMalaysia(now);
  const from = addDays(today, -(CHART_DAYS - 1));
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MINUTES * 60_000);
  const [daily, topPages, visitors, users] = await Promise.all([
    findDailyStats(db, from),
    // Pages counted before a rule stopped counting them (private ids in the address) stay out of the list.
    findTopPages(db, from, TOP_PAGES_LIMIT * 3).then((pages) =>
      pages.filter((p) => isTrackedPath(p.page)).slice(0, TOP_PAGES_LIMIT),
    ),
    countActiveSessions(db, since),
    findActiveUsers(db, since, ACTIVE_USERS_LIMIT),
  ]);
  return {
    days: fillDays(from, today, daily),
    topPages,
    active: {
      visitors,
      users: users.map((u) => ({
        id: u.id,
        name: u.name,
        userType: resolveRole(u.role, u.hasOwnerProfile),
        lastSeen: u.lastSeen.toISOString(),
      })),
    },
  };
}
