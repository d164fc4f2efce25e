import { eq } from "drizzle-orm";
import { bookingEvents, depositSettlements, notifications, reviews, users } from "../../db/schema";
import { renderTemplate } from "../../jobs/mail-templates";
import { translateFor } from "../../lib/i18n";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import {
  buildBooking,
  buildGear,
  buildOwner,
  buildRenter,
  buildUser,
  type BuiltUser,
  day,
  VERIFIED_COMPLETE,
} from "../../test/factories";
import { createBookingId, emailJobs, readBooking } from "../../test/bookings";

/**
 * Issue 30: an owner decides on a stranger's request with the renter's record
 * beside it, computed by the server from real rows: completed rentals, reviews
 * from owners, cancellations on the renter's side after approval, late returns
 * and deposit claims. Only the gear's owner, staff and admins see it.
 */
let owner: BuiltUser;
let renter: BuiltUser;
let past: BuiltUser;

/** A finished booking of `renter` with `past`'s gear, `daysAgo` days ago, and its move to `to` at `at`. */
async function history(
  ctx: TestApp,
  to: "completed" | "cancelled",
  daysAgo: number,
  move: Partial<typeof bookingEvents.$inferInsert> = {},
) {
  const b = await buildBooking(ctx, {
    ownerId: past.id,
    renterId: renter.id,
    status: to,
    startDate: day(-daysAgo - 2),
    endDate: day(-daysAgo),
  });
  await ctx.db.insert(bookingEvents).values({
    bookingId: b.id,
    fromStatus: to === "completed" ? "active" : "approved",
    toStatus: to,
    actorRole: "owner",
    // Brought back on its return day, unless the caller says otherwise.
    at: new Date(`${day(-daysAgo)}T10:00:00+08:00`),
    ...move,
  });
  return b;
}

beforeAll(async ({ ctx }) => {
  owner = await buildOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE });
  past = await buildOwner(ctx, { name: "Pat Past", ...VERIFIED_COMPLETE });
  renter = await buildRenter(ctx, { name: "Rina Record" });
  await ctx.db
    .update(users)
    .set({ createdAt: new Date("2025-03-14T09:00:00+08:00") })
    .where(eq(users.id, renter.id));

  // Three rentals done: two on time and reviewed 4 and 5 (and one hidden 1-star that does not count),
  // one brought back the morning after its return day, with a claim on its deposit.
  const onTime = await history(ctx, "completed", 40);
  const alsoOnTime = await history(ctx, "completed", 30);
  const late = await history(ctx, "completed", 20);
  await ctx.db
    .update(bookingEvents)
    .set({ at: new Date(`${day(-19)}T09:00:00+08:00`) })
    .where(eq(bookingEvents.bookingId, late.id));
  await ctx.db.insert(reviews).values([
    { bookingId: onTime.id, authorId: past.id, subjectType: "renter", subjectId: renter.id, rating: 4 },
    { bookingId: alsoOnTime.id, authorId: past.id, subjectType: "renter", subjectId: renter.id, rating: 5 },
    { bookingId: late.id, authorId: past.id, subjectType: "renter", subjectId: renter.id, rating: 1, hidden: true },
  ]);
  await ctx.db.insert(depositSettlements).values({
    bookingId: late.id,
    state: "accepted",
    deposit: 50_000,
    claimAmount: 10_000,
    claimReason: "Scratched front element",
  });
  // Fell through on the renter's side: cancelled by them after approval, and unpaid in time (the clock).
  await history(ctx, "cancelled", 15, { actorRole: "renter" });
  await history(ctx, "cancelled", 12, { actorRole: "system" });
  // Not the renter's doing: an owner's cancellation, and a request the renter withdrew while pending.
  await history(ctx, "cancelled", 10, { actorRole: "owner" });
  await history(ctx, "cancelled", 8, { actorRole: "renter", fromStatus: "pending" });
});

