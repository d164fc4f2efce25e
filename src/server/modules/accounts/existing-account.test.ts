import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { owners, roleApplications, signInFailures } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { buildTestApp, cookieOf, get, post, type TestApp, uniqueEmail } from "../../test/test-app";

const CHECK_EMAIL =
  "We could not sign you in with these details. If this e-mail address already has an account, we have sent it a message: sign in with its password or reset it.";

let ctx: TestApp;
let withDomain: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
  withDomain = await buildTestApp({ ADMIN_EMAIL_DOMAIN: "sewagear.my" }, { shareDatabaseOf: ctx });
});
afterAll(async () => {
  await withDomain?.close();
  await ctx?.close();
});

const failures = async (email: string) =>
  (await ctx.db.select().from(signInFailures).where(eq(signInFailures.email, email))).length;

describe("registering with an address that already has an account", () => {
  it("with its own password: 200, existing, signed in; on /api/owners/register it also becomes an owner", async () => {
    const renter = await buildUser(ctx, { name: "Rashid Renter", password: "renter-own-pass-1" });
    const res = await post(ctx.app, "/api/owners/register", {
      name: "Rashid Renter",
      email: renter.email,
      password: "renter-own-pass-1",
      username: "rashid_gear",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: renter.id, existing: true });
    const session = await get(ctx.app, "/api/session", cookieOf(res));
    expect(session.json()).toMatchObject({ user: { id: renter.id }, role: "owner" });
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, renter.id))).toHaveLength(1);
    expect(await failures(renter.email)).toBe(0);
  });

  it("with a wrong password: the neutral 409, no cookie, nothing said about the account, and the attempt counted", async () => {
    const renter = await buildUser(ctx, { password: "renter-own-pass-2" });
    const res = await post(ctx.app, "/api/register", {
      name: "Someone",
      email: renter.email,
      password: "a-guessed-password",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: "CHECK_EMAIL", message: CHECK_EMAIL } });
    expect(cookieOf(res)).toBe("");
    expect(await failures(renter.email)).toBe(1);
  });

  it("while the account's sign-ins are throttled, even its own password gets 429 and learns nothing", async () => {
    const renter = await buildUser(ctx, { password: "renter-own-pass-3" });
    await ctx.db.insert(signInFailures).values(Array.from({ length: 10 }, () => ({ email: renter.email })));
    const res = await post(ctx.app, "/api/register", {
      name: "Renter",
      email: renter.email,
      password: "renter-own-pass-3",
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("SIGN_IN_THROTTLED");
    expect(res.body).not.toContain("existing");
    expect(cookieOf(res)).toBe("");
  });

  it("a new address still answers 201 without `existing`", async () => {
    const res = await post(ctx.app, "/api/register", {
      name: "New",
      email: uniqueEmail("new"),
      password: "brand-new-pass-1",
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(["userId"]);
  });
});

describe("GET /api/applications/admin-registration", () => {
  it("says admin registration is closed when ADMIN_EMAIL_DOMAIN is unset, and the server still refuses", async () => {
    const res = await get(ctx.app, "/api/applications/admin-registration");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: false, domain: null });

    const email = uniqueEmail("boss");
    const apply = await post(ctx.app, "/api/applications", {
      name: "Boss",
      email,
      password: "boss-password-1",
      role: "admin",
    });
    expect(apply.statusCode).toBe(403);
    expect(apply.json().error.message).toBe(
      "Admin registration is closed. Ask an existing admin to create your account.",
    );
    expect(await ctx.db.select().from(roleApplications).where(eq(roleApplications.role, "admin"))).toHaveLength(0);
  });

  it("says it is open, and for which domain, when ADMIN_EMAIL_DOMAIN is set", async () => {
    const res = await get(withDomain.app, "/api/applications/admin-registration");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: true, domain: "sewagear.my" });
  });
});
