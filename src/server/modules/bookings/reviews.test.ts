import { and, eq } from "drizzle-orm";
import { bookingEvents, bookings, notifications, owners, reviews } from "../../db/schema";
import { translateFor } from "../../lib/i18n";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import {
  buildUser,
  buildOwner,
  buildRenter,
  buildGear,
  type BuiltUser,
  day,
  VERIFIED_COMPLETE,
} from "../../test/factories";
import { createBookingId, mustHandOver, mustMove, uploadReceipt } from "../../test/bookings";
import { REVIEW_WINDOW_DAYS } from "./review-routes";

let owner: BuiltUser;
let renter: BuiltUser;
beforeAll(async ({ ctx }) => {
  owner = await buildOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE });
  renter = await buildRenter(ctx, { name: "Rina Renter" });
});

type Stage = "pending" | "approved" | "confirmed" | "active" | "completed" | "cancelled";
/** The API calls that take a new booking to each stage, in order ("receipt": the renter uploads one). */
const PATH_TO: Record<Stage, string[]> = {
  pending: [],
  approved: ["approved"],
  confirmed: ["approved", "receipt", "confirmed"],
  active: ["approved", "receipt", "confirmed", "active"],
  completed: ["approved", "receipt", "confirmed", "active", "completed"],
  cancelled: ["cancelled"],
};
let nextDay = 2;
/** A booking by `who` of a gear item of `by` (a new one unless given), moved through the API to `stage`. */
async function bookingAt(
  ctx: TestApp,
  stage: Stage,
  { who = renter, by = owner, gearId }: { who?: BuiltUser; by?: BuiltUser; gearId?: string } = {},
) {
  const item = gearId ?? (await buildGear(ctx, { ownerId: by.id })).id;
  // Handed over no earlier than the pickup day: a booking that gets there starts today.
  const start = PATH_TO[stage].includes("active") ? day(0) : day(nextDay++);
  const id = await createBookingId(ctx, who, { gearId: item, startDate: start, endDate: start });
  for (const step of PATH_TO[stage]) {
    if (step === "receipt") {
      const up = await uploadReceipt(ctx, id, who);
      if (up.statusCode !== 201) throw new Error(`receipt ${up.statusCode} ${up.body}`);
    } else if (step === "active" || step === "completed") {
      await mustHandOver(ctx, id, step, by);
    } else {
      await mustMove(ctx, id, step, by, step === "cancelled" ? "Not available after all" : undefined);
    }
  }
  return { id, gearId: item };
}

const review = (ctx: TestApp, bookingId: string, body: object, cookie: string | undefined) =>
  ctx.request.post(`/api/bookings/${bookingId}/reviews`, body, { as: cookie });
const reviewsOf = (ctx: TestApp, bookingId: string) =>
  ctx.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
const summary = async (ctx: TestApp, subjectType: string, subjectId: string) =>
  (await ctx.request.get(`/api/reviews?subjectType=${subjectType}&subjectId=${subjectId}`)).json();

/** Expect `call` refused with `status` and `message`, and no review row written or changed. */
async function expectRefused(ctx: TestApp, status: number, message: string, call: () => ReturnType<typeof review>) {
  const before = await ctx.db.select().from(reviews).orderBy(reviews.id);
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.message).toBe(message);
  expect(await ctx.db.select().from(reviews).orderBy(reviews.id)).toEqual(before);
  return res;
}

