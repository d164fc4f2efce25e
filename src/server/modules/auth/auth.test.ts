import { and, eq } from "drizzle-orm";
import { jobs, signInFailures, users } from "../../db/schema";
import { it, describe, expect, beforeAll, afterAll } from "../../test/fixtures";
import { buildTestApp, type TestApp, signIn, uniqueEmail } from "../../test/test-app";
import { cookieOf } from "../../test/request";
import { buildUser } from "../../test/factories";
import { mailedTo } from "../../test/mail-jobs";

const THROTTLED =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.";
const FOREIGN = { error: { code: "FOREIGN_ORIGIN", message: "Requests from other sites are not allowed." } };
const EVIL = "https://evil.example";

const userRow = async (ctx: TestApp, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const mailTo = (ctx: TestApp, to: string, subject: string) =>
  ctx.mail.filter((m) => m.to === to && m.subject === subject);
const emailJobsTo = (ctx: TestApp, to: string) =>
  ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, "email"), mailedTo(to)));
const signInAttempt = (ctx: TestApp, email: string, password: string, remoteAddress: string) =>
  ctx.request.post("/api/auth/sign-in/email", { email, password }, { remoteAddress });

const MALAY_VERIFY_SUBJECT = "Sahkan alamat e-mel anda";

describe("sign-in in Bahasa Melayu", () => {
  it("a wrong password answers in Malay for Accept-Language: ms, in English otherwise", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "right-password-9" });
    const body = { email: user.email, password: "wrong-password-9" };
    const malay = await ctx.request.post("/api/auth/sign-in/email", body, { headers: { "accept-language": "ms" } });
    expect(malay.statusCode).toBe(401);
    expect(malay.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "E-mel atau kata laluan tidak sah" },
    });
    const english = await ctx.request.post("/api/auth/sign-in/email", body);
    expect(english.json().error.message).toBe("Invalid email or password");
  });

  it("the throttle's refusal is in Malay too", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "right-password-8" });
    for (let i = 0; i < 10; i++) await signInAttempt(ctx, user.email, `wrong-${i}-password`, "10.0.9.1");
    const res = await ctx.request.post(
      "/api/auth/sign-in/email",
      { email: user.email, password: "right-password-8" },
      { headers: { "accept-language": "ms-MY" }, remoteAddress: "10.0.9.1" },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: "SIGN_IN_THROTTLED",
      message:
        "Terlalu banyak percubaan log masuk yang gagal untuk akaun ini. Sila tunggu 15 minit dan cuba lagi, atau tetapkan semula kata laluan anda.",
    });
  });
});

