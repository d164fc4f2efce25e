import { eq } from "drizzle-orm";
import { analyticsPageStats, users } from "../../db/schema";
import { buildOwner, buildUser } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { silentLogger, type TestApp } from "../../test/test-app";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import type { Actor } from "../../plugins/actor";
import { BROWSER_UA, newSessionId } from "../../test/analytics";
import { getAnalyticsSummary, recordVisit } from "./service";

const MINUTE = 60_000;

/** A visit recorded as if made at `now`, through the same service the route calls. */
const visitAt = (ctx: TestApp, now: Date, page: string, sessionId = newSessionId(), actor: Actor | null = null) =>
  recordVisit({
    db: ctx.db,
    body: { page, sessionId },
    userAgent: BROWSER_UA,
    actor: async () => actor,
    log: silentLogger,
    now,
  });

const actorOf = async (ctx: TestApp, id: string, role: Actor["role"]): Promise<Actor> => {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  return { user: user!, owner: null, role };
};

describe("the admin summary", () => {
  it("has the last 30 Malaysian days, zeros included, and the top pages over them", async ({ ctx }) => {
    // A fixed day far from the other tests' visits: 10 June 2030, 12:00 in Malaysia.
    const now = new Date("2030-06-10T04:00:00Z");
    const today = todayInMalaysia(now);
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const s = newSessionId();
    await visitAt(ctx, now, "/learnmore", s);
    await visitAt(ctx, now, "/learnmore", s);
    await visitAt(ctx, now, "/wanted");
    await visitAt(ctx, daysAgo(29), "/wanted");
    await visitAt(ctx, daysAgo(29), "/wanted");
    await visitAt(ctx, daysAgo(29), "/wanted");
    // 30 days ago is outside the chart and the top pages.
    for (let i = 0; i < 5; i++) await visitAt(ctx, daysAgo(30), "/profile");

    // A private page counted before the rule that skips it (issue 30): not a top page.
    await ctx.db.insert(analyticsPageStats).values({ date: today, page: "/booking/abc/handover", visits: 9 });

    const summary = await getAnalyticsSummary(ctx.db, now);
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]).toEqual({ date: addDays(today, -29), totalVisits: 3, uniqueVisitors: 3 });
    expect(summary.days[1]).toEqual({ date: addDays(today, -28), totalVisits: 0, uniqueVisitors: 0 });
    expect(summary.days[29]).toEqual({ date: today, totalVisits: 3, uniqueVisitors: 2 });
    expect(summary.topPages).toEqual([
      { page: "/wanted", visits: 4 },
      { page: "/learnmore", visits: 2 },
    ]);
  });

  it("counts as active the visits and heartbeats of the last 15 minutes, not 15:00 or 15:01 ago", async ({ ctx }) => {
    const now = new Date("2031-01-05T02:00:00Z");
    const renter = await buildUser(ctx, { name: "Recent Rina" });
    const stale = await buildUser(ctx, { name: "Stale Sam" });
    const owner = await buildOwner(ctx, { name: "Heartbeat Hana" });
    await visitAt(
      ctx,
      new Date(now.getTime() - 14 * MINUTE - 59_000),
      "/",
      newSessionId(),
      await actorOf(ctx, renter.id, "user"),
    );
    await visitAt(
      ctx,
      new Date(now.getTime() - 15 * MINUTE - 1000),
      "/",
      newSessionId(),
      await actorOf(ctx, stale.id, "user"),
    );
    // Exactly 15:00 ago is gone, as on the user lists (isOnlineAt): by a visit, and by a heartbeat.
    const edge = await buildUser(ctx, { name: "Edge Eddie" });
    await visitAt(ctx, new Date(now.getTime() - 15 * MINUTE), "/", newSessionId(), await actorOf(ctx, edge.id, "user"));
    const edgeBeat = await buildUser(ctx, { name: "Edge Beat" });
    await ctx.db
      .update(users)
      .set({ lastActivity: new Date(now.getTime() - 15 * MINUTE), isOnline: true })
      .where(eq(users.id, edgeBeat.id));
    await visitAt(ctx, new Date(now.getTime() - 2 * MINUTE), "/wanted");
    await ctx.db
      .update(users)
      .set({ lastActivity: new Date(now.getTime() - 5 * MINUTE), isOnline: true })
      .where(eq(users.id, owner.id));

    const { active } = await getAnalyticsSummary(ctx.db, now);
    expect(active.visitors).toBe(2);
    expect(active.users.map((u) => [u.name, u.userType])).toEqual([
      ["Heartbeat Hana", "owner"],
      ["Recent Rina", "user"],
    ]);
  });
});