describe("writing reviews after a completed rental", () => {
  it("the renter reviews the gear and the owner, the owner the renter, each once; the other side is told", async ({
    ctx,
  }) => {
    const b = await bookingAt(ctx, "completed");
    const gearReview = await review(
      ctx,
      b.id,
      { subject: "gear", rating: 5, text: "  Sharp lens, clean sensor.  " },
      renter.cookie,
    );
    expect(gearReview.statusCode).toBe(201);
    expect(
      (await review(ctx, b.id, { subject: "owner", rating: 4, text: "Friendly, on time" }, renter.cookie)).statusCode,
    ).toBe(201);
    expect((await review(ctx, b.id, { subject: "renter", rating: 5 }, owner.cookie)).statusCode).toBe(201);

    const rows = await reviewsOf(ctx, b.id);
    expect(
      rows
        .map((r) => ({
          subjectType: r.subjectType,
          subjectId: r.subjectId,
          authorId: r.authorId,
          rating: r.rating,
          text: r.text,
        }))
        .sort((x, y) => x.subjectType.localeCompare(y.subjectType)),
    ).toEqual([
      { subjectType: "gear", subjectId: b.gearId, authorId: renter.id, rating: 5, text: "Sharp lens, clean sensor." },
      { subjectType: "owner", subjectId: owner.id, authorId: renter.id, rating: 4, text: "Friendly, on time" },
      { subjectType: "renter", subjectId: renter.id, authorId: owner.id, rating: 5, text: "" },
    ]);
    const told = async (userId: string) =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, "review")));
    // Stored as `msg` strings, read here as an English reader gets them.
    const titles = async (userId: string) => (await told(userId)).map((n) => translateFor("en", n.title));
    expect((await titles(owner.id)).sort()).toEqual(["New 4-star review", "New 5-star review"]);
    expect(await titles(renter.id)).toEqual(["New 5-star review"]);

    // Once each: a second review of the same subject is refused and changes nothing.
    await expectRefused(ctx, 409, "You already reviewed this.", () =>
      review(ctx, b.id, { subject: "gear", rating: 1, text: "Changed my mind" }, renter.cookie),
    );
    await expectRefused(ctx, 409, "You already reviewed this.", () =>
      review(ctx, b.id, { subject: "owner", rating: 1 }, renter.cookie),
    );
    await expectRefused(ctx, 409, "You already reviewed this.", () =>
      review(ctx, b.id, { subject: "renter", rating: 1 }, owner.cookie),
    );
    expect(await reviewsOf(ctx, b.id)).toHaveLength(3);
  });

  it("two reviews of one subject sent at once make one row", async ({ ctx }) => {
    const b = await bookingAt(ctx, "completed");
    const answers = await Promise.all(
      [1, 2].map((rating) => review(ctx, b.id, { subject: "gear", rating }, renter.cookie)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await reviewsOf(ctx, b.id)).toHaveLength(1);
  });

  it("is refused until the gear is returned, and on a cancelled booking", async ({ ctx }) => {
    for (const stage of ["pending", "approved", "confirmed", "active", "cancelled"] as const) {
      const b = await bookingAt(ctx, stage);
      await expectRefused(ctx, 409, "Reviews open once the gear has been returned.", () =>
        review(ctx, b.id, { subject: "gear", rating: 5 }, renter.cookie),
      );
      await expectRefused(ctx, 409, "Reviews open once the gear has been returned.", () =>
        review(ctx, b.id, { subject: "renter", rating: 5 }, owner.cookie),
      );
    }
  });

  it(`closes ${REVIEW_WINDOW_DAYS} days after the return`, async ({ ctx }) => {
    const returnedAt = async (bookingId: string, msAgo: number) =>
      ctx.db
        .update(bookingEvents)
        .set({ at: new Date(Date.now() - msAgo) })
        .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, "completed")))
        .returning({ id: bookingEvents.id });
    const late = await bookingAt(ctx, "completed");
    expect(await returnedAt(late.id, REVIEW_WINDOW_DAYS * 86_400_000 + 60_000)).toHaveLength(1);
    await expectRefused(ctx, 409, `Reviews close ${REVIEW_WINDOW_DAYS} days after the return.`, () =>
      review(ctx, late.id, { subject: "gear", rating: 5 }, renter.cookie),
    );
    await expectRefused(ctx, 409, `Reviews close ${REVIEW_WINDOW_DAYS} days after the return.`, () =>
      review(ctx, late.id, { subject: "renter", rating: 5 }, owner.cookie),
    );

    const justInTime = await bookingAt(ctx, "completed");
    expect(await returnedAt(justInTime.id, REVIEW_WINDOW_DAYS * 86_400_000 - 3_600_000)).toHaveLength(1);
    expect((await review(ctx, justInTime.id, { subject: "gear", rating: 5 }, renter.cookie)).statusCode).toBe(201);
    expect((await review(ctx, justInTime.id, { subject: "renter", rating: 4 }, owner.cookie)).statusCode).toBe(201);
    expect(await reviewsOf(ctx, justInTime.id)).toHaveLength(2);
  });
});

