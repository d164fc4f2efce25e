import { eq } from "drizzle-orm";
import { accounts, owners, sessions, users } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { expectSignInAsked } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { buildUser, buildOwner } from "../../test/factories";
import { COMPLETE_ADDRESS } from "../../../shared/profile.fixtures";

const COMPLETE = "Your profile is complete!";
const ADDRESS_ONLY = "Please complete your profile by adding: Complete Address Information";
const ID_ONLY = "Please complete your profile by adding: ID Card Verification";

const userRow = async (ctx: TestApp, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const patch = (ctx: TestApp, cookie: string | undefined, payload: object) =>
  ctx.request.patch("/api/profile", payload, { as: cookie });
const profileOf = async (ctx: TestApp, cookie: string) =>
  (await ctx.request.get("/api/session", { as: cookie })).json().profile;

describe("PATCH /api/profile", () => {
  it("saves the address; a verified user's profile then becomes complete", async ({ ctx }) => {
    const user = await buildUser(ctx, { name: "Siti", verificationStatus: "verified", isVerified: true });
    expect(await profileOf(ctx, user.cookie)).toMatchObject({
      missingFields: ["Complete Address Information"],
      completenessMessage: ADDRESS_ONLY,
    });

    const res = await patch(ctx, user.cookie, {
      name: "Siti Aminah",
      phoneNumber: "012-3456789",
      ...COMPLETE_ADDRESS,
      notificationsEnabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await userRow(ctx, user.id)).toMatchObject({
      name: "Siti Aminah",
      phoneNumber: "012-3456789",
      ...COMPLETE_ADDRESS,
      notificationsEnabled: true,
    });
    const profile = await profileOf(ctx, user.cookie);
    expect(profile).toMatchObject({
      ...COMPLETE_ADDRESS,
      phoneNumber: "012-3456789",
      missingFields: [],
      completenessMessage: COMPLETE,
    });
  });

  it.for(["012-345 6789", "+60 12-345 6789", "(012) 345 6789", "0123456789"])(
    "takes the phone number %s as written: spaces and dashes are how people write it (issue 30)",
    async (phone, { ctx }) => {
      const user = await buildUser(ctx);
      expect((await patch(ctx, user.cookie, { name: "Phone", phoneNumber: `  ${phone}  ` })).statusCode).toBe(200);
      expect((await userRow(ctx, user.id))!.phoneNumber).toBe(phone);
    },
  );

  it("an unverified user with a complete address still lacks the ID card check", async ({ ctx }) => {
    const user = await buildUser(ctx);
    expect((await patch(ctx, user.cookie, { name: "Unverified", ...COMPLETE_ADDRESS })).statusCode).toBe(200);
    expect(await profileOf(ctx, user.cookie)).toMatchObject({
      missingFields: ["ID Card Verification"],
      completenessMessage: ID_ONLY,
    });
  });

  it("keeps omitted fields, trims text, and stores a blanked field as empty", async ({ ctx }) => {
    const user = await buildUser(ctx, { verificationStatus: "verified", ...COMPLETE_ADDRESS });
    expect(await profileOf(ctx, user.cookie)).toMatchObject({ completenessMessage: COMPLETE });

    expect((await patch(ctx, user.cookie, { name: "Only Name" })).statusCode).toBe(200);
    expect(await userRow(ctx, user.id)).toMatchObject({ name: "Only Name", ...COMPLETE_ADDRESS });

    expect(
      (await patch(ctx, user.cookie, { name: "  Spaced  ", city: "   ", streetAddress: "  1 Jalan Baru  " }))
        .statusCode,
    ).toBe(200);
    expect(await userRow(ctx, user.id)).toMatchObject({
      name: "Spaced",
      city: null,
      streetAddress: "1 Jalan Baru",
      postalCode: "59100",
    });
    expect(await profileOf(ctx, user.cookie)).toMatchObject({ completenessMessage: ADDRESS_ONLY });
  });

  it.for([
    ["postalCode", { postalCode: "5910" }, "Postal code must be 5 digits"],
    ["postalCode", { postalCode: "59100a" }, "Postal code must be 5 digits"],
    ["state", { state: "Atlantis" }, "Choose a state from the list"],
    ["phoneNumber", { phoneNumber: "not a phone" }, "Enter a Malaysian phone number such as 012-3456789"],
    ["phoneNumber", { phoneNumber: "012-345" }, "Enter a Malaysian phone number such as 012-3456789"],
    ["phoneNumber", { phoneNumber: "+44 20 7946 0958" }, "Enter a Malaysian phone number such as 012-3456789"],
    ["name", { name: "" }, "Name is required"],
  ] as const)(
    "refuses a bad %s with 400 and its field message, leaving the row unchanged",
    async ([field, bad, message], { ctx }) => {
      const user = await buildUser(ctx, { name: "Unchanged", ...COMPLETE_ADDRESS });
      const before = await userRow(ctx, user.id);
      const res = await patch(ctx, user.cookie, { name: "New Name", ...COMPLETE_ADDRESS, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("BAD_INPUT");
      expect(res.json().error.fields[field]).toBe(message);
      expect(await userRow(ctx, user.id)).toEqual(before);
    },
  );

  it("a renter cannot set verification, role or student-card fields", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const before = await userRow(ctx, user.id);
    const res = await patch(ctx, user.cookie, {
      name: before!.name,
      verificationStatus: "verified",
      isVerified: true,
      role: "admin",
      studentCardStatus: "approved",
      emailVerified: false,
      email: "someone-else@example.test",
    });
    expect([200, 400]).toContain(res.statusCode);
    const after = await userRow(ctx, user.id);
    expect(after).toMatchObject({
      verificationStatus: "unverified",
      isVerified: false,
      role: "user",
      studentCardStatus: "none",
      emailVerified: before!.emailVerified,
      email: before!.email,
    });
    const session = (await ctx.request.get("/api/session", { as: user })).json();
    expect(session.role).toBe("user");
    expect(session.profile.missingFields).toContain("ID Card Verification");
  });

  it("signed out → 401", async ({ ctx }) => {
    const res = await patch(ctx, undefined, { name: "Nobody" });
    expectSignInAsked(res);
  });
});

describe("POST /api/profile/delete", () => {
  it("refuses a wrong password with 400 and keeps the account", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "keep-me-please" });
    const res = await ctx.request.post("/api/profile/delete", { password: "wrong-password" }, { as: user });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "BAD_INPUT",
        message: "The password is not correct.",
        fields: { password: "The password is not correct." },
      },
    });
    expect(await userRow(ctx, user.id)).toBeDefined();
    expect((await ctx.request.get("/api/session", { as: user })).statusCode).toBe(200);
  });

  it("refuses an empty password with 400", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const res = await ctx.request.post("/api/profile/delete", { password: "" }, { as: user });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe("Enter your password");
    expect(await userRow(ctx, user.id)).toBeDefined();
  });

  it("with the right password deletes the account, its sessions, credentials and owner profile", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: "GoneSoon", password: "delete-me-now" });
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, owner.id))).toHaveLength(1);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(1);

    const res = await ctx.request.post("/api/profile/delete", { password: "delete-me-now" }, { as: owner });
    expect(res.statusCode).toBe(200);

    expect(await userRow(ctx, owner.id)).toBeUndefined();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
    expect(await ctx.db.select().from(accounts).where(eq(accounts.userId, owner.id))).toHaveLength(0);
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, owner.id))).toHaveLength(0);
    expect((await ctx.request.get("/api/session", { as: owner })).statusCode).toBe(401);
    // The username is free again.
    expect((await ctx.request.get("/api/owners/username-availability?username=gonesoon")).json()).toEqual({
      available: true,
      message: null,
    });
  });

  it("an admin cannot delete itself here (403), and the row stays", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin", password: "admin-password" });
    const res = await ctx.request.post("/api/profile/delete", { password: "admin-password" }, { as: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "An admin account cannot delete itself here; ask another admin to remove it.",
    );
    expect(await userRow(ctx, admin.id)).toMatchObject({ role: "admin" });
  });

  it("signed out → 401", async ({ ctx }) => {
    const res = await ctx.request.post("/api/profile/delete", { password: "anything" });
    expect(res.statusCode).toBe(401);
  });
});

describe("an account that reads Bahasa Melayu", () => {
  it("gets its profile errors in Malay from its saved language, with no Accept-Language", async ({ ctx }) => {
    const user = await buildUser(ctx, { name: "Aminah", language: "ms", ...COMPLETE_ADDRESS });
    const res = await patch(ctx, user.cookie, {
      name: "",
      ...COMPLETE_ADDRESS,
      postalCode: "5910",
      city: "K".repeat(101),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "BAD_INPUT",
      fields: {
        name: "Nama diperlukan",
        postalCode: "Poskod mestilah 5 digit",
        city: "Bandar mestilah tidak melebihi 100 aksara",
      },
    });
  });

  it("is refused deleting its account with a wrong password in Malay", async ({ ctx }) => {
    const user = await buildUser(ctx, { language: "ms", password: "betul-betul-1" });
    const res = await ctx.request.post("/api/profile/delete", { password: "salah-salah-1" }, { as: user.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "Kata laluan tidak betul.",
      fields: { password: "Kata laluan tidak betul." },
    });
  });
});
