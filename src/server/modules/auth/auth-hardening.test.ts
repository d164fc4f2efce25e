import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, owners, roleApplications, signInFailures, users } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { buildTestApp, cookieOf, get, post, type TestApp, TEST_ORIGIN, uniqueEmail } from "../../test/test-app";
import { THROTTLED_MESSAGE } from "./throttle";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const failures = async (email: string) =>
  (await ctx.db.select({ n: count() }).from(signInFailures).where(eq(signInFailures.email, email)))[0]!.n;
const emailJobsTo = async (to: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, "email"), sql`${jobs.payload}->>'to' = ${to}`))
  )[0]!.n;
const from = (remoteAddress: string) => ({ headers: { origin: TEST_ORIGIN }, remoteAddress });

describe("registering again with someone's address is a password guess, and throttled like one", () => {
  it.each([
    ["/api/register", {}],
    ["/api/owners/register", { username: "guesser_one" }],
    ["/api/applications", { role: "staff" }],
  ] as const)(
    "%s: after 10 wrong passwords the right one gets 429, and the owner gets no more than 10 e-mails",
    async (url, extra) => {
      const victim = await buildUser(ctx, { password: "the-real-password" });
      const mailsBefore = await emailJobsTo(victim.email);
      for (let i = 0; i < 10; i++) {
        const res = await ctx.app.inject({
          method: "POST",
          url,
          payload: { name: "Guess", email: victim.email, password: `guess-${i}-password`, ...extra },
          ...from("10.9.0.1"),
        });
        expect(res.statusCode).toBe(409);
        expect(cookieOf(res)).toBe("");
      }
      const right = await ctx.app.inject({
        method: "POST",
        url,
        payload: { name: "Guess", email: victim.email, password: "the-real-password", ...extra },
        ...from("10.9.0.2"),
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toEqual({ code: "SIGN_IN_THROTTLED", message: THROTTLED_MESSAGE });
      expect(cookieOf(right)).toBe("");
      // Sign-in proper is throttled by the same count.
      const signIn = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: victim.email, password: "the-real-password" },
        ...from("10.9.0.3"),
      });
      expect(signIn.statusCode).toBe(429);
      expect((await emailJobsTo(victim.email)) - mailsBefore).toBeLessThanOrEqual(10);
      expect(await ctx.db.select().from(owners).where(eq(owners.userId, victim.id))).toHaveLength(0);
      expect(await ctx.db.select().from(roleApplications).where(eq(roleApplications.userId, victim.id))).toHaveLength(
        0,
      );
    },
  );

  it("a new address registers and signs in, and leaves no count behind", async () => {
    const email = uniqueEmail("fresh");
    const res = await post(ctx.app, "/api/register", { name: "Fresh", email, password: "fresh-password-1" });
    expect(res.statusCode).toBe(201);
    expect((await get(ctx.app, "/api/session", cookieOf(res))).statusCode).toBe(200);
    expect(await failures(email)).toBe(0);
  });
});

describe("a burst of parallel guesses", () => {
  it("lets at most 10 reach the password check; the rest get 429", async () => {
    const victim = await buildUser(ctx, { password: "burst-right-password" });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: victim.email, password: `burst-wrong-${i}` },
          ...from(`10.8.${i}.1`),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(25);
    expect(await failures(victim.email)).toBeLessThanOrEqual(10);
  });
});

describe("owner sign-up with an existing business account", () => {
  it("a staff member's credentials on /api/owners/register → 403, no owner profile, no cookie", async () => {
    const staff = await buildUser(ctx, { role: "staff", password: "staff-password-1" });
    const res = await post(ctx.app, "/api/owners/register", {
      name: "Staff",
      email: staff.email,
      password: "staff-password-1",
      username: "staff_shop",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Staff, accountant and admin accounts cannot become owners.");
    expect(cookieOf(res)).toBe("");
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, staff.id))).toHaveLength(0);
  });
});

describe("change password (better-auth's endpoint, exposed)", () => {
  it("with the current password: the new one signs in, the old one no longer does", async () => {
    const user = await buildUser(ctx, { password: "old-password-1" });
    const res = await post(
      ctx.app,
      "/api/auth/change-password",
      { currentPassword: "old-password-1", newPassword: "new-password-1" },
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await post(ctx.app, "/api/auth/sign-in/email", { email: user.email, password: "old-password-1" })).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx.app, "/api/auth/sign-in/email", { email: user.email, password: "new-password-1" })).statusCode,
    ).toBe(200);
  });

  it("a wrong current password, a too-short new one, or no session change nothing", async () => {
    const user = await buildUser(ctx, { password: "keep-password-1" });
    const [before] = await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    // better-auth allows 3 password changes per 10 s per address; each try comes from its own.
    const change = (body: object, ip: string, cookie?: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        payload: body,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
        remoteAddress: ip,
      });
    expect(
      (await change({ currentPassword: "not-it-at-all", newPassword: "new-password-2" }, "10.7.0.1", user.cookie))
        .statusCode,
    ).toBe(400);
    expect(
      (await change({ currentPassword: "keep-password-1", newPassword: "short" }, "10.7.0.2", user.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await change({ currentPassword: "keep-password-1", newPassword: "new-password-3" }, "10.7.0.3")).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx.app, "/api/auth/sign-in/email", { email: user.email, password: "keep-password-1" })).statusCode,
    ).toBe(200);
    expect((await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id)))[0]).toEqual(
      before,
    );
  });
});

describe("the HTTPS redirect", () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await buildTestApp(
      { PUBLIC_URL: "https://sewagear.example", TRUST_PROXY: "true" },
      { shareDatabaseOf: ctx },
    );
  });
  afterAll(async () => {
    await https?.close();
  });

  it("goes to the public host, whatever Host the client sent", async () => {
    const res = await https.app.inject({
      method: "GET",
      url: "/learnmore?q=sony",
      headers: { host: "evil.example", "x-forwarded-proto": "http" },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("https://sewagear.example/learnmore?q=sony");
  });
});