describe("what a review may say", () => {
  it("a rating is a whole number from 1 to 5", async ({ ctx }) => {
    const b = await bookingAt(ctx, "completed");
    for (const rating of [0, 6, -1, 4.5]) {
      const res = await expectRefused(ctx, 400, "Give 1 to 5 stars", () =>
        review(ctx, b.id, { subject: "gear", rating }, renter.cookie),
      );
      expect(res.json().error.fields).toEqual({ rating: "Give 1 to 5 stars" });
    }
    for (const body of [{ subject: "gear" }, { subject: "gear", rating: "5" }, { subject: "gear", rating: null }]) {
      const res = await review(ctx, b.id, body, renter.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(["rating"]);
    }
    expect(await reviewsOf(ctx, b.id)).toEqual([]);
    for (const rating of [1, 5]) {
      const res = await review(ctx, b.id, { subject: rating === 1 ? "gear" : "owner", rating }, renter.cookie);
      expect(res.statusCode).toBe(201);
    }
    expect((await reviewsOf(ctx, b.id)).map((r) => r.rating).sort()).toEqual([1, 5]);
  });

  it("text is optional, trimmed, and at most 2000 characters; the subject must be one of three", async ({ ctx }) => {
    const b = await bookingAt(ctx, "completed");
    const res = await expectRefused(ctx, 400, "Keep the review to 2,000 characters or fewer", () =>
      review(ctx, b.id, { subject: "gear", rating: 3, text: "a".repeat(2001) }, renter.cookie),
    );
    expect(res.json().error.fields).toEqual({ text: "Keep the review to 2,000 characters or fewer" });
    expect((await review(ctx, b.id, { subject: "gear", rating: 3, text: 42 }, renter.cookie)).statusCode).toBe(400);
    expect((await review(ctx, b.id, { subject: "booking", rating: 3 }, renter.cookie)).statusCode).toBe(400);
    expect(await reviewsOf(ctx, b.id)).toEqual([]);

    // 2000 after trimming is fine; so is only whitespace, stored as no text.
    expect(
      (await review(ctx, b.id, { subject: "gear", rating: 3, text: ` ${"b".repeat(2000)} ` }, renter.cookie))
        .statusCode,
    ).toBe(201);
    expect((await review(ctx, b.id, { subject: "owner", rating: 3, text: "   " }, renter.cookie)).statusCode).toBe(201);
    const rows = await reviewsOf(ctx, b.id);
    expect(rows.find((r) => r.subjectType === "gear")!.text).toBe("b".repeat(2000));
    expect(rows.find((r) => r.subjectType === "owner")!.text).toBe("");
  });
});

describe("who may review", () => {
  it("each side reviews the other only; strangers, staff and admins are told the booking is not theirs", async ({
    ctx,
  }) => {
    const b = await bookingAt(ctx, "completed");
    await expectRefused(ctx, 403, "Renters review the gear and the owner.", () =>
      review(ctx, b.id, { subject: "renter", rating: 5 }, renter.cookie),
    );
    await expectRefused(ctx, 403, "Owners review the renter.", () =>
      review(ctx, b.id, { subject: "gear", rating: 1 }, owner.cookie),
    );
    await expectRefused(ctx, 403, "Owners review the renter.", () =>
      review(ctx, b.id, { subject: "owner", rating: 5 }, owner.cookie),
    );
    const outsiders = [
      await buildRenter(ctx),
      await buildOwner(ctx),
      await buildUser(ctx, { role: "staff" }),
      await buildUser(ctx, { role: "admin" }),
      await buildUser(ctx, { role: "accountant" }),
    ];
    for (const who of outsiders) {
      for (const subject of ["gear", "owner", "renter"])
        await expectRefused(ctx, 404, "The booking was not found.", () =>
          review(ctx, b.id, { subject, rating: 1 }, who.cookie),
        );
    }
    await expectRefused(ctx, 401, "Please sign in to continue.", () =>
      review(ctx, b.id, { subject: "gear", rating: 1 }, undefined),
    );
    await expectRefused(ctx, 404, "The booking was not found.", () =>
      review(ctx, "zzzzzzzzzzzzzzzzzzzzzzzz", { subject: "gear", rating: 1 }, renter.cookie),
    );
    expect(await reviewsOf(ctx, b.id)).toEqual([]);
  });

  it("the owner cannot review a renter whose account is gone", async ({ ctx }) => {
    const b = await bookingAt(ctx, "completed");
    await ctx.db.update(bookings).set({ renterId: null }).where(eq(bookings.id, b.id));
    await expectRefused(ctx, 409, "This renter's account no longer exists.", () =>
      review(ctx, b.id, { subject: "renter", rating: 2 }, owner.cookie),
    );
  });
});

describe("averages on the gear page and the owner's public profile", () => {
  it("count, average to one decimal, newest first, first names only; hidden reviews left out", async ({ ctx }) => {
    const shop = await buildOwner(ctx, { name: "Siti Shop", ...VERIFIED_COMPLETE });
    const [lens, tripod] = [await buildGear(ctx, { ownerId: shop.id }), await buildGear(ctx, { ownerId: shop.id })];
    const renters = [
      await buildRenter(ctx, { name: "Aina Binti Rahman" }),
      await buildRenter(ctx, { name: "Bala Krishnan" }),
      await buildRenter(ctx, { name: "Chong Wei" }),
    ];
    // The lens: 5, 4, 4 (13/3 = 4.33); the owner: those plus 2 and 3 for the tripod (18/5 = 3.6).
    const ratings: [BuiltUser, string, number, number][] = [
      [renters[0]!, lens.id, 5, 5],
      [renters[1]!, lens.id, 4, 4],
      [renters[2]!, lens.id, 4, 3],
      [renters[0]!, tripod.id, 2, 4],
      [renters[1]!, tripod.id, 3, 2],
    ];
    for (const [who, gearId, gearRating, ownerRating] of ratings) {
      const b = await bookingAt(ctx, "completed", { who, by: shop, gearId });
      expect(
        (await review(ctx, b.id, { subject: "gear", rating: gearRating, text: `Gear ${gearRating}` }, who.cookie))
          .statusCode,
      ).toBe(201);
      expect((await review(ctx, b.id, { subject: "owner", rating: ownerRating }, who.cookie)).statusCode).toBe(201);
    }

    // The ids the pages use: the gear page's gear id, the public profile's id.
    const gearPage = await ctx.request.get(`/api/gear/${lens.id}`);
    expect(gearPage.statusCode).toBe(200);
    const [shopRow] = await ctx.db.select({ username: owners.username }).from(owners).where(eq(owners.userId, shop.id));
    const profilePage = await ctx.request.get(`/api/owners/${shopRow!.username}`);
    expect(profilePage.statusCode).toBe(200);

    const lensSummary = await summary(ctx, "gear", gearPage.json().id);
    expect(lensSummary).toMatchObject({ count: 3, average: 4.3 });
    expect(
      lensSummary.items.map((r: { author: string; rating: number; text: string }) => [r.author, r.rating, r.text]),
    ).toEqual([
      ["Chong", 4, "Gear 4"],
      ["Bala", 4, "Gear 4"],
      ["Aina", 5, "Gear 5"],
    ]);
    expect(await summary(ctx, "gear", tripod.id)).toMatchObject({ count: 2, average: 2.5 });
    expect(await summary(ctx, "owner", profilePage.json().profile.id)).toMatchObject({ count: 5, average: 3.6 });

    // A review hidden by moderation counts for nothing.
    await ctx.db
      .update(reviews)
      .set({ hidden: true })
      .where(and(eq(reviews.subjectType, "gear"), eq(reviews.subjectId, lens.id), eq(reviews.rating, 5)));
    expect(await summary(ctx, "gear", lens.id)).toMatchObject({ count: 2, average: 4 });

    // A subject with no reviews: nothing to average.
    expect(await summary(ctx, "owner", (await buildOwner(ctx)).id)).toEqual({ count: 0, average: null, items: [] });
    expect((await ctx.request.get(`/api/reviews?subjectType=booking&subjectId=${lens.id}`)).statusCode).toBe(400);
  });

  it("a review whose author has deleted their account shows 'Former user'", async ({ ctx }) => {
    const b = await bookingAt(ctx, "completed");
    expect((await review(ctx, b.id, { subject: "gear", rating: 4, text: "Good" }, renter.cookie)).statusCode).toBe(201);
    await ctx.db.update(reviews).set({ authorId: null }).where(eq(reviews.bookingId, b.id));
    expect((await summary(ctx, "gear", b.gearId)).items).toEqual([
      expect.objectContaining({ author: "Former user", rating: 4, text: "Good" }),
    ]);
  });
});
