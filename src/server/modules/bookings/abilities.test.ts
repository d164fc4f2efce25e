import { translator } from "../../lib/i18n";
import { describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { uploadReceipt } from "../../test/bookings";
import {
  ACTORS,
  type ActorName,
  type MatrixPeople,
  cookieFor,
  type MatrixStatus,
  bookingIn,
  matrixTest,
} from "../../test/matrix";
import type { BookingDetail } from "../../../shared/booking-contracts";

const { it } = matrixTest();

const SIGNED_IN = ACTORS.filter((a): a is Exclude<ActorName, "signed out"> => a !== "signed out");
/** Who may read a booking of `renter` with `owner`'s gear (the others get 404). */
const READERS = SIGNED_IN.filter((a) => a !== "other renter" && a !== "other owner");

async function detailAs(
  ctx: TestApp,
  people: MatrixPeople,
  bookingId: string,
  actor: ActorName,
): Promise<BookingDetail> {
  const res = await ctx.request.get(`/api/bookings/${bookingId}`, { as: cookieFor(people, actor) });
  expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json().booking;
}

type Abilities = Pick<BookingDetail, "canUploadReceipt" | "canMessage" | "canReview" | "reviewSubjects"> & {
  actions: string[];
};
// The answer names each button by a key; the English catalogue gives the words on it.
const buttonText = translator("en", "bookings");
const abilitiesOf = (b: BookingDetail): Abilities => ({
  actions: b.actions.map((a) => buttonText(`actions.${a.action}`)),
  canUploadReceipt: b.canUploadReceipt,
  canMessage: b.canMessage,
  canReview: b.canReview,
  reviewSubjects: b.reviewSubjects,
});

const none: Abilities = {
  actions: [],
  canUploadReceipt: false,
  canMessage: false,
  canReview: false,
  reviewSubjects: [],
};
const talk = { ...none, canMessage: true };

/** What each reader may do with the booking in each status: the buttons its page shows. */
const EXPECTED: Partial<Record<MatrixStatus, Record<(typeof READERS)[number], Abilities>>> = {
  pending: {
    renter: { ...talk, actions: ["Cancel"] },
    owner: { ...talk, actions: ["Approve", "Decline"] },
    admin: { ...talk, actions: ["Cancel"] },
    staff: none,
    accountant: none,
  },
  // "Accept receipt" only once there is a receipt to accept (the server refuses it before).
  approved: {
    renter: { ...talk, actions: ["Cancel"], canUploadReceipt: true },
    owner: { ...talk, actions: ["Cancel"] },
    admin: { ...talk, actions: ["Cancel"] },
    staff: none,
    accountant: none,
  },
  "approved+receipt": {
    renter: { ...talk, actions: ["Cancel"], canUploadReceipt: true },
    owner: { ...talk, actions: ["Accept receipt", "Cancel"] },
    admin: { ...talk, actions: ["Accept receipt", "Cancel"] },
    staff: none,
    accountant: none,
  },
  active: {
    renter: talk,
    owner: { ...talk, actions: ["Mark returned"] },
    admin: talk,
    staff: none,
    accountant: none,
  },
  completed: {
    renter: { ...talk, canReview: true, reviewSubjects: ["gear", "owner"] },
    owner: { ...talk, canReview: true, reviewSubjects: ["renter"] },
    admin: talk,
    staff: none,
    accountant: none,
  },
};

describe("GET /api/bookings/:id carries the caller's abilities", () => {
  for (const [status, expected] of Object.entries(EXPECTED) as [MatrixStatus, Record<string, Abilities>][]) {
    it(`${status}: per caller`, async ({ ctx, people }) => {
      const b = await bookingIn(ctx, people, status);
      const got = Object.fromEntries(
        await Promise.all(READERS.map(async (a) => [a, abilitiesOf(await detailAs(ctx, people, b.id, a))] as const)),
      );
      expect(got).toEqual(expected);
    });
  }
});

describe("the abilities are what the server accepts", () => {
  it("a receipt: only the caller told canUploadReceipt may upload it", async ({ ctx, people }) => {
    const b = await bookingIn(ctx, people, "approved");
    const answers: Record<string, number> = {};
    // The renter last, so that every other caller is asked about the same approved booking.
    for (const a of [...READERS.filter((r) => r !== "renter"), "renter" as const]) {
      const told = (await detailAs(ctx, people, b.id, a)).canUploadReceipt;
      answers[a] = (await uploadReceipt(ctx, b.id, cookieFor(people, a))).statusCode;
      expect(answers[a] === 201, a).toBe(told);
    }
    expect(answers.renter).toBe(201);
  });

  it("messages and reviews: accepted exactly where the detail offers them", async ({ ctx, people }) => {
    const b = await bookingIn(ctx, people, "completed");
    for (const a of READERS) {
      const detail = await detailAs(ctx, people, b.id, a);
      const cookie = cookieFor(people, a);
      const sent = await ctx.request.post(
        `/api/bookings/${b.id}/messages`,
        { body: `Hello from ${a}` },
        { as: cookie },
      );
      expect(sent.statusCode === 201, `message as ${a}`).toBe(detail.canMessage);
      for (const subject of ["gear", "owner", "renter"] as const) {
        const res = await ctx.request.post(`/api/bookings/${b.id}/reviews`, { subject, rating: 5 }, { as: cookie });
        expect(res.statusCode === 201, `review of the ${subject} as ${a}: ${res.body}`).toBe(
          detail.reviewSubjects.includes(subject),
        );
      }
    }
  });

  it("a review once published is no longer offered, so its form does not come back (issue 30 item 4)", async ({
    ctx,
    people,
  }) => {
    const b = await bookingIn(ctx, people, "completed");
    const posted = await ctx.request.post(
      `/api/bookings/${b.id}/reviews`,
      { subject: "gear", rating: 4, text: "Sharp lens" },
      { as: cookieFor(people, "renter") },
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await detailAs(ctx, people, b.id, "renter")).reviewSubjects).toEqual(["owner"]);
    // The owner's own subject is untouched by the renter's review.
    expect((await detailAs(ctx, people, b.id, "owner")).reviewSubjects).toEqual(["renter"]);
  });
});
