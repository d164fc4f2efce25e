import { and, eq, sql } from "drizzle-orm";
import { accounts, jobs, owners, sessions, users } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import { followVerificationLink, type TestApp, signIn, signUp, uniqueEmail } from "../../test/test-app";
import { cookieOf } from "../../test/request";
import { buildUser, buildOwner, ownerUsername } from "../../test/factories";
import { mailedTo } from "../../test/mail-jobs";

const CHECK_EMAIL_SENT =
  "Check your e-mail. We have sent a message to the address you gave: follow its link to continue.";
const BOTH_MISSING = "Please complete your profile by adding: ID Card Verification, Complete Address Information";
const RESERVED = "Username is reserved and cannot be used";
const TAKEN = "Username is already taken";

const usersWithEmail = (ctx: TestApp, email: string) =>
  ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
const ownerOf = async (ctx: TestApp, userId: string) =>
  (await ctx.db.select().from(owners).where(eq(owners.userId, userId)))[0];
const session = (ctx: TestApp, cookie?: string) => ctx.request.get("/api/session", { as: cookie });
const emailJobs = (ctx: TestApp, template: string, to: string) =>
  ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, "email"), sql`${jobs.payload}->>'template' = ${template}`, mailedTo(to)));

describe("POST /api/register (renter)", () => {
  it("creates the account, answers 202 without a session; signed in, it is a renter with an incomplete profile", async ({
    ctx,
  }) => {
    const email = uniqueEmail("Nurul").replace("nurul", "Nurul");
    const res = await ctx.request.post("/api/register", { name: "Nurul Renter", email, password: "kopi-ais-123" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ checkEmail: true, message: CHECK_EMAIL_SENT });
    expect(cookieOf(res)).toBe("");
    const [row] = await usersWithEmail(ctx, email);
    const userId = row!.id;
    expect(userId).toMatch(/^[a-z0-9]{24}$/);
    // Not even a session row is left from the password check (register.ts).
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    // Its e-mailed link signs it in (a password opens no session before that: ADR 046).
    const cookie = await followVerificationLink(ctx, email);

    const me = await session(ctx, cookie);
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user).toEqual({ id: userId, email: email.toLowerCase(), name: "Nurul Renter", emailVerified: true });
    expect(body.role).toBe("user");
    expect(body.owner).toBeNull();
    expect(body.application).toBeNull();
    expect(body.profile.verificationStatus).toBe("unverified");
    expect(body.profile.missingFields).toEqual(["ID Card Verification", "Complete Address Information"]);
    expect(body.profile.completenessMessage).toBe(BOTH_MISSING);
    // Nothing secret leaks into the session answer.
    expect(me.body).not.toContain("kopi-ais-123");

    expect(row).toMatchObject({ id: userId, role: "user", email: email.toLowerCase() });
    const [cred] = await ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(cred?.providerId).toBe("credential");
    expect(cred?.password).toBeTruthy();
    expect(cred?.password).not.toContain("kopi-ais-123");
  });

  it("the 202 is in the caller's language", async ({ ctx }) => {
    const res = await ctx.request.post(
      "/api/register",
      { name: "Siti", email: uniqueEmail("siti"), password: "kopi-ais-123" },
      { headers: { "accept-language": "ms" } },
    );
    expect([res.statusCode, res.json().message]).toEqual([
      202,
      "Semak e-mel anda. Kami telah menghantar mesej ke alamat yang anda berikan: ikut pautannya untuk meneruskan.",
    ]);
  });

  it("refuses a bad e-mail and an empty name with field messages, creating nothing", async ({ ctx }) => {
    const res = await ctx.request.post("/api/register", {
      name: "  ",
      email: "not-an-email",
      password: "long-enough-1",
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fields).toMatchObject({ name: "Name is required", email: "Enter a valid e-mail address" });
    expect(await usersWithEmail(ctx, "not-an-email")).toHaveLength(0);
  });
});

