import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { loadConfig } from "../config";
import { afterAll, appTest, describe, expect } from "../test/fixtures";
import { awayFromWindowEdge } from "../test/window-edge";
import { buildUser } from "../test/factories";
import { buildTestApp, type TestApp, uniqueEmail } from "../test/test-app";

/** Issue 15, point 6. Limits on (factor 1), behind one proxy. */
const it = appTest({ RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "1" });

const register = (ctx: TestApp, headers: Record<string, string>, email = uniqueEmail("limit")) =>
  ctx.request.post("/api/register", { name: "Limit Test", email, password: "limit-test-pass-1" }, { headers });

describe("TRUST_PROXY", () => {
  it("takes a number of proxies or their addresses; `true` is read as 1 with a warning; anything else is refused", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    const legacy = loadConfig({ TRUST_PROXY: "true" });
    expect(legacy.TRUST_PROXY).toBe(1);
    expect(legacy.warnings.join()).toContain("TRUST_PROXY=true");
    expect(() => loadConfig({ TRUST_PROXY: "everything" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "*" })).toThrow(/TRUST_PROXY/);
  });

  it("a rotating X-Forwarded-For does not bypass the per-address limit: only the proxy's own hop is believed", async ({
    ctx,
  }) => {
    await awayFromWindowEdge();
    // The client writes any first hops it likes; our proxy appends the address it saw (203.0.113.9).
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        await ctx.request.get(`/api/owners/username-availability?username=rotate_${i}`, {
          headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.9` },
        }),
      );
    }
    expect(answers.slice(0, 30).filter((a) => a.statusCode === 429)).toHaveLength(0);
    const refused = answers[30]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
  });
});

describe("per-address limits", () => {
  let second: TestApp | undefined;
  afterAll(async () => {
    await second?.close();
  });

  // Twelve registrations hash twelve passwords: slow on a busy machine.
  it(
    "registration: 10 per hour per address, shared by every process on the database; the 11th creates nothing",
    {
      timeout: 120_000,
    },
    async ({ ctx }) => {
      second = await buildTestApp({ RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "1" }, { shareDatabaseOf: ctx });
      const from = { "x-forwarded-for": "203.0.113.20" };
      for (let i = 0; i < 10; i++) {
        const res = await register(i % 2 ? second : ctx, from);
        expect(res.statusCode).toBe(202);
      }
      const email = uniqueEmail("eleventh");
      const refused = await register(second, { ...from, "accept-language": "ms" }, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(refused.json().error.message).toBe("Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.");
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      // Another address is not affected.
      expect((await register(ctx, { "x-forwarded-for": "203.0.113.21" })).statusCode).toBe(202);
    },
  );

  it("username checks: 30 a minute; password reset: 5 requests and, apart, 10 new passwords per 15 minutes", async ({
    ctx,
  }) => {
    await awayFromWindowEdge();
    const check = (i: number) =>
      ctx.request.get(`/api/owners/username-availability?username=probe_${i}`, {
        headers: { "x-forwarded-for": "203.0.113.30" },
      });
    for (let i = 0; i < 30; i++) expect((await check(i)).statusCode).not.toBe(429);
    expect((await check(30)).statusCode).toBe(429);

    const reset = () =>
      ctx.request.post(
        "/api/auth/request-password-reset",
        { email: uniqueEmail("reset"), redirectTo: "/auth/reset-password" },
        { headers: { "x-forwarded-for": "203.0.113.31" } },
      );
    for (let i = 0; i < 5; i++) expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
    // Setting the new password from the same address is counted apart: never refused mid-reset.
    const set = () =>
      ctx.request.post(
        "/api/auth/reset-password",
        { token: "not-a-real-token", newPassword: "a-new-password-123" },
        { headers: { "x-forwarded-for": "203.0.113.31" } },
      );
    for (let i = 0; i < 10; i++) expect((await set()).statusCode).not.toBe(429);
    expect((await set()).statusCode).toBe(429);
  });

  it("every other endpoint: 300 a minute per address; health checks are not counted", async ({ ctx }) => {
    const from = { headers: { "x-forwarded-for": "203.0.113.40" } };
    await awayFromWindowEdge();
    const answers = await Promise.all(Array.from({ length: 301 }, () => ctx.request.get("/api/public-config", from)));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    expect((await ctx.request.get("/api/health", from)).statusCode).toBe(200);
  });
});

describe("Cache-Control", () => {
  it("no-store on every signed-in answer and on answers that set a cookie; public reads stay cacheable", async ({
    ctx,
  }) => {
    const { email } = await buildUser(ctx, { password: "limit-test-pass-1" });
    const reg = await ctx.request.post(
      "/api/auth/sign-in/email",
      { email, password: "limit-test-pass-1" },
      { headers: { "x-forwarded-for": "203.0.113.50" } },
    );
    expect(reg.statusCode).toBe(200);
    expect(reg.headers["cache-control"]).toContain("no-store");
    const cookie = String(reg.headers["set-cookie"]).split(";")[0]!;
    for (const url of ["/api/session", "/api/notifications", "/api/filters"]) {
      const res = await ctx.request.get(url, { as: cookie, headers: { "x-forwarded-for": "203.0.113.50" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toContain("no-store");
    }
    const pub = await ctx.request.get("/api/public-config", { headers: { "x-forwarded-for": "203.0.113.51" } });
    expect(String(pub.headers["cache-control"] ?? "")).not.toContain("no-store");
  });
});
