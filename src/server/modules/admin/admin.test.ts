import { and, asc, eq, sql } from "drizzle-orm";
import { auditLog, owners, roleApplications, users } from "../../db/schema";
import { appTest, describe, expect } from "../../test/fixtures";
import { buildTestApp, followVerificationLink, type TestApp, uniqueEmail } from "../../test/test-app";
import { buildOwner, buildRenter, buildUser, type BuiltUser } from "../../test/factories";
import { cookieOf } from "../../test/request";

const DOMAIN = "sewagear.my";
const FORBIDDEN = { code: "FORBIDDEN", message: "You do not have permission to do that." };
const UNAUTHENTICATED = { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } };
// Admin registration is open to addresses of DOMAIN.
const it = appTest({ ADMIN_EMAIL_DOMAIN: DOMAIN });

let admin: BuiltUser;

it.beforeAll(async ({ ctx }) => {
  admin = await buildUser(ctx, { role: "admin", name: "Aisyah Admin" });
});

const userRow = async (ctx: TestApp, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const applicationsOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(roleApplications).where(eq(roleApplications.userId, userId));
const session = async (ctx: TestApp, cookie: string) => (await ctx.request.get("/api/session", { as: cookie })).json();
const decide = (ctx: TestApp, id: number, decision: "approve" | "refuse", cookie = admin.cookie) =>
  ctx.request.post(`/api/admin/applications/${id}/decision`, { decision }, { as: cookie });

async function apply(
  ctx: TestApp,
  role: "staff" | "accountant" | "admin",
  email = uniqueEmail(role),
  password = "apply-password-1",
  { confirm = true } = {},
) {
  const res = await ctx.request.post("/api/applications", { name: `Applicant ${role}`, email, password, role });
  if (res.statusCode !== 202) return { res, email, password, userId: "", cookie: "" };
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  // No session until the address is confirmed (issue 29, ADR 046): its e-mailed link signs the applicant in.
  return { res, email, password, userId: row!.id, cookie: confirm ? await followVerificationLink(ctx, email) : "" };
}

describe("staff and accountant applications", () => {
  it("a staff application is pending, the applicant stays a renter until an admin approves", async ({ ctx }) => {
    const { res, email, userId, cookie } = await apply(ctx, "staff");
    expect(res.statusCode).toBe(202);

    const [appRow, ...others] = await applicationsOf(ctx, userId);
    expect(others).toHaveLength(0);
    expect(appRow).toMatchObject({ role: "staff", status: "pending", decidedBy: null });
    expect(await session(ctx, cookie)).toMatchObject({
      role: "user",
      application: { role: "staff", status: "pending" },
    });
    expect((await userRow(ctx, userId))!.role).toBe("user");
    expect((await ctx.request.get("/api/staff/overview", { as: cookie })).statusCode).toBe(403);

    const list = await ctx.request.get("/api/admin/applications", { as: admin });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: number }) => i.id === appRow!.id);
    expect(item).toMatchObject({
      role: "staff",
      status: "pending",
      user: { id: userId, email, name: "Applicant staff", emailVerified: true },
    });

    const decision = await decide(ctx, appRow!.id, "approve");
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toEqual({ id: appRow!.id, status: "approved" });

    expect(await session(ctx, cookie)).toMatchObject({
      role: "staff",
      application: { role: "staff", status: "approved" },
    });
    expect((await userRow(ctx, userId))!.role).toBe("staff");
    expect((await applicationsOf(ctx, userId))[0]).toMatchObject({ status: "approved", decidedBy: admin.id });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, "role.granted")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      subjectType: "user",
      data: {
        before: { role: "user", application: "pending" },
        after: { role: "staff", application: "approved" },
        detail: { appliedFor: "staff", applicationId: appRow!.id },
      },
    });
    expect((await ctx.request.get("/api/staff/overview", { as: cookie })).statusCode).toBe(200);

    // No longer in the pending list; in the approved one.
    const pending = (await ctx.request.get("/api/admin/applications", { as: admin })).json().items;
    expect(pending.map((i: { id: number }) => i.id)).not.toContain(appRow!.id);
    const approved = (await ctx.request.get("/api/admin/applications?status=approved", { as: admin })).json().items;
    expect(approved.map((i: { id: number }) => i.id)).toContain(appRow!.id);

    // Deciding twice is a conflict and changes nothing.
    const again = await decide(ctx, appRow!.id, "refuse");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This application was already approved.");
    expect((await applicationsOf(ctx, userId))[0]!.status).toBe("approved");
    expect((await userRow(ctx, userId))!.role).toBe("staff");
  });

  it("a refused accountant application leaves a renter, and may be made again", async ({ ctx }) => {
    const { email, password, userId, cookie } = await apply(ctx, "accountant");
    const [appRow] = await applicationsOf(ctx, userId);

    const decision = await decide(ctx, appRow!.id, "refuse");
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toEqual({ id: appRow!.id, status: "refused" });
    expect((await userRow(ctx, userId))!.role).toBe("user");
    expect(await session(ctx, cookie)).toMatchObject({
      role: "user",
      application: { role: "accountant", status: "refused" },
    });
    expect((await ctx.request.get("/api/accountant/books", { as: cookie })).statusCode).toBe(403);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, userId));
    expect(audit.map((a) => a.action)).toEqual(["role.refused"]);

    const twice = await decide(ctx, appRow!.id, "approve");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This application was already refused.");
    expect((await userRow(ctx, userId))!.role).toBe("user");

    // Applying again (same credentials, so it signs in) puts the same application back to pending.
    const again = await ctx.request.post("/api/applications", {
      name: "Applicant accountant",
      email,
      password,
      role: "accountant",
    });
    // 200, not 202: the account existed and its own password signed in.
    expect(again.statusCode).toBe(200);
    expect(await applicationsOf(ctx, userId)).toEqual([expect.objectContaining({ id: appRow!.id, status: "pending" })]);
  });

  it("an unknown application, or an admin one, cannot be decided (404)", async ({ ctx }) => {
    expect((await decide(ctx, 999_999, "approve")).statusCode).toBe(404);
    const { userId } = await apply(ctx, "admin", `decide-${Date.now()}@${DOMAIN}`, undefined, { confirm: false });
    const [adminApp] = await applicationsOf(ctx, userId);
    const r = await decide(ctx, adminApp!.id, "approve");
    expect(r.statusCode).toBe(404);
    expect((await userRow(ctx, userId))!.role).toBe("user");
    expect((await applicationsOf(ctx, userId))[0]!.status).toBe("pending");
  });

  it("a bad decision body → 400", async ({ ctx }) => {
    const { userId } = await apply(ctx, "staff");
    const [appRow] = await applicationsOf(ctx, userId);
    const r = await ctx.request.post(
      `/api/admin/applications/${appRow!.id}/decision`,
      { decision: "maybe" },
      { as: admin },
    );
    expect(r.statusCode).toBe(400);
    expect((await applicationsOf(ctx, userId))[0]!.status).toBe("pending");
  });
});