describe("registering an address that already has an account", () => {
  it("answers exactly as for a new address (202, no cookie) whatever the case, makes no second account, and e-mails the holder", async ({
    ctx,
  }) => {
    const email = uniqueEmail("taken");
    const firstCookie = await signUp(ctx, { name: "First Owner", email, password: "first-password" });
    expect(firstCookie).toBeTruthy();

    const upper = await ctx.request.post("/api/register", {
      name: "Intruder",
      email: email.toUpperCase(),
      password: "other-password",
    });
    const lower = await ctx.request.post("/api/register", { name: "Intruder", email, password: "another-password" });
    const fresh = await ctx.request.post("/api/register", {
      name: "Intruder",
      email: uniqueEmail("fresh"),
      password: "another-password",
    });
    for (const res of [upper, lower, fresh]) {
      expect(res.statusCode).toBe(202);
      expect(cookieOf(res)).toBe("");
      expect(res.body).toBe(fresh.body);
    }

    const rows = await usersWithEmail(ctx, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("First Owner");
    // The existing password still works, the attempted one does not.
    expect(await signIn(ctx, email, "first-password")).toBeTruthy();
    expect((await ctx.request.post("/api/auth/sign-in/email", { email, password: "other-password" })).statusCode).toBe(
      401,
    );

    expect(await emailJobs(ctx, "existing-account", email)).toHaveLength(2);
    await ctx.worker.drain();
    const sent = ctx.mail.filter((m) => m.to === email && m.subject === "You already have a SewaGear account");
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain(
      "Someone tried to register a new SewaGear account with this e-mail address. You already have one.",
    );
    expect(sent[0]!.text).toContain(`${ctx.config.publicUrl}/auth/forgot-password`);
    // The registration itself sent the holder no second verification link.
    expect(ctx.mail.filter((m) => m.to === email && m.subject === "Verify your e-mail address")).toHaveLength(1);
  });

  it("a registration with the existing account's own password signs in and says the account existed", async ({
    ctx,
  }) => {
    const email = uniqueEmail("again");
    const password = "same-password-1";
    const first = await ctx.request.post("/api/register", { name: "Again", email, password });
    expect(first.statusCode).toBe(202);
    const userId = (await usersWithEmail(ctx, email))[0]!.id;
    // Not confirmed yet: the same 202 as any sign-up, and no session (ADR 046).
    const unconfirmed = await ctx.request.post("/api/register", { name: "Again", email, password });
    expect(unconfirmed.statusCode).toBe(202);
    expect(unconfirmed.body).toBe(first.body);
    expect(cookieOf(unconfirmed)).toBe("");
    await followVerificationLink(ctx, email);
    const res = await ctx.request.post("/api/register", { name: "Again", email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId, existing: true });
    expect((await session(ctx, cookieOf(res))).json().user.id).toBe(userId);
    expect(await usersWithEmail(ctx, email)).toHaveLength(1);
  });
});

describe("password length (8 to 128)", () => {
  it.for([
    [7, 400, "Password must be at least 8 characters"],
    [129, 400, "Password must be at most 128 characters"],
    [8, 202, null],
    [128, 202, null],
  ] as const)("%i characters → %i", async ([length, status, message], { ctx }) => {
    const email = uniqueEmail(`pw${length}`);
    const password = "p".repeat(length);
    const res = await ctx.request.post("/api/register", { name: "Pw", email, password });
    expect(res.statusCode).toBe(status);
    if (message) {
      expect(res.json().error.fields.password).toBe(message);
      expect(await usersWithEmail(ctx, email)).toHaveLength(0);
    } else {
      expect(await usersWithEmail(ctx, email)).toHaveLength(1);
      await followVerificationLink(ctx, email);
      expect(await signIn(ctx, email, password)).toMatch(/^sewagear\.session_token=/);
    }
  });
});

describe("sign-in and sign-out", () => {
  it("answers a wrong password and an unknown e-mail with the same 401", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const wrongPassword = await ctx.request.post("/api/auth/sign-in/email", {
      email: user.email,
      password: "not-the-password",
    });
    const unknownEmail = await ctx.request.post("/api/auth/sign-in/email", {
      email: uniqueEmail("nobody"),
      password: "not-the-password",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(cookieOf(wrongPassword)).toBe("");
  });

  it("signing out ends the session", async ({ ctx }) => {
    const user = await buildUser(ctx);
    expect((await session(ctx, user.cookie)).statusCode).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const out = await ctx.request.post("/api/auth/sign-out", undefined, { as: user });
    expect(out.statusCode).toBe(200);
    const after = await session(ctx, user.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

/** POST /api/owners/register as the test fills it in. */
const registerOwner = (ctx: TestApp, name: string, email: string, username: string, password = "long-enough-1") =>
  ctx.request.post("/api/owners/register", { name, email, password, username });

describe("POST /api/owners/register", () => {
  it("creates the account and its owner profile; its e-mailed link signs in on the owner dashboard, an owner", async ({
    ctx,
  }) => {
    const email = uniqueEmail("owner");
    const res = await registerOwner(ctx, "Daniel Lim", email, "LensMaster", "lens-master-1");
    expect(res.statusCode).toBe(202);
    expect(cookieOf(res)).toBe("");
    const userId = (await usersWithEmail(ctx, email))[0]!.id;
    expect(await ownerOf(ctx, userId)).toMatchObject({ userId, username: "LensMaster", displayName: "Daniel Lim" });

    await ctx.worker.drain();
    const mail = ctx.mail.find((m) => m.to === email && m.subject === "Verify your e-mail address");
    const link = new URL(mail!.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)![1]!);
    const verified = await ctx.request.get(`${link.pathname}${link.search}`);
    expect([verified.statusCode, verified.headers.location]).toEqual([302, "/owners/dashboard?verified=1"]);
    const me = (await session(ctx, cookieOf(verified))).json();
    expect(me.role).toBe("owner");
    expect(me.owner).toEqual({ username: "LensMaster", displayName: "Daniel Lim" });
  });

  it.for([
    ["Admin", RESERVED],
    ["OWNER", RESERVED],
    ["ab", "Username must be at least 3 characters long"],
    ["9lives", "Username cannot start with a number"],
    ["lens-master", "Username can only contain letters, numbers, and underscores"],
    ["a".repeat(21), "Username must be less than 20 characters"],
  ] as const)("refuses the username %j with 400 before any account is made", async ([username, message], { ctx }) => {
    const email = uniqueEmail("badname");
    const res = await registerOwner(ctx, "Bad Name", email, username);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.username).toBe(message);
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
  });

  it("refuses a username taken in another letter case with 409, before any account is made", async ({ ctx }) => {
    await buildOwner(ctx, { username: "CaseTaken" });
    const email = uniqueEmail("second");
    const res = await registerOwner(ctx, "Second", email, "casetaken");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: TAKEN, fields: { username: TAKEN } });
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
    const clash = await ctx.db
      .select()
      .from(owners)
      .where(sql`lower(${owners.username}) = 'casetaken'`);
    expect(clash).toHaveLength(1);
  });
});

describe("GET /api/owners/username-availability", () => {
  let owner: Awaited<ReturnType<typeof buildOwner>>;
  beforeAll(async ({ ctx }) => {
    owner = await buildOwner(ctx, { username: "GearGuru" });
  });
  const check = (ctx: TestApp, username: string, cookie?: string) =>
    ctx.request.get(`/api/owners/username-availability?username=${encodeURIComponent(username)}`, { as: cookie });

  it.for([
    ["a free name", "FreshName", { available: true, message: null }],
    ["a taken name, other case", "gearguru", { available: false, message: TAKEN }],
    ["a taken name, same case", "GearGuru", { available: false, message: TAKEN }],
    ["a reserved name", "user", { available: false, message: RESERVED }],
    ["a leading digit", "1camera", { available: false, message: "Username cannot start with a number" }],
    ["an empty name", "", { available: false, message: "Username is required" }],
  ] as const)("signed out, %s", async ([_label, username, expected], { ctx }) => {
    const res = await check(ctx, username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it("ignores the caller's own owner record, but not for anyone else", async ({ ctx }) => {
    expect((await check(ctx, "GEARGURU", owner.cookie)).json()).toEqual({ available: true, message: null });
    const other = await buildUser(ctx);
    expect((await check(ctx, "GEARGURU", other.cookie)).json()).toEqual({ available: false, message: TAKEN });
  });
});

describe("POST /api/owners/become", () => {
  it("makes a renter an owner", async ({ ctx }) => {
    const renter = await buildUser(ctx, { name: "Ahmad Renter" });
    expect((await session(ctx, renter.cookie)).json().role).toBe("user");

    const res = await ctx.request.post("/api/owners/become", { username: "AhmadGear" }, { as: renter });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ userId: renter.id });
    expect(await ownerOf(ctx, renter.id)).toMatchObject({ username: "AhmadGear", displayName: "Ahmad Renter" });
    const me = (await session(ctx, renter.cookie)).json();
    expect(me.role).toBe("owner");
    expect(me.owner).toEqual({ username: "AhmadGear", displayName: "Ahmad Renter" });
  });

  it("refuses a username another owner has (any case) and a reserved one, leaving the renter a renter", async ({
    ctx,
  }) => {
    await buildOwner(ctx, { username: "TakenByOther" });
    const renter = await buildUser(ctx);

    const taken = await ctx.request.post("/api/owners/become", { username: "TAKENBYOTHER" }, { as: renter });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ username: TAKEN });

    const reserved = await ctx.request.post("/api/owners/become", { username: "Owner" }, { as: renter });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.fields).toEqual({ username: RESERVED });

    expect(await ownerOf(ctx, renter.id)).toBeUndefined();
    expect((await session(ctx, renter.cookie)).json().role).toBe("user");
  });

  it("lets an owner change the letter case of its own username", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: "camhouse" });
    const res = await ctx.request.post("/api/owners/become", { username: "CamHouse" }, { as: owner });
    expect(res.statusCode).toBe(201);
    expect((await ownerOf(ctx, owner.id))?.username).toBe("CamHouse");
  });

  it("refuses staff, accountants and admins with 403 and creates no owner profile", async ({ ctx }) => {
    for (const role of ["staff", "accountant", "admin"] as const) {
      const user = await buildUser(ctx, { role });
      const res = await ctx.request.post("/api/owners/become", { username: `Not_${role}` }, { as: user });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Staff, accountant and admin accounts cannot become owners.");
      expect(await ownerOf(ctx, user.id)).toBeUndefined();
      expect((await session(ctx, user.cookie)).json().role).toBe(role);
    }
  });

  it("signed out → 401 and nothing created", async ({ ctx }) => {
    const before = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(owners);
    const res = await ctx.request.post("/api/owners/become", { username: "Anonymous" });
    expect(res.statusCode).toBe(401);
    const after = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(owners);
    expect(after).toEqual(before);
  });
});

