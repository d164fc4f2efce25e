import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, owners, sessions, users } from "../../db/schema";
import { buildOwner, buildUser } from "../../test/factories";
import { buildTestApp, get, post, type TestApp, TEST_ORIGIN } from "../../test/test-app";

const COMPLETE = "Your profile is complete!";
const ADDRESS_ONLY = "Please complete your profile by adding: Complete Address Information";
const ID_ONLY = "Please complete your profile by adding: ID Card Verification";

const ADDRESS = {
  streetAddress: "12 Jalan Telawi 3",
  postalCode: "59100",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
};

let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const patch = (cookie: string | undefined, payload: object) =>
  ctx.app.inject({
    method: "PATCH",
    url: "/api/profile",
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const profileOf = async (cookie: string) => (await get(ctx.app, "/api/session", cookie)).json().profile;

describe("PATCH /api/profile", () => {
  it("saves the address; a verified user's profile then becomes complete", async () => {
    const user = await buildUser(ctx, { name: "Siti", verificationStatus: "verified", isVerified: true });
    expect(await profileOf(user.cookie)).toMatchObject({
      missingFields: ["Complete Address Information"],
      completenessMessage: ADDRESS_ONLY,
    });

    const res = await patch(user.cookie, {
      name: "Siti Aminah",
      phoneNumber: "012-3456789",
      ...ADDRESS,
      notificationsEnabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await userRow(user.id)).toMatchObject({
      name: "Siti Aminah",
      phoneNumber: "012-3456789",
      ...ADDRESS,
      notificationsEnabled: true,
    });
    const profile = await profileOf(user.cookie);
    expect(profile).toMatchObject({
      ...ADDRESS,
      phoneNumber: "012-3456789",
      missingFields: [],
      completenessMessage: COMPLETE,
    });
  });

  it("an unverified user with a complete address still lacks the ID card check", async () => {
    const user = await buildUser(ctx);
    expect((await patch(user.cookie, { name: "Unverified", ...ADDRESS })).statusCode).toBe(200);
    expect(await profileOf(user.cookie)).toMatchObject({
      missingFields: ["ID Card Verification"],
      completenessMessage: ID_ONLY,
    });
  });

  it("keeps omitted fields, trims text, and stores a blanked field as empty", async () => {
    const user = await buildUser(ctx, { verificationStatus: "verified", ...ADDRESS });
    expect(await profileOf(user.cookie)).toMatchObject({ completenessMessage: COMPLETE });

    expect((await patch(user.cookie, { name: "Only Name" })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ name: "Only Name", ...ADDRESS });

    expect(
      (await patch(user.cookie, { name: "  Spaced  ", city: "   ", streetAddress: "  1 Jalan Baru  " })).statusCode,
    ).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      name: "Spaced",
      city: null,
      streetAddress: "1 Jalan Baru",
      postalCode: "59100",
    });
    expect(await profileOf(user.cookie)).toMatchObject({ completenessMessage: ADDRESS_ONLY });
  });

  it.each([
    ["postalCode", { postalCode: "5910" }, "Postal code must be 5 digits"],
    ["postalCode", { postalCode: "59100a" }, "Postal code must be 5 digits"],
    ["state", { state: "Atlantis" }, "Choose a state from the list"],
    ["phoneNumber", { phoneNumber: "not a phone" }, "Enter a Malaysian phone number such as 012-3456789"],
    ["name", { name: "" }, "Name is required"],
  ])("refuses a bad %s with 400 and its field message, leaving the row unchanged", async (field, bad, message) => {
    const user = await buildUser(ctx, { name: "Unchanged", ...ADDRESS });
    const before = await userRow(user.id);
    const res = await patch(user.cookie, { name: "New Name", ...ADDRESS, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("BAD_INPUT");
    expect(res.json().error.fields[field]).toBe(message);
    expect(await userRow(user.id)).toEqual(before);
  });

  it("a renter cannot set verification, role or student-card fields", async () => {
    const user = await buildUser(ctx);
    const before = await userRow(user.id);
    const res = await patch(user.cookie, {
      name: before!.name,
      verificationStatus: "verified",
      isVerified: true,
      role: "admin",
      studentCardStatus: "approved",
      emailVerified: false,
      email: "someone-else@example.test",
    });
    expect([200, 400]).toContain(res.statusCode);
    const after = await userRow(user.id);
    expect(after).toMatchObject({
      verificationStatus: "unverified",
      isVerified: false,
      role: "user",
      studentCardStatus: "none",
      emailVerified: before!.emailVerified,
      email: before!.email,
    });
    const session = (await get(ctx.app, "/api/session", user.cookie)).json();
    expect(session.role).toBe("user");
    expect(session.profile.missingFields).toContain("ID Card Verification");
  });

  it("signed out → 401", async () => {
    const res = await patch(undefined, { name: "Nobody" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("POST /api/profile/delete", () => {
  it("refuses a wrong password with 400 and keeps the account", async () => {
    const user = await buildUser(ctx, { password: "keep-me-please" });
    const res = await post(ctx.app, "/api/profile/delete", { password: "wrong-password" }, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "BAD_INPUT",
        message: "The password is not correct.",
        fields: { password: "The password is not correct." },
      },
    });
    expect(await userRow(user.id)).toBeDefined();
    expect((await get(ctx.app, "/api/session", user.cookie)).statusCode).toBe(200);
  });

  it("refuses an empty password with 400", async () => {
    const user = await buildUser(ctx);
    const res = await post(ctx.app, "/api/profile/delete", { password: "" }, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe("Enter your password");
    expect(await userRow(user.id)).toBeDefined();
  });

  it("with the right password deletes the account, its sessions, credentials and owner profile", async () => {
    const owner = await buildOwner(ctx, { username: "GoneSoon", password: "delete-me-now" });
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, owner.id))).toHaveLength(1);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(1);

    const res = await post(ctx.app, "/api/profile/delete", { password: "delete-me-now" }, owner.cookie);
    expect(res.statusCode).toBe(200);

    expect(await userRow(owner.id)).toBeUndefined();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
    expect(await ctx.db.select().from(accounts).where(eq(accounts.userId, owner.id))).toHaveLength(0);
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, owner.id))).toHaveLength(0);
    expect((await get(ctx.app, "/api/session", owner.cookie)).statusCode).toBe(401);
    // The username is free again.
    expect((await get(ctx.app, "/api/owners/username-availability?username=gonesoon")).json()).toEqual({
      available: true,
      message: null,
    });
  });

  it("an admin cannot delete itself here (403), and the row stays", async () => {
    const admin = await buildUser(ctx, { role: "admin", password: "admin-password" });
    const res = await post(ctx.app, "/api/profile/delete", { password: "admin-password" }, admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "An admin account cannot delete itself here; ask another admin to remove it.",
    );
    expect(await userRow(admin.id)).toMatchObject({ role: "admin" });
  });

  it("signed out → 401", async () => {
    const res = await post(ctx.app, "/api/profile/delete", { password: "anything" });
    expect(res.statusCode).toBe(401);
  });
});
