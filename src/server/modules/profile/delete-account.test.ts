import { eq } from "drizzle-orm";
import { accounts, bookings, gear, identityVerifications, owners, sessions, users } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import {
  buildUser,
  buildOwner,
  buildGear,
  buildIdentityVerification,
  day,
  VERIFIED_COMPLETE,
  ownerUsername,
} from "../../test/factories";
import { createBookingId, mustHandOver, mustMove, uploadReceipt, rowCounts } from "../../test/bookings";

const OPEN_BOOKINGS_MESSAGE =
  "You have bookings in progress. Finish or cancel them before deleting your account, so nobody is left holding gear or money.";

// These accounts sign in with a real password, which deleting one asks for again.
const passwordRenter = (ctx: TestApp, password = "renter-pass-000") =>
  buildUser(ctx, { name: "Rina Renter", ...VERIFIED_COMPLETE, password });
const passwordOwner = (ctx: TestApp, password = "owner-pass-000", extra: { phoneNumber?: string } = {}) =>
  buildOwner(ctx, { username: ownerUsername(), name: "Omar Owner", ...VERIFIED_COMPLETE, ...extra, password });
const userRow = async (ctx: TestApp, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const deleteMe = (ctx: TestApp, cookie: string, password: string) =>
  ctx.request.post("/api/profile/delete", { password }, { as: cookie });

/** A booking of `ownerId`'s new gear by `renterCookie`, moved to completed. */
async function completedBooking(
  ctx: TestApp,
  ownerCookie: string,
  ownerId: string,
  renterCookie: string,
  offset: number,
) {
  const item = await buildGear(ctx, { ownerId });
  const id = await createBookingId(ctx, renterCookie, {
    gearId: item.id,
    // Handed over below, so from today (no earlier than the pickup day); `offset` makes it longer.
    startDate: day(0),
    endDate: day(offset),
  });
  await mustMove(ctx, id, "approved", ownerCookie);
  expect((await uploadReceipt(ctx, id, renterCookie)).statusCode).toBe(201);
  await mustMove(ctx, id, "confirmed", ownerCookie);
  for (const to of ["active", "completed"] as const) await mustHandOver(ctx, id, to, ownerCookie);
  return { id, gearId: item.id };
}

async function exists(ctx: TestApp, key: string) {
  const stream = await ctx.app.deps.storage.read(key);
  stream?.destroy();
  return stream !== null;
}

describe("deleting an account with a booking history", () => {
  it("an owner whose gear was rented keeps the rows the renter's history needs, with nothing personal left", async ({
    ctx,
  }) => {
    const owner = await passwordOwner(ctx, "owner-pass-123", { phoneNumber: "0123456789" });
    const renter = await passwordRenter(ctx);
    const done = await completedBooking(ctx, owner.cookie, owner.id, renter.cookie, 3);
    // Private ID documents on disk and their row, as a verified submission leaves them.
    const { keys: docs } = await buildIdentityVerification(ctx, owner.id, {
      fullName: "Nur Aisyah",
      status: "verified",
    });
    const [before] = await ctx.db.select({ username: owners.username }).from(owners).where(eq(owners.userId, owner.id));

    const res = await deleteMe(ctx, owner.cookie, "owner-pass-123");
    expect(res.statusCode).toBe(200);

    const row = await userRow(ctx, owner.id);
    expect(row).toMatchObject({
      name: "Deleted user",
      phoneNumber: null,
      streetAddress: null,
      city: null,
      verificationStatus: "unverified",
    });
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
    expect(await ctx.db.select().from(accounts).where(eq(accounts.userId, owner.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.userId, owner.id)),
    ).toHaveLength(0);
    for (const key of docs) expect(await exists(ctx, key)).toBe(false);
    expect((await ctx.db.select({ status: gear.status }).from(gear).where(eq(gear.id, done.gearId)))[0]!.status).toBe(
      "archived",
    );

    // The public page is gone under the old username; the renter still has the booking.
    expect((await ctx.request.get(`/api/owners/${before!.username}`)).statusCode).toBe(404);
    const mine = await ctx.request.get(`/api/bookings/${done.id}`, { as: renter });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().booking.status).toBe("completed");
    // And the deleted owner can no longer sign in, nor does the old cookie work.
    expect((await ctx.request.get("/api/session", { as: owner })).statusCode).toBe(401);
    const again = await ctx.request.post("/api/auth/sign-in/email", { email: owner.email, password: "owner-pass-123" });
    expect(again.statusCode).toBe(401);
  });

  it("a renter with past bookings is deleted outright; the owner's booking stays, without the renter", async ({
    ctx,
  }) => {
    const owner = await passwordOwner(ctx);
    const renter = await passwordRenter(ctx, "renter-pass-123");
    const done = await completedBooking(ctx, owner.cookie, owner.id, renter.cookie, 5);

    expect((await deleteMe(ctx, renter.cookie, "renter-pass-123")).statusCode).toBe(200);
    expect(await userRow(ctx, renter.id)).toBeUndefined();
    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, done.id));
    expect(b).toMatchObject({ status: "completed", renterId: null });
    expect((await ctx.request.get(`/api/bookings/${done.id}`, { as: owner })).statusCode).toBe(200);
  });
});