describe("registration and the session in Bahasa Melayu", () => {
  const malay = { headers: { "accept-language": "ms" } };

  it("a bad username answers in Malay, the message on its field, and creates nothing", async ({ ctx }) => {
    const email = uniqueEmail("pemilik");
    const res = await ctx.request.post(
      "/api/owners/register",
      { name: "Pemilik", email, password: "kata-laluan-1", username: "admin" },
      malay,
    );
    expect(res.statusCode).toBe(400);
    const reserved = "Nama pengguna ini dikhaskan dan tidak boleh digunakan";
    expect(res.json().error).toMatchObject({ code: "BAD_INPUT", message: reserved, fields: { username: reserved } });
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
  });

  it("the sign-up contract's field messages name the field in Malay", async ({ ctx }) => {
    const res = await ctx.request.post(
      "/api/register",
      { name: " ", email: "not-an-address", password: "short" },
      malay,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: "Nama diperlukan",
      email: "Masukkan alamat e-mel yang sah",
      password: "Kata laluan mestilah sekurang-kurangnya 8 aksara",
    });
  });

  it("a taken username, live and on submit, is said in Malay", async ({ ctx }) => {
    const username = ownerUsername();
    await buildOwner(ctx, { username });
    const taken = "Nama pengguna sudah diambil";
    const live = await ctx.request.get(`/api/owners/username-availability?username=${username}`, malay);
    expect(live.json()).toEqual({ available: false, message: taken });
    const res = await ctx.request.post(
      "/api/owners/register",
      { name: "Kedua", email: uniqueEmail("kedua"), password: "kata-laluan-2", username },
      malay,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ username: taken });
  });

  it("the session's completeness message is in the account's saved language", async ({ ctx }) => {
    const user = await buildUser(ctx, { language: "ms" });
    const body = (await session(ctx, user.cookie)).json();
    // The items stay the API's identifiers; the sentence is for reading.
    expect(body.profile.missingFields).toEqual(["ID Card Verification", "Complete Address Information"]);
    expect(body.profile.completenessMessage).toBe(
      "Sila lengkapkan profil anda dengan menambah: Pengesahan Kad Pengenalan, Maklumat Alamat Lengkap",
    );
  });
});