const EXPECTED = {
  verified: true,
  memberSince: "2025-03-14",
  completedRentals: 3,
  reviews: { count: 2, average: 4.5 },
  cancellations: 2,
  lateReturns: 1,
  depositClaims: 1,
};

describe("the renter's record on a request", () => {
  it("is computed from the renter's bookings, reviews and deposit claims, and shown to the gear's owner", async ({
    ctx,
  }) => {
    const item = await buildGear(ctx, { ownerId: owner.id });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6) });
    const res = await readBooking(ctx, id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.renterRecord).toEqual(EXPECTED);
  });

  it("is not shown to the renter it describes, nor to an accountant; staff and admins see it", async ({ ctx }) => {
    const item = await buildGear(ctx, { ownerId: owner.id });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(8), endDate: day(9) });
    expect((await readBooking(ctx, id, renter.cookie)).json().booking.renterRecord).toBeNull();
    const accountant = await buildUser(ctx, { role: "accountant" });
    expect((await readBooking(ctx, id, accountant.cookie)).json().booking.renterRecord).toBeNull();
    for (const role of ["staff", "admin"] as const) {
      const reader = await buildUser(ctx, { role });
      expect((await readBooking(ctx, id, reader.cookie)).json().booking.renterRecord, role).toEqual(EXPECTED);
    }
  });

  it("counts a rental still out after its return day as late, and a new account as having no record yet", async ({
    ctx,
  }) => {
    const fresh = await buildRenter(ctx, { name: "Nia New" });
    await buildBooking(ctx, {
      ownerId: past.id,
      renterId: fresh.id,
      status: "active",
      startDate: day(-3),
      endDate: day(-1),
    });
    const item = await buildGear(ctx, { ownerId: owner.id });
    const id = await createBookingId(ctx, fresh, { gearId: item.id, startDate: day(11), endDate: day(11) });
    const record = (await readBooking(ctx, id, owner.cookie)).json().booking.renterRecord;
    expect(record).toMatchObject({ completedRentals: 0, reviews: { count: 0, average: null }, lateReturns: 1 });
  });

  it("goes with the request's e-mail and notification to the owner, in the owner's language", async ({ ctx }) => {
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d" });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(14), endDate: day(15) });
    const [notice] = await ctx.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.link, `/owners/dashboard?booking=${id}`));
    const line =
      "Identity verified, member since March 2025; 3 completed rentals; rated 4.5 of 5 in 2 reviews; " +
      "2 cancellations, 1 late return, 1 deposit claim.";
    expect(translateFor("en", notice!.body)).toContain(line);
    expect(translateFor("ms", notice!.body)).toContain(
      "Identiti disahkan, ahli sejak Mac 2025; 3 sewaan selesai; dinilai 4.5 daripada 5 dalam 2 ulasan; " +
        "2 pembatalan, 1 pemulangan lewat, 1 tuntutan deposit.",
    );

    const mail = (await emailJobs(ctx)).findLast(
      (j) => j.template === "booking_notification" && j.data.url === `/owners/dashboard?booking=${id}`,
    );
    expect(mail).toBeDefined();
    const rendered = renderTemplate("booking_notification", { ...mail!.data, name: "Omar" } as never, "en");
    expect(rendered.text).toContain(`Their record on SewaGear: ${line}`);
  });

  it("says so plainly when there is nothing yet", async ({ ctx }) => {
    const fresh = await buildRenter(ctx, { name: "Nur Baru" });
    const item = await buildGear(ctx, { ownerId: owner.id });
    const id = await createBookingId(ctx, fresh, { gearId: item.id, startDate: day(17), endDate: day(17) });
    const [notice] = await ctx.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.link, `/owners/dashboard?booking=${id}`));
    expect(translateFor("en", notice!.body)).toContain(
      "no completed rentals yet; no reviews from owners yet; no cancellations, no late returns, no deposit claims.",
    );
  });
});
