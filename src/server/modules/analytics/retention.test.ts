import { and, count, eq, isNull } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { analyticsDailySessions, analyticsVisits } from "../../db/schema/analytics";
import { describe, expect, it } from "../../test/fixtures";
import { silentLogger, type TestApp } from "../../test/test-app";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { analyticsSnapshot, BROWSER_UA, newSessionId } from "../../test/analytics";
import { analyticsJobHandlers, PURGE_ANALYTICS_JOB, purgeAnalytics, schedulePurge } from "./retention-jobs";
import { recordVisit } from "./service";

const DAY = 86_400_000;
const visitAt = (ctx: TestApp, at: Date, sessionId: string) =>
  recordVisit({
    db: ctx.db,
    body: { page: "/learnmore", sessionId },
    userAgent: BROWSER_UA,
    actor: async () => null,
    log: silentLogger,
    now: at,
  });
const waitingPurges = async (ctx: TestApp) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_ANALYTICS_JOB), isNull(jobs.doneAt), isNull(jobs.failedAt)))
  )[0]!.n;

describe("analytics retention", () => {
  it("drops visit rows older than 400 days and past days' sessions, never the counters", async ({ ctx }) => {
    const now = new Date("2032-05-20T04:00:00Z");
    const [old, kept, yesterday, today] = [newSessionId(), newSessionId(), newSessionId(), newSessionId()];
    await visitAt(ctx, new Date(now.getTime() - 401 * DAY), old);
    await visitAt(ctx, new Date(now.getTime() - 399 * DAY), kept);
    await visitAt(ctx, new Date(now.getTime() - DAY), yesterday);
    await visitAt(ctx, now, today);
    const before = await analyticsSnapshot(ctx);

    await purgeAnalytics(ctx.db, now);

    const sessionsLeft = (await ctx.db.select().from(analyticsDailySessions)).map((r) => r.sessionId);
    expect(sessionsLeft).toEqual(expect.arrayContaining([yesterday, today]));
    expect(sessionsLeft).not.toContain(old);
    expect(sessionsLeft).not.toContain(kept);
    const visitsLeft = (await ctx.db.select().from(analyticsVisits)).map((r) => r.sessionId);
    expect(visitsLeft).not.toContain(old);
    expect(visitsLeft).toEqual(expect.arrayContaining([kept, yesterday, today]));
    const after = await analyticsSnapshot(ctx);
    expect(after.daily).toEqual(before.daily);
    expect(after.pages).toEqual(before.pages);
    expect(after.daily.map((d) => d.date)).toContain(addDays(todayInMalaysia(now), -401));
  });

  it("keeps one purge waiting, and the purge queues the next one", async ({ ctx }) => {
    const soon = new Date(Date.now() + 3_600_000);
    await schedulePurge(ctx.db, soon);
    await schedulePurge(ctx.db, soon);
    expect(await waitingPurges(ctx)).toBe(1);

    const [waiting] = await ctx.db.select().from(jobs).where(eq(jobs.kind, PURGE_ANALYTICS_JOB));
    await analyticsJobHandlers(ctx.db)[PURGE_ANALYTICS_JOB]!({}, { id: waiting!.id, attempts: 1 });
    // The running one is not done yet (the worker marks it after), so two wait: itself and the next, a day on.
    const next = await ctx.db.select().from(jobs).where(eq(jobs.kind, PURGE_ANALYTICS_JOB)).orderBy(jobs.runAt);
    expect(next).toHaveLength(2);
    expect(next[1]!.runAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });
});