describe("forgot password", () => {
  it("e-mails a reset link that sets a new password and ends old sessions", async ({ ctx }) => {
    // A real sign-in: the reset must end the session it made.
    const user = await buildUser(ctx, { name: "Reset Me", password: "old-password-1", signIn: true });
    const res = await ctx.request.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/auth/reset-password",
    });
    expect(res.statusCode).toBe(200);
    await ctx.worker.drain();

    const [mail, ...more] = mailTo(ctx, user.email, "Reset your SewaGear password");
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain("Hi Reset Me,");
    const link = mail!.text.match(/(\S+\/auth\/reset-password\?token=\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.config.publicUrl}/auth/reset-password`);
    expect(mail!.html).toContain(`href="${link}"`);
    const token = url.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);

    const reset = await ctx.request.post("/api/auth/reset-password", { newPassword: "new-password-2", token });
    expect(reset.statusCode).toBe(200);

    expect(
      (await ctx.request.post("/api/auth/sign-in/email", { email: user.email, password: "old-password-1" })).statusCode,
    ).toBe(401);
    expect(await signIn(ctx, user.email, "new-password-2")).toMatch(/^sewagear\.session_token=/);
    // revokeSessionsOnPasswordReset: the session from before the reset is gone.
    expect((await ctx.request.get("/api/session", { as: user })).statusCode).toBe(401);

    // A token works once.
    const again = await ctx.request.post("/api/auth/reset-password", { newPassword: "third-password-3", token });
    expect(again.statusCode).toBe(400);
    expect(
      (await ctx.request.post("/api/auth/sign-in/email", { email: user.email, password: "third-password-3" }))
        .statusCode,
    ).toBe(401);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async ({ ctx }) => {
    const known = await buildUser(ctx);
    const unknown = uniqueEmail("nobody");
    const a = await ctx.request.post("/api/auth/request-password-reset", {
      email: known.email,
      redirectTo: "/auth/reset-password",
    });
    const b = await ctx.request.post("/api/auth/request-password-reset", {
      email: unknown,
      redirectTo: "/auth/reset-password",
    });
    expect(b.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    await ctx.worker.drain();
    expect(await emailJobsTo(ctx, known.email)).toHaveLength(1);
    expect(await emailJobsTo(ctx, unknown)).toHaveLength(0);
    expect(ctx.mail.filter((m) => m.to === unknown)).toHaveLength(0);
  });
});

/** For tests about cookies, not about the link: the address confirmed as its link would (ADR 046). */
const confirmAddress = (app: TestApp, email: string) =>
  app.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));

describe("e-mail verification", () => {
  it("registration e-mails a link that marks the address verified", async ({ ctx }) => {
    const email = uniqueEmail("verify");
    expect((await ctx.request.post("/api/register", { name: "Vera", email, password: "verify-me-1" })).statusCode).toBe(
      202,
    );
    await ctx.worker.drain();
    const [mail] = mailTo(ctx, email, "Verify your e-mail address");
    expect(mail).toBeDefined();
    const link = mail!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(ctx.config.publicUrl);
    expect(url.searchParams.get("token")).toBeTruthy();

    const [before] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(before!.emailVerified).toBe(false);

    const res = await ctx.request.get(`${url.pathname}${url.search}`);
    // The link lands signed in on the sign-up form's page, which then says the address is verified.
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/profile?verified=1");
    expect((await userRow(ctx, before!.id))!.emailVerified).toBe(true);
    expect((await ctx.request.get("/api/session", { as: cookieOf(res) })).json().user.emailVerified).toBe(true);
  });

  it("signing up on the Malay page: the account reads Malay and its verification e-mail is in Malay (issue 29)", async ({
    ctx,
  }) => {
    const email = uniqueEmail("bahasa");
    const res = await ctx.request.post(
      "/api/register",
      { name: "Siti", email, password: "verify-me-3" },
      { headers: { "accept-language": "ms" } },
    );
    expect(res.statusCode).toBe(202);
    expect((await ctx.db.select().from(users).where(eq(users.email, email)))[0]!.language).toBe("ms");
    await ctx.worker.drain();
    const mails = ctx.mail.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual([MALAY_VERIFY_SUBJECT]);
    // An English page still gets English.
    const english = uniqueEmail("english");
    await ctx.request.post("/api/register", { name: "Sam", email: english, password: "verify-me-4" });
    await ctx.worker.drain();
    expect(ctx.mail.filter((m) => m.to === english).map((m) => m.subject)).toEqual(["Verify your e-mail address"]);
  });

  it("a forged token verifies nothing", async ({ ctx }) => {
    const email = uniqueEmail("forged");
    await ctx.request.post("/api/register", { name: "Forged", email, password: "verify-me-2" });
    await ctx.worker.drain();
    const link = new URL(
      mailTo(ctx, email, "Verify your e-mail address")[0]!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)![1]!,
    );
    const token = link.searchParams.get("token")!;
    const forged = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const res = await ctx.request.get(`/api/auth/verify-email?token=${encodeURIComponent(forged)}`);
    expect(res.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(false);
  });
});

describe("per-account sign-in throttle", () => {
  // Each case from its own client address, so better-auth's per-address rate limit stays out of the way.
  it("after 10 failures from one address its 11th attempt is refused even with the right password; the owner's other address and other accounts are not affected", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx, { password: "right-password-1" });
    const other = await buildUser(ctx, { password: "right-password-2" });
    for (let i = 0; i < 10; i++) {
      const res = await signInAttempt(ctx, user.email, `wrong-${i}-password`, "10.0.1.1");
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await signInAttempt(ctx, user.email.toUpperCase(), "right-password-1", "10.0.1.1");
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ error: { code: "SIGN_IN_THROTTLED", message: THROTTLED } });
    expect(cookieOf(eleventh)).toBe("");

    // Issue 15: eleven wrong passwords from elsewhere used to lock the owner out
    // everywhere. Their usual device, which has not failed, still signs in.
    const owner = await signInAttempt(ctx, user.email, "right-password-1", "10.0.1.2");
    expect(owner.statusCode).toBe(200);
    expect(cookieOf(owner)).toMatch(/^sewagear\.session_token=/);

    const fine = await signInAttempt(ctx, other.email, "right-password-2", "10.0.1.1");
    expect(fine.statusCode).toBe(200);
    expect(cookieOf(fine)).toMatch(/^sewagear\.session_token=/);
  });

  it("counts unknown addresses too, so the throttle reveals nothing", async ({ ctx }) => {
    const nobody = uniqueEmail("ghost");
    for (let i = 0; i < 10; i++)
      expect((await signInAttempt(ctx, nobody, "whatever-123", "10.0.2.1")).statusCode).toBe(401);
    expect((await signInAttempt(ctx, nobody, "whatever-123", "10.0.2.1")).json().error.code).toBe("SIGN_IN_THROTTLED");
  });

  it("failures older than 15 minutes do not count, and a successful sign-in clears the count", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "right-password-3" });
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await ctx.db.insert(signInFailures).values(Array.from({ length: 10 }, () => ({ email: user.email, at: old })));
    await ctx.db.insert(signInFailures).values(Array.from({ length: 9 }, () => ({ email: user.email })));

    const res = await signInAttempt(ctx, user.email, "right-password-3", "10.0.3.1");
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(signInFailures).where(eq(signInFailures.email, user.email))).toHaveLength(0);
  });

  it("the account-wide limit is exactly 50 recent failures, from any address", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "right-password-4" });
    const recent = () => ({ email: user.email, at: new Date(Date.now() - 14 * 60 * 1000) });
    await ctx.db.insert(signInFailures).values(Array.from({ length: 49 }, recent));
    expect((await signInAttempt(ctx, user.email, "wrong-password-4", "10.0.4.2")).statusCode).toBe(401);
    expect((await signInAttempt(ctx, user.email, "right-password-4", "10.0.4.1")).statusCode).toBe(429);
  });
});

describe("writes from another site", () => {
  it("PATCH /api/profile with a foreign Origin → 403 and the row is unchanged", async ({ ctx }) => {
    const user = await buildUser(ctx, { name: "Original Name" });
    const before = await userRow(ctx, user.id);
    const res = await ctx.request.patch(
      "/api/profile",
      { name: "Hacked", city: "Nowhere" },
      { as: user, headers: { origin: EVIL } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FOREIGN);
    expect(await userRow(ctx, user.id)).toEqual(before);

    // Control: the same request from our own origin goes through.
    const ok = await ctx.request.patch("/api/profile", { name: "Renamed", city: "Ipoh" }, { as: user });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(ctx, user.id))!.name).toBe("Renamed");
  });

  it("POST /api/register with a foreign Origin → 403 and no account", async ({ ctx }) => {
    const email = uniqueEmail("evil");
    const res = await ctx.request.post(
      "/api/register",
      { name: "Evil", email, password: "evil-password" },
      {
        headers: {
          origin: EVIL,
        },
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FOREIGN);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("better-auth's endpoints are covered too: sign-in and sign-out from a foreign Origin → 403", async ({ ctx }) => {
    const user = await buildUser(ctx, { signIn: true });
    const signInRes = await ctx.request.post(
      "/api/auth/sign-in/email",
      { email: user.email, password: user.password },
      { headers: { origin: EVIL } },
    );
    expect(signInRes.statusCode).toBe(403);
    expect(cookieOf(signInRes)).toBe("");
    const signOutRes = await ctx.request.post("/api/auth/sign-out", undefined, { as: user, headers: { origin: EVIL } });
    expect(signOutRes.statusCode).toBe(403);
    expect((await ctx.request.get("/api/session", { as: user })).statusCode).toBe(200);
  });

  it("Sec-Fetch-Site: cross-site → 403 even with our Origin; same-origin passes", async ({ ctx }) => {
    const user = await buildUser(ctx, { name: "Kept" });
    const cross = await ctx.request.patch(
      "/api/profile",
      { name: "Changed" },
      { as: user, headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual(FOREIGN);
    expect((await userRow(ctx, user.id))!.name).toBe("Kept");

    const same = await ctx.request.patch(
      "/api/profile",
      { name: "Changed" },
      { as: user, headers: { "sec-fetch-site": "same-origin" } },
    );
    expect(same.statusCode).toBe(200);
    expect((await userRow(ctx, user.id))!.name).toBe("Changed");
  });
});

describe("security headers and cookies over HTTP", () => {
  it("GET /api/health carries CSP, nosniff and Referrer-Policy, and no HSTS", async ({ ctx }) => {
    const res = await ctx.request.get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp.split(";")).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // Helmet's other defaults come with them (worked out once at start, plugins/security.ts).
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("a path parameter too long for the router: 414 in the API's error format, nosniff, the path not echoed (issue 29)", async ({
    ctx,
  }) => {
    const res = await ctx.request.get(`/api/gear/${"x".repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: "BAD_REQUEST", message: expect.any(String) } });
    expect(res.body).not.toContain("x".repeat(500));
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Answered before any hook runs, it still has every header the others have.
    const ordinary = await ctx.request.get("/api/no-such-thing");
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"])
      expect(res.headers[name], name).toBe(ordinary.headers[name]);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("an unknown API path's 404 carries the same headers", async ({ ctx }) => {
    const res = await ctx.request.get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("the session cookie is HttpOnly, SameSite=Lax, lasts 7 days, and is not Secure on http", async ({ ctx }) => {
    const email = uniqueEmail("cookie");
    const reg = await ctx.request.post("/api/register", { name: "Cookie", email, password: "cookie-pass-1" });
    expect(reg.statusCode).toBe(202);
    await confirmAddress(ctx, email);
    const res = await ctx.request.post("/api/auth/sign-in/email", { email, password: "cookie-pass-1" });
    expect(res.statusCode).toBe(200);
    const raw = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    const sessionCookie = raw.find((c) => c.startsWith("sewagear.session_token="));
    expect(sessionCookie).toBeDefined();
    const attrs = sessionCookie!.split(";").map((a) => a.trim().toLowerCase());
    expect(attrs).toContain("httponly");
    expect(attrs).toContain("samesite=lax");
    expect(attrs).toContain("path=/");
    expect(attrs).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(attrs).not.toContain("secure");
  });
});

describe("behind an HTTPS proxy (PUBLIC_URL https, TRUST_PROXY=true)", () => {
  let https: TestApp;
  const HOST = "sewagear.example";
  beforeAll(async ({ ctx }) => {
    https = await buildTestApp({ PUBLIC_URL: `https://${HOST}`, TRUST_PROXY: "true" }, { shareDatabaseOf: ctx });
  });
  afterAll(async () => {
    await https?.close();
  });

  it("redirects plain HTTP to HTTPS with 301, keeping path and query", async () => {
    const res = await https.request.get("/api/health?probe=1", {
      headers: { host: HOST, "x-forwarded-proto": "http" },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`https://${HOST}/api/health?probe=1`);
  });

  it("does not redirect localhost", async () => {
    const res = await https.request.get("/api/health", { headers: { host: "localhost", "x-forwarded-proto": "http" } });
    expect(res.statusCode).toBe(200);
  });

  it("over HTTPS: HSTS, upgrade-insecure-requests, and a Secure session cookie that works", async () => {
    const headers = { host: HOST, "x-forwarded-proto": "https" };
    const health = await https.request.get("/api/health", { headers });
    expect(health.statusCode).toBe(200);
    expect(health.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(health.headers["content-security-policy"])).toContain("upgrade-insecure-requests");

    const email = uniqueEmail("secure");
    const registered = await https.request.post(
      "/api/register",
      { name: "Secure", email, password: "secure-pass-1" },
      { headers: { ...headers, origin: `https://${HOST}` } },
    );
    expect(registered.statusCode).toBe(202);
    await confirmAddress(https, email);
    const reg = await https.request.post(
      "/api/auth/sign-in/email",
      { email, password: "secure-pass-1" },
      { headers: { ...headers, origin: `https://${HOST}` } },
    );
    expect(reg.statusCode).toBe(200);
    const raw = ([] as string[]).concat(reg.headers["set-cookie"] ?? []);
    const sessionCookie = raw.find((c) => c.startsWith("__Secure-sewagear.session_token="));
    expect(sessionCookie).toBeDefined();
    const attrs = sessionCookie!.split(";").map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax"]));

    const me = await https.request.get("/api/session", { as: cookieOf(reg), headers: { ...headers } });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe("user");
  });
});
