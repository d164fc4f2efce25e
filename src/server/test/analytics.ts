import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import {
  analyticsDailySessions,
  analyticsDailyStats,
  analyticsPageStats,
  analyticsUserStats,
  analyticsVisits,
} from "../db/schema/analytics";
import { expect } from "vitest";
import type { Caller, InjectResponse } from "./request";
import type { TestApp } from "./test-app";

/** A desktop Chrome's user agent: what a person's browser sends. */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A browser tab's random session id, as the web app makes one. */
export const newSessionId = () => randomBytes(12).toString("base64url");

/** POST /api/analytics/visits as a browser would send it. */
export function postVisit(
  ctx: TestApp,
  body: object | string,
  { as, userAgent = BROWSER_UA, remoteAddress }: { as?: Caller; userAgent?: string; remoteAddress?: string } = {},
) {
  const headers = { "user-agent": userAgent, ...(typeof body === "string" ? { "content-type": "text/plain" } : {}) };
  return ctx.request.post("/api/analytics/visits", body, { as, headers, remoteAddress });
}

/** Every analytics row there is, for "a refused or dropped call changed nothing". */
export async function analyticsSnapshot(ctx: TestApp) {
  return {
    visits: (await ctx.db.select({ n: count() }).from(analyticsVisits))[0]!.n,
    sessions: (await ctx.db.select({ n: count() }).from(analyticsDailySessions))[0]!.n,
    daily: await ctx.db.select().from(analyticsDailyStats).orderBy(analyticsDailyStats.date),
    pages: await ctx.db.select().from(analyticsPageStats).orderBy(analyticsPageStats.date, analyticsPageStats.page),
    users: await ctx.db.select().from(analyticsUserStats).orderBy(analyticsUserStats.userId),
  };
}

/**
 * Make the call; when it is refused (not 2xx), `snapshot` must read the same
 * after as before. For the matrix, whose own state check does not know these tables.
 */
export async function refusedChangesNothing(snapshot: () => Promise<unknown>, call: () => Promise<InjectResponse>) {
  const before = await snapshot();
  const res = await call();
  if (res.statusCode >= 300) expect(await snapshot()).toEqual(before);
  return res;
}
