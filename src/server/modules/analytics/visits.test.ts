import { eq } from "drizzle-orm";
import { analyticsPageStats, analyticsUserStats, analyticsVisits } from "../../db/schema/analytics";
import { buildOwner, buildUser } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { todayInMalaysia } from "../../../shared/dates";
import { analyticsSnapshot, newSessionId, postVisit } from "../../test/analytics";

const pageVisits = async (ctx: Parameters<typeof analyticsSnapshot>[0], page: string) =>
  (await ctx.db.select().from(analyticsPageStats).where(eq(analyticsPageStats.page, page)))[0]?.visits ?? 0;

describe("recording page visits", () => {
  it("keeps every counter exact under 200 concurrent visits from 50 sessions", async ({ ctx }) => {
    const before = await analyticsSnapshot(ctx);
    const renters = await Promise.all([buildUser(ctx, { name: "Ana" }), buildUser(ctx, { name: "Ben" })]);
    const sessions = Array.from({ length: 50 }, newSessionId);
    const pages = ["/", "/learnmore", "/wanted", "/gear/abc123"];
    // Session i visits every page once; sessions 0 and 1 are the two signed-in renters.
    const calls = sessions.flatMap((sessionId, i) =>
      pages.map((page) => postVisit(ctx, { page, sessionId }, { as: i < 2 ? renters[i] : undefined })),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(204));

    const after = await analyticsSnapshot(ctx);
    const today = after.daily.find((d) => d.date === todayInMalaysia())!;
    const todayBefore = before.daily.find((d) => d.date === todayInMalaysia());
    expect(today.totalVisits - (todayBefore?.totalVisits ?? 0)).toBe(200);
    expect(today.uniqueVisitors - (todayBefore?.uniqueVisitors ?? 0)).toBe(50);
    expect(after.visits - before.visits).toBe(200);
    for (const page of pages) expect(await pageVisits(ctx, page)).toBe(50);
    for (const r of renters) {
      const [stats] = await ctx.db.select().from(analyticsUserStats).where(eq(analyticsUserStats.userId, r.id));
      expect(stats).toMatchObject({ userType: "user", totalVisits: 4 });
    }
  });

  it("counts a returning session once a day, and keeps who visited as what", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const sessionId = newSessionId();
    const before = await analyticsSnapshot(ctx);
    await postVisit(ctx, { page: "/owner/someone", sessionId }, { as: owner });
    await postVisit(ctx, { page: "/owner/someone", sessionId }, { as: owner });
    const after = await analyticsSnapshot(ctx);
    const day = (s: typeof before) => s.daily.find((d) => d.date === todayInMalaysia());
    expect(day(after)!.totalVisits - (day(before)?.totalVisits ?? 0)).toBe(2);
    expect(day(after)!.uniqueVisitors - (day(before)?.uniqueVisitors ?? 0)).toBe(1);
    const rows = await ctx.db.select().from(analyticsVisits).where(eq(analyticsVisits.userId, owner.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userType: "owner", page: "/owner/someone", sessionId });
  });

  it("records nothing on the admin, accountant, staff and owner areas, or off the app's pages", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const before = await analyticsSnapshot(ctx);
    const skipped = [
      "/admin",
      "/admin/settings",
      "/admin/login",
      "/accountant",
      "/accountant/register",
      "/staff/dashboard",
      "/owners/dashboard",
      "/owners/login",
      "/owners/report-scammer",
      "/debug-reviews",
      "/payslips/x1y2z3",
      "/invoices/SG-INV-2026-0001",
      "/credit-notes/SG-CN-2026-0001",
      // A renter's own booking's handover sheet and an unsubscribe link: private ids in the address.
      "/booking/5b0c2f9e-8d1a-4c3b-9f20-6e7a1d2c3b4a/handover",
      "/unsubscribe/u1.abcdef0123456789",
      "/no-such-page",
      "/gear/a/b",
      "learnmore",
    ];
    for (const page of skipped) {
      expect((await postVisit(ctx, { page, sessionId: newSessionId() }, { as: admin })).statusCode).toBe(204);
    }
    expect(await analyticsSnapshot(ctx)).toEqual(before);
  });

  it("leaves obvious bots out", async ({ ctx }) => {
    const before = await analyticsSnapshot(ctx);
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0) Chrome/116 Safari/537.36",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "python-requests/2.31",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
      "",
    ]) {
      expect((await postVisit(ctx, { page: "/", sessionId: newSessionId() }, { userAgent })).statusCode).toBe(204);
    }
    expect(await analyticsSnapshot(ctx)).toEqual(before);
  });

  it("answers 204 to a broken body and records nothing", async ({ ctx }) => {
    const before = await analyticsSnapshot(ctx);
    const broken = [
      "{not json",
      JSON.stringify({ page: "/" }),
      JSON.stringify({ page: "/", sessionId: "short" }),
      JSON.stringify({ page: 5, sessionId: newSessionId() }),
      { page: "/", sessionId: "has spaces in it, which no id of ours has" },
      { page: `/${"x".repeat(300)}`, sessionId: newSessionId() },
    ];
    for (const body of broken) expect((await postVisit(ctx, body)).statusCode).toBe(204);
    const none = await ctx.request.post("/api/analytics/visits", undefined, {
      headers: { "user-agent": "Mozilla/5.0" },
    });
    expect(none.statusCode).toBe(204);
    expect(await analyticsSnapshot(ctx)).toEqual(before);
  });

  it("takes a sendBeacon text body; keeps the path only, and no IP address", async ({ ctx }) => {
    const sessionId = newSessionId();
    const body = JSON.stringify({ page: "/auth/reset-password/?token=secret123#top", sessionId });
    const res = await postVisit(ctx, body, { remoteAddress: "203.0.113.77" });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.db.select().from(analyticsVisits).where(eq(analyticsVisits.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: "/auth/reset-password", userId: null, userType: "anonymous" });
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.77|secret123/);
  });
});
