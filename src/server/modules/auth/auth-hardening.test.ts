import { and, count, eq } from "drizzle-orm";
import { jobs, owners, roleApplications, sessions, signInFailures, users } from "../../db/schema";
import { it, describe, expect, beforeAll, afterAll } from "../../test/fixtures";
import { buildTestApp, signIn, type TestApp, uniqueEmail } from "../../test/test-app";
import { cookieOf } from "../../test/request";
import { buildUser } from "../../test/factories";
import { mailedTo } from "../../test/mail-jobs";

const THROTTLED_MESSAGE =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.";

const failures = async (ctx: TestApp, email: string) =>
  (await ctx.db.select({ n: count() }).from(signInFailures).where(eq(signInFailures.email, email)))[0]!.n;
const emailJobsTo = async (ctx: TestApp, to: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, "email"), mailedTo(to)))
  )[0]!.n;
const from = (remoteAddress: string) => ({ remoteAddress });

describe("registering again with someone's address is a password guess, and throttled like one", () => {
  it.for([
    ["/api/register", {}],
    ["/api/owners/register", { username: "guesser_one" }],
    ["/api/applications", { role: "staff" }],
  ] as const)(
    "%s: after 10 wrong passwords from one address the right one from there gets 429, and the owner gets no more than 10 e-mails",
    async ([url, extra], { ctx }) => {
      const victim = await buildUser(ctx, { password: "the-real-password" });
      const mailsBefore = await emailJobsTo(ctx, victim.email);
      for (let i = 0; i < 10; i++) {
        const res = await ctx.request.post(
          url,
          { name: "Guess", email: victim.email, password: `guess-${i}-password`, ...extra },
          from("10.9.0.1"),
        );
        expect(res.statusCode).toBe(202);
        expect(cookieOf(res)).toBe("");
      }
      const right = await ctx.request.post(
        url,
        { name: "Guess", email: victim.email, password: "the-real-password", ...extra },
        from("10.9.0.1"),
      );
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toEqual({ code: "SIGN_IN_THROTTLED", message: THROTTLED_MESSAGE });
      expect(cookieOf(right)).toBe("");
      // Sign-in proper from that address is throttled by the same count.
      const signIn = await ctx.request.post(
        "/api/auth/sign-in/email",
        { email: victim.email, password: "the-real-password" },
        from("10.9.0.1"),
      );
      expect(signIn.statusCode).toBe(429);
      expect((await emailJobsTo(ctx, victim.email)) - mailsBefore).toBeLessThanOrEqual(10);
      expect(await ctx.db.select().from(owners).where(eq(owners.userId, victim.id))).toHaveLength(0);
      expect(await ctx.db.select().from(roleApplications).where(eq(roleApplications.userId, victim.id))).toHaveLength(
        0,
      );
    },
  );

  it("a new address gets 202 and no session (its e-mailed link signs it in), and leaves no count behind", async ({
    ctx,
  }) => {
    const email = uniqueEmail("fresh");
    const res = await ctx.request.post("/api/register", { name: "Fresh", email, password: "fresh-password-1" });
    expect(res.statusCode).toBe(202);
    expect(cookieOf(res)).toBe("");
    expect(await failures(ctx, email)).toBe(0);
  });
});

describe("a burst of parallel guesses", () => {
  const burst = (ctx: TestApp, email: string, n: number, address: (i: number) => string) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        ctx.request.post("/api/auth/sign-in/email", { email, password: `burst-wrong-${i}` }, from(address(i))),
      ),
    );
  const tally = (answers: { statusCode: number }[]) => ({
    checked: answers.filter((a) => a.statusCode === 401).length,
    refused: answers.filter((a) => a.statusCode === 429).length,
  });

  it("from one address lets at most 10 reach the password check; the rest get 429", async ({ ctx }) => {
    const victim = await buildUser(ctx, { password: "burst-right-password" });
    const { checked, refused } = tally(await burst(ctx, victim.email, 25, () => "10.8.0.1"));
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + refused).toBe(25);
    expect(await failures(ctx, victim.email)).toBeLessThanOrEqual(10);
  });

  it("spread over many addresses lets at most 50 (the account-wide cap) reach it", async ({ ctx }) => {
    const victim = await buildUser(ctx, { password: "burst-right-password-2" });
    const { checked, refused } = tally(await burst(ctx, victim.email, 60, (i) => `10.9.${i}.1`));
    expect(checked).toBeLessThanOrEqual(50);
    expect(checked + refused).toBe(60);
  });
});

describe("owner sign-up with an existing business account", () => {
  it("a staff member's credentials on /api/owners/register → 403, no owner profile, no cookie", async ({ ctx }) => {
    const staff = await buildUser(ctx, { role: "staff", password: "staff-password-1" });
    const res = await ctx.request.post("/api/owners/register", {
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
  it("with the current password: the new one signs in, the old one no longer does", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "old-password-1", signIn: true });
    const res = await ctx.request.post(
      "/api/auth/change-password",
      { currentPassword: "old-password-1", newPassword: "new-password-1" },
      { as: user },
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await ctx.request.post("/api/auth/sign-in/email", { email: user.email, password: "old-password-1" })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.request.post("/api/auth/sign-in/email", { email: user.email, password: "new-password-1" })).statusCode,
    ).toBe(200);
  });

  it("ends the account's other sessions even when the client asks to keep them; this device stays signed in", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx, { password: "old-password-4", signIn: true });
    const other = await signIn(ctx, user.email, "old-password-4");
    const res = await ctx.request.post(
      "/api/auth/change-password",
      { currentPassword: "old-password-4", newPassword: "new-password-4", revokeOtherSessions: false },
      { as: user, remoteAddress: "10.7.1.1" },
    );
    expect(res.statusCode).toBe(200);
    expect((await ctx.request.get("/api/session", { as: other })).statusCode).toBe(401);
    const here = await ctx.request.get("/api/session", { as: cookieOf(res) });
    expect([here.statusCode, here.json().user.id]).toEqual([200, user.id]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("a wrong current password, a too-short new one, or no session change nothing", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "keep-password-1", signIn: true });
    const [before] = await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    // better-auth allows 3 password changes per 10 s per address; each try comes from its own.
    const change = (body: object, ip: string, cookie?: string) =>
      ctx.request.post("/api/auth/change-password", body, { as: cookie, remoteAddress: ip });
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
      (await ctx.request.post("/api/auth/sign-in/email", { email: user.email, password: "keep-password-1" }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id)))[0]).toEqual(
      before,
    );
  });
});

describe("the HTTPS redirect", () => {
  let https: TestApp;
  beforeAll(async ({ ctx }) => {
    https = await buildTestApp(
      { PUBLIC_URL: "https://sewagear.example", TRUST_PROXY: "true" },
      { shareDatabaseOf: ctx },
    );
  });
  afterAll(async () => {
    await https?.close();
  });

  it("goes to the public host, whatever Host the client sent", async () => {
    const res = await https.request.get("/learnmore?q=sony", {
      headers: { host: "evil.example", "x-forwarded-proto": "http" },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("https://sewagear.example/learnmore?q=sony");
  });
});
