import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, owners, roleApplications, users } from "../../db/schema";
import { buildOwner, buildUser, type BuiltUser } from "../../test/factories";
import { buildTestApp, cookieOf, get, post, type TestApp, TEST_ORIGIN, uniqueEmail } from "../../test/test-app";

const DOMAIN = "sewagear.my";
const FORBIDDEN = { code: "FORBIDDEN", message: "You do not have permission to do that." };
const UNAUTHENTICATED = { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } };

let ctx: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAIL_DOMAIN: DOMAIN });
  admin = await buildUser(ctx, { role: "admin", name: "Aisyah Admin" });
});
afterAll(async () => {
  await ctx?.close();
});

const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const applicationsOf = (userId: string) =>
  ctx.db.select().from(roleApplications).where(eq(roleApplications.userId, userId));
const session = async (cookie: string) => (await get(ctx.app, "/api/session", cookie)).json();
const decide = (id: number, decision: "approve" | "refuse", cookie = admin.cookie) =>
  post(ctx.app, `/api/admin/applications/${id}/decision`, { decision }, cookie);

async function apply(role: "staff" | "accountant" | "admin", email = uniqueEmail(role), password = "apply-password-1") {
  const res = await post(ctx.app, "/api/applications", { name: `Applicant ${role}`, email, password, role });
  return { res, email, password };
}

describe("staff and accountant applications", () => {
  it("a staff application is pending, the applicant stays a renter until an admin approves", async () => {
    const { res, email } = await apply("staff");
    expect(res.statusCode).toBe(201);
    const { userId } = res.json<{ userId: string }>();
    const cookie = cookieOf(res);

    const [appRow, ...others] = await applicationsOf(userId);
    expect(others).toHaveLength(0);
    expect(appRow).toMatchObject({ role: "staff", status: "pending", decidedBy: null });
    expect(await session(cookie)).toMatchObject({ role: "user", application: { role: "staff", status: "pending" } });
    expect((await userRow(userId))!.role).toBe("user");
    expect((await get(ctx.app, "/api/staff/overview", cookie)).statusCode).toBe(403);

    const list = await get(ctx.app, "/api/admin/applications", admin.cookie);
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: number }) => i.id === appRow!.id);
    expect(item).toMatchObject({
      role: "staff",
      status: "pending",
      user: { id: userId, email, name: "Applicant staff", emailVerified: false },
    });

    const decision = await decide(appRow!.id, "approve");
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toEqual({ id: appRow!.id, status: "approved" });

    expect(await session(cookie)).toMatchObject({ role: "staff", application: { role: "staff", status: "approved" } });
    expect((await userRow(userId))!.role).toBe("staff");
    expect((await applicationsOf(userId))[0]).toMatchObject({ status: "approved", decidedBy: admin.id });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, "role.granted")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      subjectType: "user",
      data: { role: "staff", applicationId: appRow!.id },
    });
    expect((await get(ctx.app, "/api/staff/overview", cookie)).statusCode).toBe(200);

    // No longer in the pending list; in the approved one.
    const pending = (await get(ctx.app, "/api/admin/applications", admin.cookie)).json().items;
    expect(pending.map((i: { id: number }) => i.id)).not.toContain(appRow!.id);
    const approved = (await get(ctx.app, "/api/admin/applications?status=approved", admin.cookie)).json().items;
    expect(approved.map((i: { id: number }) => i.id)).toContain(appRow!.id);

    // Deciding twice is a conflict and changes nothing.
    const again = await decide(appRow!.id, "refuse");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This application was already approved.");
    expect((await applicationsOf(userId))[0]!.status).toBe("approved");
    expect((await userRow(userId))!.role).toBe("staff");
  });

  it("a refused accountant application leaves a renter, and may be made again", async () => {
    const { res, email, password } = await apply("accountant");
    const { userId } = res.json<{ userId: string }>();
    const cookie = cookieOf(res);
    const [appRow] = await applicationsOf(userId);

    const decision = await decide(appRow!.id, "refuse");
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toEqual({ id: appRow!.id, status: "refused" });
    expect((await userRow(userId))!.role).toBe("user");
    expect(await session(cookie)).toMatchObject({
      role: "user",
      application: { role: "accountant", status: "refused" },
    });
    expect((await get(ctx.app, "/api/accountant/overview", cookie)).statusCode).toBe(403);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, userId));
    expect(audit.map((a) => a.action)).toEqual(["role.refused"]);

    const twice = await decide(appRow!.id, "approve");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This application was already refused.");
    expect((await userRow(userId))!.role).toBe("user");

    // Applying again (same credentials, so it signs in) puts the same application back to pending.
    const again = await post(ctx.app, "/api/applications", {
      name: "Applicant accountant",
      email,
      password,
      role: "accountant",
    });
    // 200, not 201: the account existed (its own password signed in).
    expect(again.statusCode).toBe(200);
    expect(await applicationsOf(userId)).toEqual([expect.objectContaining({ id: appRow!.id, status: "pending" })]);
  });

  it("an unknown application, or an admin one, cannot be decided (404)", async () => {
    expect((await decide(999_999, "approve")).statusCode).toBe(404);
    const { res } = await apply("admin", `decide-${Date.now()}@${DOMAIN}`);
    const [adminApp] = await applicationsOf(res.json().userId);
    const r = await decide(adminApp!.id, "approve");
    expect(r.statusCode).toBe(404);
    expect((await userRow(res.json().userId))!.role).toBe("user");
    expect((await applicationsOf(res.json().userId))[0]!.status).toBe("pending");
  });

  it("a bad decision body → 400", async () => {
    const { res } = await apply("staff");
    const [appRow] = await applicationsOf(res.json().userId);
    const r = await post(
      ctx.app,
      `/api/admin/applications/${appRow!.id}/decision`,
      { decision: "maybe" },
      admin.cookie,
    );
    expect(r.statusCode).toBe(400);
    expect((await applicationsOf(res.json().userId))[0]!.status).toBe("pending");
  });
});

