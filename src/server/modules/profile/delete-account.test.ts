import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, bookings, gear, identityVerifications, owners, sessions, users } from "../../db/schema";
import { newId } from "../../lib/ids";
import {
  buildGear,
  buildTestAppWithFiles,
  createBookingId,
  day,
  type FilesTestApp,
  mustMove,
  ownerUsername,
  pngImage,
  rowCounts,
  uploadReceipt,
  VERIFIED_COMPLETE,
} from "../../test/booking-factories";
import { buildOwner, buildUser } from "../../test/factories";
import { get, post } from "../../test/test-app";
import { OPEN_BOOKINGS_MESSAGE } from "./delete-account";

let ctx: FilesTestApp;
beforeAll(async () => {
  ctx = await buildTestAppWithFiles();
});
afterAll(async () => {
  await ctx?.close();
});

// These accounts sign in with a real password, which deleting one asks for again.
const passwordRenter = (password = "renter-pass-000") =>
  buildUser(ctx, { name: "Rina Renter", ...VERIFIED_COMPLETE, password });
const passwordOwner = (password = "owner-pass-000", extra: { phoneNumber?: string } = {}) =>
  buildOwner(ctx, { username: ownerUsername(), name: "Omar Owner", ...VERIFIED_COMPLETE, ...extra, password });
const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const deleteMe = (cookie: string, password: string) => post(ctx.app, "/api/profile/delete", { password }, cookie);

/** A booking of `ownerId`'s new gear by `renterCookie`, moved to completed. */
async function completedBooking(ownerCookie: string, ownerId: string, renterCookie: string, offset: number) {
  const item = await buildGear(ctx, { ownerId });
  const id = await createBookingId(ctx, renterCookie, {
    gearId: item.id,
    startDate: day(offset),
    endDate: day(offset),
  });
  await mustMove(ctx, id, "approved", ownerCookie);
  expect((await uploadReceipt(ctx, id, renterCookie)).statusCode).toBe(201);
  for (const to of ["confirmed", "active", "completed"]) await mustMove(ctx, id, to, ownerCookie);
  return { id, gearId: item.id };
}

/** Private ID documents on disk and their row, as a submitted verification leaves them. */
async function identityDocuments(userId: string) {
  const keys = ["ic-front", "ic-back", "selfie"].map((k) => `private/verification/${userId}/${k}-${newId()}.webp`);
  for (const key of keys) await ctx.app.deps.storage.put(key, await pngImage());
  await ctx.db.insert(identityVerifications).values({
    id: newId(),
    userId,
    fullName: "Nur Aisyah",
    mykadNumber: "900101145678",
    icFrontKey: keys[0]!,
    icBackKey: keys[1]!,
    selfieKey: keys[2]!,
    status: "verified",
  });
  return keys;
}
async function exists(key: string) {
  const stream = await ctx.app.deps.storage.read(key);
  stream?.destroy();
  return stream !== null;
}