describe("admin registration", () => {
  it("is closed when ADMIN_EMAIL_DOMAIN is unset: 403 and no account", async ({ ctx }) => {
    const closed = await buildTestApp({ ADMIN_EMAIL_DOMAIN: undefined }, { shareDatabaseOf: ctx });
    try {
      const email = uniqueEmail("closed").replace("example.test", DOMAIN);
      const { res } = await apply(closed, "admin", email);
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

  it.for(["boss@gmail.com", `boss@not${DOMAIN}`, `boss@${DOMAIN}.evil.example`] as const)(
    "refuses %s outside the domain: 403 and no account",
    async (address, { ctx }) => {
      const email = address.replace("boss", `boss-${Math.random().toString(36).slice(2, 8)}`);
      const { res } = await apply(ctx, "admin", email);
      expect(res.statusCode).toBe(403);
      const message = `Admin accounts need an e-mail address ending in @${DOMAIN}.`;
      expect(res.json().error).toEqual({ code: "FORBIDDEN", message, fields: { email: message } });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it("an address in the domain is a renter until its verification link is followed, then an admin", async ({ ctx }) => {
    const email = `Chief-${Date.now()}@${DOMAIN.toUpperCase()}`;
    const { res, userId } = await apply(ctx, "admin", email, undefined, { confirm: false });
    expect(res.statusCode).toBe(202);
    expect(await userRow(ctx, userId)).toMatchObject({ role: "user", emailVerified: false });
    expect((await applicationsOf(ctx, userId))[0]).toMatchObject({ role: "admin", status: "pending" });
    // Its password opens nothing before the link is followed (ADR 046).
    const early = await ctx.request.post("/api/auth/sign-in/email", { email, password: "apply-password-1" });
    expect(early.statusCode).toBe(401);
    // Admin applications are not the admins' to decide: they are not listed.
    const listed = (await ctx.request.get("/api/admin/applications", { as: admin })).json().items;
    expect(listed.map((i: { user: { id: string } }) => i.user.id)).not.toContain(userId);

    await ctx.worker.drain();
    const mail = ctx.mail.find((m) => m.to === email.toLowerCase() && m.subject === "Verify your e-mail address");
    expect(mail).toBeDefined();
    const link = new URL(mail!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)![1]!);
    const verified = await ctx.request.get(`${link.pathname}${link.search}`);
    expect(verified.statusCode).toBe(302);
    const cookie = cookieOf(verified);

    expect(await userRow(ctx, userId)).toMatchObject({ role: "admin", emailVerified: true });
    expect(await session(ctx, cookie)).toMatchObject({
      role: "admin",
      application: { role: "admin", status: "approved" },
    });
    expect((await ctx.request.get("/api/admin/overview", { as: cookie })).statusCode).toBe(200);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, "role.granted")));
    expect(audit).toHaveLength(1);
  });

  it("verifying a renter's address in the domain without an admin application grants nothing", async ({ ctx }) => {
    const email = `plain-${Date.now()}@${DOMAIN}`;
    const res = await ctx.request.post("/api/register", { name: "Plain", email, password: "plain-pass-1" });
    expect(res.statusCode).toBe(202);
    const userId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    await ctx.worker.drain();
    const mail = ctx.mail.find((m) => m.to === email && m.subject === "Verify your e-mail address");
    const link = new URL(mail!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)![1]!);
    await ctx.request.get(`${link.pathname}${link.search}`);
    expect(await userRow(ctx, userId)).toMatchObject({ role: "user", emailVerified: true });
  });
});

