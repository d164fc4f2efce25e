import { eq } from "drizzle-orm";
import { analyticsVisits } from "../../db/schema/analytics";
import { matrixTest, signedIn, everyone } from "../../test/matrix";
import { describe, expect } from "../../test/fixtures";
import { todayInMalaysia } from "../../../shared/dates";
import type { AnalyticsSummary } from "../../../shared/analytics-contracts";
import { analyticsSnapshot, BROWSER_UA, newSessionId, refusedChangesNothing } from "../../test/analytics";

const { matrix } = matrixTest();

describe("analytics: who may do what", () => {
  matrix({
    name: "POST /api/analytics/visits answers 204 to everyone and counts each of them",
    expected: everyone(204),
    mutates: true,
    setup: async () => ({ sessionId: newSessionId() }),
    call: (t, cookie, { ctx }) =>
      ctx.request.post(
        "/api/analytics/visits",
        { page: "/learnmore", sessionId: t.sessionId },
        { as: cookie, headers: { "user-agent": BROWSER_UA } },
      ),
    check: async (_res, actor, t, { ctx }) => {
      const rows = await ctx.db
        .select()
        .from(analyticsVisits)
        .where(eq(analyticsVisits.sessionId, t.sessionId as string));
      expect(rows, actor).toHaveLength(1);
      const type = { "signed out": "anonymous", renter: "user", "other renter": "user", "other owner": "owner" };
      expect(rows[0]!.userType).toBe(type[actor as keyof typeof type] ?? actor);
    },
  });

  matrix({
    name: "GET /api/analytics/summary is the admins' only",
    expected: { ...signedIn(403), admin: 200 },
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) =>
      refusedChangesNothing(
        () => analyticsSnapshot(ctx),
        () => ctx.request.get("/api/analytics/summary", { as: cookie }),
      ),
    check: (res) => {
      const body = res.json() as AnalyticsSummary;
      expect(body.days).toHaveLength(30);
      expect(body.days.at(-1)!.date).toBe(todayInMalaysia());
    },
  });
});