describe("admin registration", () => {
  it("is closed when ADMIN_EMAIL_DOMAIN is unset: 403 and no account", async () => {
    const closed = await buildTestApp({ ADMIN_EMAIL_DOMAIN: undefined }, { shareDatabaseOf: ctx });
    try {
      const email = uniqueEmail("closed").replace("example.test", DOMAIN);
      const res = await post(closed.app, "/api/applications", {
        name: "Closed",
        email,
        password: "admin-pass-1",
        role: "admin",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: "FORBIDDEN",
        message: "Admin registration is closed. Ask an existing admin to create your account.",
      });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      await closed.close();
    }
  });

  it.each(["boss@gmail.com", `boss@not${DOMAIN}`, `boss@${DOMAIN}.evil.example`])(
    "refuses %s outside the domain: 403 and no account",
    async (address) => {
      const email = address.replace("boss", `boss-${Math.random().toString(36).slice(2, 8)}`);
      const res = await post(ctx.app, "/api/applications", {
        name: "Boss",
        email,
        password: "admin-pass-1",
        role: "admin",
      });
      expect(res.statusCode).toBe(403);
      const message = `Admin accounts need an e-mail address ending in @${DOMAIN}.`;
      expect(res.json().error).toEqual({ code: "FORBIDDEN", message, fields: { email: message } });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it("an address in the domain is a renter until its verification link is followed, then an admin", async () => {
    const email = `Chief-${Date.now()}@${DOMAIN.toUpperCase()}`;
    const { res } = await apply("admin", email);
    expect(res.statusCode).toBe(201);
    const { userId } = res.json<{ userId: string }>();
    const cookie = cookieOf(res);
    expect(await session(cookie)).toMatchObject({ role: "user", application: { role: "admin", status: "pending" } });
    expect((await get(ctx.app, "/api/admin/overview", cookie)).statusCode).toBe(403);
    // Admin applications are not the admins' to decide: they are not listed.
    const listed = (await get(ctx.app, "/api/admin/applications", admin.cookie)).json().items;
    expect(listed.map((i: { user: { id: string } }) => i.user.id)).not.toContain(userId);

    await ctx.worker.drain();
    const mail = ctx.mail.find((m) => m.to === email.toLowerCase() && m.subject === "Verify your e-mail address");
    expect(mail).toBeDefined();
    const link = new URL(mail!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)![1]!);
    const verified = await get(ctx.app, `${link.pathname}${link.search}`);
    expect(verified.statusCode).toBe(302);

    expect(await userRow(userId)).toMatchObject({ role: "admin", emailVerified: true });
    expect(await session(cookie)).toMatchObject({ role: "admin", application: { role: "admin", status: "approved" } });
    expect((await get(ctx.app, "/api/admin/overview", cookie)).statusCode).toBe(200);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, "role.granted")));
    expect(audit).toHaveLength(1);
  });

  it("verifying a renter's address in the domain without an admin application grants nothing", async () => {
    const email = `plain-${Date.now()}@${DOMAIN}`;
    const res = await post(ctx.app, "/api/register", { name: "Plain", email, password: "plain-pass-1" });
    expect(res.statusCode).toBe(201);
    await ctx.worker.drain();
    const mail = ctx.mail.find((m) => m.to === email && m.subject === "Verify your e-mail address");
    const link = new URL(mail!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)![1]!);
    await get(ctx.app, `${link.pathname}${link.search}`);
    expect(await userRow(res.json().userId)).toMatchObject({ role: "user", emailVerified: true });
  });
});