describe("authorization matrix", () => {
  type Who = "renter" | "owner" | "staff" | "accountant" | "admin";
  const people = {} as Record<Who, BuiltUser>;
  let pendingId: number;
  let applicantId: string;

  it.beforeAll(async ({ ctx }) => {
    people.renter = await buildUser(ctx, { name: "Matrix Renter" });
    people.owner = await buildOwner(ctx, { username: "MatrixOwner" });
    people.staff = await buildUser(ctx, { role: "staff" });
    people.accountant = await buildUser(ctx, { role: "accountant" });
    people.admin = admin;
    applicantId = (await apply(ctx, "staff")).userId;
    pendingId = (await applicationsOf(ctx, applicantId))[0]!.id;
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
  };

  const call = (ctx: TestApp, e: Endpoint, cookie?: string) =>
    ctx.request.send(e.method, e.url(), e.body, { as: cookie });

  /** Everything a refused call must not have touched. */
  async function snapshot(ctx: TestApp) {
    return {
      users: await ctx.db.select().from(users).orderBy(asc(users.id)),
      owners: await ctx.db.select().from(owners).orderBy(asc(owners.userId)),
      applications: await ctx.db.select().from(roleApplications).orderBy(asc(roleApplications.id)),
      audit: await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog),
    };
  }

  it.for(Object.keys(endpoints))("%s signed out → 401, nothing changed", async (name, { ctx }) => {
    const before = await snapshot(ctx);
    const res = await call(ctx, endpoints[name]!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
    expect(await snapshot(ctx)).toEqual(before);
  });

  const adminOnly = [
    "GET /api/admin/overview",
    "GET /api/admin/applications",
    "POST /api/admin/applications/:id/decision",
    "GET /api/staff/overview",
  ];
  const wrongRoleCases = adminOnly.flatMap((name) =>
    everyone.filter((who) => !endpoints[name]!.allowed.includes(who)).map((who) => [name, who] as const),
  );

  it("covers every wrong role of the admin, staff and accountant endpoints", () => {
    expect(wrongRoleCases).toHaveLength(4 * 3 + 3);
  });

  it.for(wrongRoleCases)("%s as %s → 403, nothing changed", async ([name, who], { ctx }) => {
    const before = await snapshot(ctx);
    const res = await call(ctx, endpoints[name]!, people[who].cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject(FORBIDDEN);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it("after all refused decisions the application is still pending and the applicant a renter", async ({ ctx }) => {
    expect((await applicationsOf(ctx, applicantId))[0]).toMatchObject({
      status: "pending",
      decidedBy: null,
      decidedAt: null,
    });
    expect((await userRow(ctx, applicantId))!.role).toBe("user");
  });

  it.for([
    ["staff", "GET /api/staff/overview"],
    ["admin", "GET /api/staff/overview"],
    ["admin", "GET /api/admin/overview"],
    ["admin", "GET /api/admin/applications"],
  ] as const)("%s may call %s", async ([who, name], { ctx }) => {
    const res = await call(ctx, endpoints[name]!, people[who].cookie);
    expect(res.statusCode).toBe(200);
  });

  it("the overviews report what the database holds", async ({ ctx }) => {
    const [counts] = await ctx.db
      .select({
        staff: sql<number>`count(*) filter (where ${users.role} = 'staff')`.mapWith(Number),
        accountants: sql<number>`count(*) filter (where ${users.role} = 'accountant')`.mapWith(Number),
        owners: sql<number>`(select count(*) from owners)`.mapWith(Number),
      })
      .from(users);
    expect(counts!.staff).toBeGreaterThan(0);
    expect(counts!.owners).toBeGreaterThan(0);

    // The count of unverified renters is the list's set: a pending or refused request is in neither.
    const asked = await buildRenter(ctx, { verificationStatus: "pending", isVerified: false });
    const refused = await buildRenter(ctx, { verificationStatus: "rejected", isVerified: false });
    const [unverified] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(sql`${users.verificationStatus} = 'unverified' and ${users.role} = 'user'`);

    const overview = (await call(ctx, endpoints["GET /api/admin/overview"]!, admin.cookie)).json();
    expect(overview.counts.unverified).toBe(unverified!.n);
    expect(overview.unverifiedUsers.map((u: { id: string }) => u.id)).not.toContain(asked.id);
    expect(overview.unverifiedUsers.map((u: { id: string }) => u.id)).not.toContain(refused.id);
    if (unverified!.n <= 20) expect(overview.unverifiedUsers).toHaveLength(unverified!.n);
    expect(overview.counts).toMatchObject({
      staff: counts!.staff,
      accountants: counts!.accountants,
      owners: counts!.owners,
    });
    expect(overview.counts.pendingApplications).toBeGreaterThanOrEqual(1);
    // The matrix renter is unverified and a plain user: listed for staff and admins.
    expect(overview.unverifiedUsers.map((u: { id: string }) => u.id)).toContain(people.renter.id);
    const staff = (await call(ctx, endpoints["GET /api/staff/overview"]!, people.staff.cookie)).json();
    expect(staff.unverifiedUsers.map((u: { id: string }) => u.id)).toContain(people.renter.id);
    expect(staff.unverifiedUsers.map((u: { id: string }) => u.id)).not.toContain(people.staff.id);
  });
});
