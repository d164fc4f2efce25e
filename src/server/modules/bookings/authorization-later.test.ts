import { eq } from "drizzle-orm";
import { bookings, gearHolds, reviews } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { fillSheet, moveBooking } from "../../test/bookings";
import {
  type MatrixPeople,
  type MatrixStatus,
  matrixTest,
  bookingIn as buildBookingIn,
  everyone,
  signedIn,
} from "../../test/matrix";

const { matrix } = matrixTest();

// The later half of the lifecycle and the reviews, split from authorization.test.ts to keep files small.

const bookingIn = (ctx: TestApp, people: MatrixPeople, status: MatrixStatus) =>
  buildBookingIn(ctx, people, status).then((b) => ({ bookingId: b.id, gearId: b.gearId }));

const statusOf = async (ctx: TestApp, id: string) =>
  (await ctx.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
const holdsOf = (ctx: TestApp, id: string) => ctx.db.select().from(gearHolds).where(eq(gearHolds.bookingId, id));

/** Only the owner hands over and takes back; the renter and admins are told the move is not theirs. */
const OWNER_ONLY = { ...signedIn(404), renter: 409, owner: 200, staff: 403, admin: 409, accountant: 403 };
/** The renter, the owner and admins may cancel a booking that still holds dates. */
const PARTIES_AND_ADMIN = { ...signedIn(404), renter: 200, owner: 200, staff: 403, admin: 200, accountant: 403 };

describe("authorization matrix: later moves × every kind of caller; refused calls change nothing", () => {
  // Handed over, a booking still holds its dates; taken back, it holds none.
  for (const [from, to, holds] of [
    ["confirmed", "active", 1],
    ["active", "completed", 0],
  ] as const) {
    matrix({
      name: `POST /api/bookings/:id/transitions { to: ${to} } (${from})`,
      expected: OWNER_ONLY,
      // With the check sheet the move needs, sent: the matrix tests who may move, not the sheet rule (handover/wiring.test.ts).
      setup: async ({ ctx, people }) => {
        const b = await bookingIn(ctx, people, from);
        await fillSheet(ctx, b.bookingId, to === "active" ? "pickup" : "return", people.owner);
        return b;
      },
      call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId, to, cookie),
      mutates: true,
      check: async (res, _actor, t, { ctx }) => {
        expect(res.json().booking.status).toBe(to);
        expect(await statusOf(ctx, t.bookingId)).toBe(to);
        expect(await holdsOf(ctx, t.bookingId)).toHaveLength(holds);
      },
    });
  }

  for (const from of ["approved", "confirmed"] as const) {
    matrix({
      name: `POST /api/bookings/:id/transitions { to: cancelled, reason } (${from})`,
      expected: PARTIES_AND_ADMIN,
      setup: ({ ctx, people }) => bookingIn(ctx, people, from),
      call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId, "cancelled", cookie, "Testing who may cancel"),
      mutates: true,
      check: async (res, actor, t, { ctx }) => {
        expect(res.json().booking.timeline.at(-1)).toMatchObject({ to: "cancelled", by: actor });
        expect(await statusOf(ctx, t.bookingId)).toBe("cancelled");
        expect(await holdsOf(ctx, t.bookingId)).toEqual([]);
      },
    });
  }

  matrix({
    name: "POST /api/bookings/:id/transitions { to: active } (active: no such move for anyone)",
    expected: { ...signedIn(409), "other renter": 404, "other owner": 404, staff: 403, accountant: 403 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "active"),
    call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId, "active", cookie),
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: cancelled, reason } (active: too late to cancel)",
    expected: { ...signedIn(409), "other renter": 404, "other owner": 404, staff: 403, accountant: 403 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "active"),
    call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId, "cancelled", cookie, "Changed my mind"),
  });
});

/** POST /api/bookings/:id/reviews. */
const review = (ctx: TestApp, bookingId: string, body: object, cookie: string | undefined) =>
  ctx.request.post(`/api/bookings/${bookingId}/reviews`, body, { as: cookie });
const reviewsOf = (ctx: TestApp, bookingId: string) =>
  ctx.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));

describe("authorization matrix: reviews × every kind of caller; refused calls change nothing", () => {
  // Renters review the gear and the owner; owners review the renter; nobody else reviews (404: not theirs to see).
  const cases = [
    {
      subject: "gear",
      expected: { ...signedIn(404), renter: 201, owner: 403 },
    },
    {
      subject: "owner",
      expected: { ...signedIn(404), renter: 201, owner: 403 },
    },
    {
      subject: "renter",
      expected: { ...signedIn(404), renter: 403, owner: 201 },
    },
  ] as const;
  for (const { subject, expected } of cases) {
    matrix({
      name: `POST /api/bookings/:id/reviews { subject: ${subject} } (completed)`,
      expected,
      setup: ({ ctx, people }) => bookingIn(ctx, people, "completed"),
      call: (t, cookie, { ctx }) => review(ctx, t.bookingId, { subject, rating: 4, text: "Smooth rental" }, cookie),
      mutates: true,
      check: async (res, actor, t, { ctx, people }) => {
        expect(res.json()).toEqual({ id: expect.any(Number) });
        const rows = await reviewsOf(ctx, t.bookingId);
        expect(rows).toEqual([
          expect.objectContaining({
            id: res.json().id,
            subjectType: subject,
            authorId: people[actor as "renter" | "owner"].id,
            rating: 4,
            text: "Smooth rental",
          }),
        ]);
      },
    });
  }

  matrix({
    name: "POST /api/bookings/:id/reviews { subject: gear } (confirmed: not returned yet)",
    expected: { ...signedIn(404), renter: 409, owner: 403 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "confirmed"),
    call: (t, cookie, { ctx }) => review(ctx, t.bookingId, { subject: "gear", rating: 5 }, cookie),
  });

  matrix({
    name: "GET /api/reviews?subjectType=gear (public)",
    expected: everyone(200),
    setup: async ({ ctx, people }) => {
      const b = await bookingIn(ctx, people, "completed");
      const res = await review(ctx, b.bookingId, { subject: "gear", rating: 3, text: "Fine" }, people.renter.cookie);
      if (res.statusCode !== 201) throw new Error(`review ${res.statusCode} ${res.body}`);
      return b;
    },
    call: (t, cookie, { ctx }) =>
      ctx.request.get(`/api/reviews?subjectType=gear&subjectId=${t.gearId}`, { as: cookie }),
    check: (res) =>
      expect(res.json()).toEqual({
        count: 1,
        average: 3,
        items: [expect.objectContaining({ rating: 3, text: "Fine", author: "Rina" })],
      }),
  });
});

describe("unknown bookings, later endpoints", () => {
  matrix({
    name: "POST /api/bookings/:id/reviews and moves to active or completed of an unknown booking: 404 to everyone signed in",
    expected: signedIn(404),
    setup: async () => ({ bookingId: "zzzzzzzzzzzzzzzzzzzzzzzz" }),
    call: async (t, cookie, { ctx }) => {
      const answers = [
        await review(ctx, t.bookingId, { subject: "gear", rating: 5 }, cookie),
        await moveBooking(ctx, t.bookingId, "active", cookie),
        await moveBooking(ctx, t.bookingId, "completed", cookie),
      ];
      // One status for all three, or the first that differs.
      return answers.find((a) => a.statusCode !== answers[0]!.statusCode) ?? answers[0]!;
    },
  });
});