describe("deleting an account with a booking in progress", () => {
  it.for(["renter", "owner"] as const)("the %s is refused with 409 and nothing changes", async (who, { ctx }) => {
    const owner = await passwordOwner(ctx, "owner-pass-456");
    const renter = await passwordRenter(ctx, "renter-pass-456");
    const item = await buildGear(ctx, { ownerId: owner.id });
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(7), endDate: day(8) });
    const counts = await rowCounts(ctx);
    const [me, password] = who === "renter" ? [renter, "renter-pass-456"] : [owner, "owner-pass-456"];
    const rowBefore = await userRow(ctx, me.id);

    const res = await deleteMe(ctx, me.cookie, password);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(OPEN_BOOKINGS_MESSAGE);
    expect(await userRow(ctx, me.id)).toEqual(rowBefore);
    expect(await rowCounts(ctx)).toEqual(counts);
    expect((await ctx.request.get("/api/session", { as: me })).statusCode).toBe(200);
  });
});

describe("the password asked for is a password guess like any other", () => {
  it("counts against the sign-in throttle: after 10 wrong ones the right one gets 429 and the account stays", async ({
    ctx,
  }) => {
    const renter = await passwordRenter(ctx, "renter-pass-789");
    for (let i = 0; i < 10; i++) expect((await deleteMe(ctx, renter.cookie, `wrong-guess-${i}`)).statusCode).toBe(400);
    const right = await deleteMe(ctx, renter.cookie, "renter-pass-789");
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe("SIGN_IN_THROTTLED");
    expect(await userRow(ctx, renter.id)).toBeDefined();
  });
});

describe("better-auth's own account endpoints are not exposed", () => {
  it("POST /api/auth/delete-user → 404 for an admin, who stays", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin", password: "admin-pass-789" });
    const res = await ctx.request.post("/api/auth/delete-user", { password: "admin-pass-789" }, { as: admin });
    expect(res.statusCode).toBe(404);
    expect(await userRow(ctx, admin.id)).toMatchObject({ role: "admin" });
  });

  it("POST /api/auth/update-user and /api/auth/sign-up/email → 404 and nothing written", async ({ ctx }) => {
    const user = await buildUser(ctx, { name: "Kept Name" });
    expect((await ctx.request.post("/api/auth/update-user", { name: "Hijacked" }, { as: user })).statusCode).toBe(404);
    expect((await userRow(ctx, user.id))!.name).toBe("Kept Name");
    const counts = await rowCounts(ctx);
    const signUp = await ctx.request.post("/api/auth/sign-up/email", {
      name: "X",
      email: "direct@example.test",
      password: "direct-pass-123",
    });
    expect(signUp.statusCode).toBe(404);
    expect(await rowCounts(ctx)).toEqual(counts);
  });
});