describe("authorization matrix", () => {
  type Who = "renter" | "owner" | "staff" | "accountant" | "admin";
  const people = {} as Record<Who, BuiltUser>;
  let pendingId: number;
  let applicantId: string;

  beforeAll(async () => {
    people.renter = await buildUser(ctx, { name: "Matrix Renter" });
    people.owner = await buildOwner(ctx, { username: "MatrixOwner" });
    people.staff = await buildUser(ctx, { role: "staff" });
    people.accountant = await buildUser(ctx, { role: "accountant" });
    people.admin = admin;
    const { res } = await apply("staff");
    applicantId = res.json().userId;
    pendingId = (await applicationsOf(applicantId))[0]!.id;
  });

  interface Endpoint {
    method: "GET" | "POST" | "PATCH";
    url: () => string;
    body?: object;
    allowed: Who[];
  }
  const everyone: Who[] = ["renter", "owner", "staff", "accountant", "admin"];
  const endpoints: Record<string, Endpoint> = {
    "GET /api/session": { method: "GET", url: () => "/api/session", allowed: everyone },
    "PATCH /api/profile": {
      method: "PATCH",
      url: () => "/api/profile",
      body: { name: "Changed By Matrix" },
      allowed: everyone,
    },
    "POST /api/profile/delete": {
      method: "POST",
      url: () => "/api/profile/delete",
      body: { password: "whatever-1" },
      allowed: everyone,
    },
    "POST /api/owners/become": {
      method: "POST",
      url: () => "/api/owners/become",
      body: { username: "MatrixBecome" },
      allowed: ["renter", "owner"],
    },
    "GET /api/admin/overview": { method: "GET", url: () => "/api/admin/overview", allowed: ["admin"] },
    "GET /api/admin/applications": { method: "GET", url: () => "/api/admin/applications", allowed: ["admin"] },
    "POST /api/admin/applications/:id/decision": {
      method: "POST",
      url: () => `/api/admin/applications/${pendingId}/decision`,
      body: { decision: "approve" },
      allowed: ["admin"],
    },
    "GET /api/staff/overview": { method: "GET", url: () => "/api/staff/overview", allowed: ["staff", "admin"] },
    "GET /api/accountant/overview": {
      method: "GET",
      url: () => "/api/accountant/overview",
      allowed: ["accountant", "admin"],
    },
  };

  const call = (e: Endpoint, cookie?: string) =>
    ctx.app.inject({
      method: e.method,
      url: e.url(),
      ...(e.body ? { payload: e.body } : {}),
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    });

  /** Everything a refused call must not have touched. */
  async function snapshot() {
    return {
      users: await ctx.db.select().from(users).orderBy(asc(users.id)),
      owners: await ctx.db.select().from(owners).orderBy(asc(owners.userId)),
      applications: await ctx.db.select().from(roleApplications).orderBy(asc(roleApplications.id)),
      audit: await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog),
    };
  }

  it.each(Object.keys(endpoints))("%s signed out → 401, nothing changed", async (name) => {
    const before = await snapshot();
    const res = await call(endpoints[name]!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
    expect(await snapshot()).toEqual(before);
  });

  const adminOnly = [
    "GET /api/admin/overview",
    "GET /api/admin/applications",
    "POST /api/admin/applications/:id/decision",
    "GET /api/staff/overview",
    "GET /api/accountant/overview",
  ];
  const wrongRoleCases = adminOnly.flatMap((name) =>
    everyone.filter((who) => !endpoints[name]!.allowed.includes(who)).map((who) => [name, who] as const),
  );

  it("covers every wrong role of the admin, staff and accountant endpoints", () => {
    expect(wrongRoleCases).toHaveLength(4 * 3 + 3 + 3);
  });

  it.each(wrongRoleCases)("%s as %s → 403, nothing changed", async (name, who) => {
    const before = await snapshot();
    const res = await call(endpoints[name]!, people[who].cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject(FORBIDDEN);
    expect(await snapshot()).toEqual(before);
  });

  it("after all refused decisions the application is still pending and the applicant a renter", async () => {
    expect((await applicationsOf(applicantId))[0]).toMatchObject({
      status: "pending",
      decidedBy: null,
      decidedAt: null,
    });
    expect((await userRow(applicantId))!.role).toBe("user");
  });

  it.each([
    ["staff", "GET /api/staff/overview"],
    ["admin", "GET /api/staff/overview"],
    ["accountant", "GET /api/accountant/overview"],
    ["admin", "GET /api/accountant/overview"],
    ["admin", "GET /api/admin/overview"],
    ["admin", "GET /api/admin/applications"],
  ] as const)("%s may call %s", async (who, name) => {
    const res = await call(endpoints[name]!, people[who].cookie);
    expect(res.statusCode).toBe(200);
  });

  it("the overviews report what the database holds", async () => {
    const [counts] = await ctx.db
      .select({
        staff: sql<number>`count(*) filter (where ${users.role} = 'staff')`.mapWith(Number),
        accountants: sql<number>`count(*) filter (where ${users.role} = 'accountant')`.mapWith(Number),
        owners: sql<number>`(select count(*) from owners)`.mapWith(Number),
      })
      .from(users);
    const accountant = (await call(endpoints["GET /api/accountant/overview"]!, people.accountant.cookie)).json();
    expect(accountant).toEqual(counts);
    expect(counts!.staff).toBeGreaterThan(0);
    expect(counts!.owners).toBeGreaterThan(0);

    const overview = (await call(endpoints["GET /api/admin/overview"]!, admin.cookie)).json();
    expect(overview.counts).toMatchObject({
      staff: counts!.staff,
      accountants: counts!.accountants,
      owners: counts!.owners,
    });
    expect(overview.counts.pendingApplications).toBeGreaterThanOrEqual(1);
    // The matrix renter is unverified and a plain user: listed for staff and admins.
    expect(overview.unverifiedUsers.map((u: { id: string }) => u.id)).toContain(people.renter.id);
    const staff = (await call(endpoints["GET /api/staff/overview"]!, people.staff.cookie)).json();
    expect(staff.unverifiedUsers.map((u: { id: string }) => u.id)).toContain(people.renter.id);
    expect(staff.unverifiedUsers.map((u: { id: string }) => u.id)).not.toContain(people.staff.id);
  });
});
