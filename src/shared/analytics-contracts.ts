import { z } from "zod";
import { Timestamp } from "./contracts";
import { ROLES } from "./roles";
import { PAGE_MAX_LENGTH } from "./analytics-paths";

export { isTrackedPath, PAGE_MAX_LENGTH } from "./analytics-paths";

/** Seed section 9: the real-time "active users" window. */
export const ACTIVE_WINDOW_MINUTES = 15;
/** How many days the admin chart shows, today included. */
export const CHART_DAYS = 30;
/** How many pages the "top pages" list shows. */
export const TOP_PAGES_LIMIT = 10;
/** Who a visit is counted as: signed out, or the account's resolved role. */
export const VISITOR_TYPES = ["anonymous", ...ROLES] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

/**
 * POST /api/analytics/visits. The server reads it itself (the endpoint answers
 * 204 to anything, seed section 8: "Analytics failures are swallowed"); a body
 * that does not match is dropped unrecorded. The session id is the browser
 * tab's random id (sessionStorage), never the sign-in session's.
 */
export const VisitRequest = z.object({
  page: z.string().min(1).max(PAGE_MAX_LENGTH),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type VisitRequest = z.infer<typeof VisitRequest>;

/** Seed section 3, daily stats: one day of the chart (a day without visits is zeros). */
export const DailyVisits = z.object({ date: z.string(), totalVisits: z.number(), uniqueVisitors: z.number() });
export type DailyVisits = z.infer<typeof DailyVisits>;

export const TopPage = z.object({ page: z.string(), visits: z.number() });
export type TopPage = z.infer<typeof TopPage>;

/** A signed-in person seen in the active window: by a recorded visit or by the presence heartbeat. */
export const ActiveUser = z.object({
  id: z.string(),
  name: z.string(),
  userType: z.enum(VISITOR_TYPES),
  lastSeen: Timestamp,
});
export type ActiveUser = z.infer<typeof ActiveUser>;

/** GET /api/analytics/summary (admin): the last 30 days, the top pages over them, and who is active now. */
export const AnalyticsSummary = z.object({
  days: z.array(DailyVisits),
  topPages: z.array(TopPage),
  active: z.object({
    /** Browser sessions with a recorded visit in the window, signed in or not. */
    visitors: z.number(),
    users: z.array(ActiveUser),
  }),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummary>;