describe("deleting an account with a booking history", () => {
  it("an owner whose gear was rented keeps the rows the renter's history needs, with nothing personal left", async () => {
    const owner = await passwordOwner("owner-pass-123", { phoneNumber: "0123456789" });
    const renter = await passwordRenter();
    const done = await completedBooking(owner.cookie, owner.id, renter.cookie, 3);
    const docs = await identityDocuments(owner.id);
    const [before] = await ctx.db.select({ username: owners.username }).from(owners).where(eq(owners.userId, owner.id));

    const res = await deleteMe(owner.cookie, "owner-pass-123");
    expect(res.statusCode).toBe(200);

    const row = await userRow(owner.id);
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
    for (const key of docs) expect(await exists(key)).toBe(false);
    expect((await ctx.db.select({ status: gear.status }).from(gear).where(eq(gear.id, done.gearId)))[0]!.status).toBe(
      "archived",
    );

    // The public page is gone under the old username; the renter still has the booking.
    expect((await get(ctx.app, `/api/owners/${before!.username}`)).statusCode).toBe(404);
    const mine = await get(ctx.app, `/api/bookings/${done.id}`, renter.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().booking.status).toBe("completed");
    // And the deleted owner can no longer sign in, nor does the old cookie work.
    expect((await get(ctx.app, "/api/session", owner.cookie)).statusCode).toBe(401);
    const again = await post(ctx.app, "/api/auth/sign-in/email", { email: owner.email, password: "owner-pass-123" });
    expect(again.statusCode).toBe(401);
  });

  it("a renter with past bookings is deleted outright; the owner's booking stays, without the renter", async () => {
    const owner = await passwordOwner();
    const renter = await passwordRenter("renter-pass-123");
    const done = await completedBooking(owner.cookie, owner.id, renter.cookie, 5);

    expect((await deleteMe(renter.cookie, "renter-pass-123")).statusCode).toBe(200);
    expect(await userRow(renter.id)).toBeUndefined();
    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, done.id));
    expect(b).toMatchObject({ status: "completed", renterId: null });
    expect((await get(ctx.app, `/api/bookings/${done.id}`, owner.cookie)).statusCode).toBe(200);
  });
});

describe("deleting an account with a booking in progress", () => {
  it.each(["renter", "owner"] as const)("the %s is refused with 409 and nothing changes", async (who) => {
    const owner = await passwordOwner("owner-pass-456");
    const renter = await passwordRenter("renter-pass-456");
    const item = await buildGear(ctx, { ownerId: owner.id });
    await createBookingId(ctx, renter.cookie, { gearId: item.id, startDate: day(7), endDate: day(8) });
    const counts = await rowCounts(ctx);
    const [me, password] = who === "renter" ? [renter, "renter-pass-456"] : [owner, "owner-pass-456"];
    const rowBefore = await userRow(me.id);

    const res = await deleteMe(me.cookie, password);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(OPEN_BOOKINGS_MESSAGE);
    expect(await userRow(me.id)).toEqual(rowBefore);
    expect(await rowCounts(ctx)).toEqual(counts);
    expect((await get(ctx.app, "/api/session", me.cookie)).statusCode).toBe(200);
  });
});

describe("the password asked for is a password guess like any other", () => {
  it("counts against the sign-in throttle: after 10 wrong ones the right one gets 429 and the account stays", async () => {
    const renter = await passwordRenter("renter-pass-789");
    for (let i = 0; i < 10; i++) expect((await deleteMe(renter.cookie, `wrong-guess-${i}`)).statusCode).toBe(400);
    const right = await deleteMe(renter.cookie, "renter-pass-789");
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe("SIGN_IN_THROTTLED");
    expect(await userRow(renter.id)).toBeDefined();
  });
});

describe("better-auth's own account endpoints are not exposed", () => {
  it("POST /api/auth/delete-user → 404 for an admin, who stays", async () => {
    const admin = await buildUser(ctx, { role: "admin", password: "admin-pass-789" });
    const res = await post(ctx.app, "/api/auth/delete-user", { password: "admin-pass-789" }, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(await userRow(admin.id)).toMatchObject({ role: "admin" });
  });

  it("POST /api/auth/update-user and /api/auth/sign-up/email → 404 and nothing written", async () => {
    const user = await buildUser(ctx, { name: "Kept Name" });
    expect((await post(ctx.app, "/api/auth/update-user", { name: "Hijacked" }, user.cookie)).statusCode).toBe(404);
    expect((await userRow(user.id))!.name).toBe("Kept Name");
    const counts = await rowCounts(ctx);
    const signUp = await post(ctx.app, "/api/auth/sign-up/email", {
      name: "X",
      email: "direct@example.test",
      password: "direct-pass-123",
    });
    expect(signUp.statusCode).toBe(404);
    expect(await rowCounts(ctx)).toEqual(counts);
  });
});
