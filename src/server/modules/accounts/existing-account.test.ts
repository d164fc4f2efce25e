import { eq } from "drizzle-orm";
import { owners, roleApplications, signInFailures } from "../../db/schema";
import { it, describe, expect, beforeAll, afterAll } from "../../test/fixtures";
import { buildTestApp, type TestApp, uniqueEmail } from "../../test/test-app";
import { cookieOf } from "../../test/request";
import { buildUser } from "../../test/factories";

const CHECK_EMAIL_SENT =
  "Check your e-mail. We have sent a message to the address you gave: follow its link to continue.";

let withDomain: TestApp;
beforeAll(async ({ ctx }) => {
  withDomain = await buildTestApp({ ADMIN_EMAIL_DOMAIN: "sewagear.my" }, { shareDatabaseOf: ctx });
});
afterAll(async () => {
  await withDomain?.close();
});

/** A sign-up through `path` with these credentials (the name is the same everywhere). */
const register = (ctx: TestApp, email: string, password: string, path = "/api/register", extra: object = {}) =>
  ctx.request.post(path, { name: "Rashid Renter", email, password, ...extra });

const failures = async (ctx: TestApp, email: string) =>
  (await ctx.db.select().from(signInFailures).where(eq(signInFailures.email, email))).length;

describe("registering with an address that already has an account", () => {
  it("with its own password: 200, existing, signed in; on /api/owners/register it also becomes an owner", async ({
    ctx,
  }) => {
    const renter = await buildUser(ctx, { name: "Rashid Renter", password: "renter-own-pass-1" });
    const res = await register(ctx, renter.email, "renter-own-pass-1", "/api/owners/register", {
      username: "rashid_gear",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: renter.id, existing: true });
    const session = await ctx.request.get("/api/session", { as: cookieOf(res) });
    expect(session.json()).toMatchObject({ user: { id: renter.id }, role: "owner" });
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, renter.id))).toHaveLength(1);
    expect(await failures(ctx, renter.email)).toBe(0);
  });

  it.for([
    ["/api/register", {}],
    ["/api/owners/register", { username: "guessed_shop" }],
    ["/api/applications", { role: "staff" }],
  ] as const)(
    "%s with a wrong password: the new address's 202, no cookie, nothing made, the holder e-mailed, the attempt counted",
    async ([path, extra], { ctx }) => {
      const renter = await buildUser(ctx, { password: "renter-own-pass-2" });
      const res = await register(ctx, renter.email, "a-guessed-password", path, extra);
      const fresh = await register(ctx, uniqueEmail("fresh"), "a-guessed-password", path, {
        ...extra,
        ...("username" in extra ? { username: "fresh_shop" } : {}),
      });
      expect([res.statusCode, res.body]).toEqual([202, fresh.body]);
      expect(res.json()).toEqual({ checkEmail: true, message: CHECK_EMAIL_SENT });
      expect(cookieOf(res)).toBe("");
      expect(cookieOf(fresh)).toBe("");
      expect(await failures(ctx, renter.email)).toBe(1);
      expect(await ctx.db.select().from(owners).where(eq(owners.userId, renter.id))).toHaveLength(0);
      expect(await ctx.db.select().from(roleApplications).where(eq(roleApplications.userId, renter.id))).toHaveLength(
        0,
      );
      await ctx.worker.drain();
      const told = ctx.mail.filter((m) => m.to === renter.email && m.subject === "You already have a SewaGear account");
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(
        "Someone tried to register a new SewaGear account with this e-mail address. You already have one.",
      );
    },
  );

  it("while the account's sign-ins are throttled, even its own password gets 429 and learns nothing", async ({
    ctx,
  }) => {
    const renter = await buildUser(ctx, { password: "renter-own-pass-3" });
    // The account-wide cap (modules/auth/throttle.ts): 50 failures from anywhere.
    await ctx.db.insert(signInFailures).values(Array.from({ length: 50 }, () => ({ email: renter.email })));
    const res = await register(ctx, renter.email, "renter-own-pass-3");
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("SIGN_IN_THROTTLED");
    expect(res.body).not.toContain("existing");
    expect(cookieOf(res)).toBe("");
  });

  it("a new address answers 202 without `existing` or a session", async ({ ctx }) => {
    const res = await register(ctx, uniqueEmail("new"), "brand-new-pass-1");
    expect(res.statusCode).toBe(202);
    expect(Object.keys(res.json())).toEqual(["checkEmail", "message"]);
    expect(cookieOf(res)).toBe("");
  });
});

describe("GET /api/applications/admin-registration", () => {
  it("says admin registration is closed when ADMIN_EMAIL_DOMAIN is unset, and the server still refuses", async ({
    ctx,
  }) => {
    const res = await ctx.request.get("/api/applications/admin-registration");
    expect([res.statusCode, res.json()]).toEqual([200, { open: false, domain: null }]);

    const apply = await register(ctx, uniqueEmail("boss"), "boss-password-1", "/api/applications", { role: "admin" });
    expect([apply.statusCode, apply.json().error.message]).toEqual([
      403,
      "Admin registration is closed. Ask an existing admin to create your account.",
    ]);
    expect(await ctx.db.select().from(roleApplications).where(eq(roleApplications.role, "admin"))).toHaveLength(0);
  });

  it("says it is open, and for which domain, when ADMIN_EMAIL_DOMAIN is set", async () => {
    const res = await withDomain.request.get("/api/applications/admin-registration");
    expect([res.statusCode, res.json()]).toEqual([200, { open: true, domain: "sewagear.my" }]);
  });
});
