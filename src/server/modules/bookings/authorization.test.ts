import { eq } from "drizzle-orm";
import sharp from "sharp";
import { bookingMessages, identityVerifications, invoices } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import type { InjectResponse } from "../../test/request";
import { buildGear, buildPaymentSettings, day } from "../../test/factories";
import { requestBooking, createBookingId, moveBooking, uploadReceipt, rowCounts } from "../../test/bookings";
import {
  ACTORS,
  type ActorName,
  type MatrixPeople,
  cookieFor,
  type MatrixStatus,
  matrixTest,
  bookingIn as buildBookingIn,
  signedIn,
} from "../../test/matrix";
import { pngImage } from "../../test/uploads";
import { newId } from "../../lib/ids";

const { it, matrix } = matrixTest();

const bookingIn = (ctx: TestApp, people: MatrixPeople, status: MatrixStatus) => buildBookingIn(ctx, people, status);

it.beforeAll(async ({ ctx, people }) => {
  await buildPaymentSettings(ctx, people.owner.id, {
    bank: "CIMB",
    accountHolder: "Omar Owner",
    accountNumber: "8001234567",
  });
  // The other side of the market has its own business, so lists have something to leak.
  const theirs = await buildGear(ctx, { ownerId: people["other owner"].id });
  await createBookingId(ctx, people["other renter"], { gearId: theirs.id, startDate: day(3), endDate: day(4) });
});

type Res = InjectResponse;
const ids = (res: Res) => (res.json().items as { id: string }[]).map((b) => b.id);

describe("authorization matrix: every booking endpoint × every kind of caller; refused calls change nothing", () => {
  matrix({
    name: "POST /api/bookings (dates already held)",
    expected: { ...signedIn(403), renter: 409, "other renter": 409, "other owner": 409 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending"),
    call: (t, cookie, { ctx }) =>
      requestBooking(ctx, cookie, {
        gearId: t.gearId as string,
        startDate: t.startDate as string,
        endDate: t.startDate as string,
      }),
  });

  matrix({
    name: "GET /api/bookings (own rentals only)",
    expected: signedIn(200),
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending").then((b) => ({ bookingId: b.id })),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/bookings", { as: cookie }),
    check: (res, actor, t, { people }) => {
      if (actor === "renter") expect(ids(res)).toContain(t.bookingId);
      else expect(ids(res), actor).not.toContain(t.bookingId);
      if (actor !== "other renter")
        expect(
          res.json().items.every((b: { renter: { id: string } }) => b.renter.id === people[actor as "renter"].id),
          actor,
        ).toBe(true);
    },
  });

  matrix({
    name: "GET /api/bookings/:id",
    expected: { ...signedIn(200), "other renter": 404, "other owner": 404 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "approved+receipt").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/bookings/${t.bookingId}`, { as: cookie }),
    check: (res, actor) => {
      const b = res.json().booking;
      // The owner's bank details go to the booking's parties only.
      if (["renter", "owner", "admin"].includes(actor))
        expect(b.payment, actor).toMatchObject({ bank: "CIMB", accountNumber: "8001234567" });
      else expect(b.payment, actor).toBeNull();
      // The renter's record (issue 30): for the gear's owner, staff and admins, not the renter or accountants.
      if (["owner", "staff", "admin"].includes(actor))
        expect(b.renterRecord, actor).toMatchObject({ verified: true, completedRentals: 0 });
      else expect(b.renterRecord, actor).toBeNull();
      if (actor === "staff" || actor === "accountant") expect(b.actions, actor).toEqual([]);
    },
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: approved } (pending)",
    expected: { ...signedIn(409), "other renter": 404, owner: 200, "other owner": 404, staff: 403, accountant: 403 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId!, "approved", cookie),
    mutates: true,
    check: (res) => expect(res.json().booking.status).toBe("approved"),
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: cancelled, reason } (pending)",
    expected: { ...signedIn(200), "other renter": 404, "other owner": 404, staff: 403, accountant: 403 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId!, "cancelled", cookie, "Testing who may cancel"),
    mutates: true,
    check: (res, actor) => expect(res.json().booking.timeline.at(-1)).toMatchObject({ to: "cancelled", by: actor }),
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: confirmed } (approved, receipt uploaded)",
    expected: { ...signedIn(404), renter: 409, owner: 200, staff: 403, admin: 200, accountant: 403 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "approved+receipt").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => moveBooking(ctx, t.bookingId!, "confirmed", cookie),
    mutates: true,
  });

  matrix({
    name: "POST /api/bookings/:id/receipts (approved)",
    expected: { ...signedIn(404), renter: 201 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "approved").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => uploadReceipt(ctx, t.bookingId!, cookie),
    mutates: true,
  });

  matrix({
    name: "GET /api/bookings/:id/receipts/:receiptId",
    expected: { ...signedIn(200), "other renter": 404, "other owner": 404, accountant: 404 },
    setup: ({ ctx, people }) =>
      bookingIn(ctx, people, "approved+receipt").then((b) => ({ bookingId: b.id, receiptId: b.receiptId })),
    call: (t, cookie, { ctx }) =>
      ctx.request.get(`/api/bookings/${t.bookingId}/receipts/${t.receiptId}`, { as: cookie }),
    check: (res) => {
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("private, no-store");
    },
  });

  matrix({
    name: "GET /api/bookings/:id/payment-qr (approved)",
    expected: { ...signedIn(404), renter: 200, owner: 200, admin: 200 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "approved").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/bookings/${t.bookingId}/payment-qr`, { as: cookie }),
    check: (res) => expect(res.headers["content-type"]).toBe("image/webp"),
  });

  matrix({
    name: "GET /api/owners/me/bookings",
    expected: { ...signedIn(403), owner: 200, "other owner": 200 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending").then((b) => ({ bookingId: b.id })),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/owners/me/bookings", { as: cookie }),
    check: (res, actor, t, { people }) => {
      if (actor === "owner") expect(ids(res)).toContain(t.bookingId);
      else expect(ids(res)).not.toContain(t.bookingId);
      expect(
        res.json().items.every((b: { owner: { id: string } }) => b.owner.id === people[actor as "owner"].id),
        actor,
      ).toBe(true);
    },
  });

  matrix({
    name: "GET /api/admin/bookings",
    expected: { ...signedIn(403), staff: 200, admin: 200 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending").then((b) => ({ bookingId: b.id })),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/admin/bookings", { as: cookie }),
    check: (res, _actor, t) => expect(ids(res)).toContain(t.bookingId),
  });

  matrix({
    name: "GET /api/invoices/:number (confirmed)",
    expected: { ...signedIn(200), "other renter": 404, "other owner": 404, staff: 404 },
    setup: async ({ people, ctx }) => {
      const b = await bookingIn(ctx, people, "confirmed");
      const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
      return { bookingId: b.id, number: inv!.number };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/invoices/${t.number}`, { as: cookie }),
    check: (res, _a, t) => expect(res.json()).toMatchObject({ number: t.number, booking: { id: t.bookingId } }),
  });

  /** A pending booking with one message from the renter. */
  const threadWithOneMessage = async ({ ctx, people }: Parameters<Parameters<typeof matrix>[0]["setup"]>[0]) => {
    const b = await bookingIn(ctx, people, "pending");
    const sent = await ctx.request.post(
      `/api/bookings/${b.id}/messages`,
      { body: "Is the battery included?" },
      { as: people.renter },
    );
    if (sent.statusCode !== 201) throw new Error(`message ${sent.statusCode} ${sent.body}`);
    return { bookingId: b.id, messageId: sent.json().id as number };
  };

  matrix({
    name: "GET /api/bookings/:id/messages (one message from the renter)",
    expected: { ...signedIn(404), renter: 200, owner: 200, admin: 200 },
    setup: threadWithOneMessage,
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/bookings/${t.bookingId}/messages`, { as: cookie }),
    // Reading changes nothing (issue 29): marking read is its own POST, below.
    check: async (res, actor, t, { ctx }) => {
      expect(res.json().items).toEqual([
        expect.objectContaining({ body: "Is the battery included?", mine: actor === "renter" }),
      ]);
      const [m] = await ctx.db
        .select()
        .from(bookingMessages)
        .where(eq(bookingMessages.id, t.messageId as number));
      expect([m!.ownerReadAt, m!.renterReadAt], actor).toEqual([null, null]);
    },
  });

  matrix({
    name: "POST /api/bookings/:id/messages/read (one message from the renter)",
    expected: { ...signedIn(404), renter: 200, owner: 200, admin: 200 },
    setup: threadWithOneMessage,
    call: (t, cookie, { ctx }) => ctx.request.post(`/api/bookings/${t.bookingId}/messages/read`, {}, { as: cookie }),
    // Marks the caller's incoming messages read; only the owner has one here, and an admin marks nothing.
    mutates: true,
    check: async (res, actor, t, { ctx }) => {
      expect(res.json()).toEqual({ ok: true });
      const [m] = await ctx.db
        .select()
        .from(bookingMessages)
        .where(eq(bookingMessages.id, t.messageId as number));
      expect(m!.ownerReadAt === null, actor).toBe(actor !== "owner");
      // The renter sent it: their own read never marks it.
      expect(m!.renterReadAt, actor).toBeNull();
    },
  });

  matrix({
    name: "POST /api/bookings/:id/messages",
    expected: { ...signedIn(404), renter: 201, owner: 201, admin: 201 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "pending").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) =>
      ctx.request.post(`/api/bookings/${t.bookingId}/messages`, { body: "Is the battery included?" }, { as: cookie }),
    mutates: true,
  });
});

describe("unknown bookings", () => {
  it("are 404 to everyone signed in, admins included, and 401 signed out", async ({ people, ctx }) => {
    const unknown = "zzzzzzzzzzzzzzzzzzzzzzzz";
    const before = await rowCounts(ctx);
    for (const actor of ACTORS) {
      const want = actor === "signed out" ? 401 : 404;
      for (const res of [
        await ctx.request.get(`/api/bookings/${unknown}`, { as: cookieFor(people, actor) }),
        await moveBooking(ctx, unknown, "cancelled", cookieFor(people, actor), "no such booking"),
        await uploadReceipt(ctx, unknown, cookieFor(people, actor)),
        await ctx.request.get(`/api/bookings/${unknown}/receipts/${unknown}`, { as: cookieFor(people, actor) }),
        await ctx.request.get(`/api/bookings/${unknown}/payment-qr`, { as: cookieFor(people, actor) }),
      ]) {
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 120)}`).toBe(want);
      }
    }
    expect(await rowCounts(ctx)).toEqual(before);
  });
});

describe("private files are not reachable by another user's URL", () => {
  it("a receipt id under another booking's URL is 404, even for that booking's renter", async ({ ctx, people }) => {
    const mine = await bookingIn(ctx, people, "approved+receipt");
    const item = await buildGear(ctx, { ownerId: people.owner.id });
    const theirs = await createBookingId(ctx, people["other renter"], {
      gearId: item.id,
      startDate: day(85),
      endDate: day(85),
    });
    const res = await ctx.request.get(`/api/bookings/${theirs}/receipts/${mine.receiptId}`, {
      as: people["other renter"],
    });
    expect(res.statusCode).toBe(404);
    // And the owner's QR is not for a pending request.
    expect(
      (await ctx.request.get(`/api/bookings/${theirs}/payment-qr`, { as: people["other renter"] })).statusCode,
    ).toBe(404);
  });

  it("identity documents: the renter, staff and admins only; everyone else 404", async ({ ctx, people }) => {
    const key = `private/verification/${people.renter.id}/${newId()}.webp`;
    await ctx.app.deps.storage.put(
      key,
      await sharp(await pngImage("#abcdef"))
        .webp()
        .toBuffer(),
    );
    const verificationId = newId();
    await ctx.db.insert(identityVerifications).values({
      id: verificationId,
      userId: people.renter.id,
      fullName: "Rina Renter",
      mykadNumber: "900101145678",
      icFrontKey: key,
      icBackKey: key,
      selfieKey: key,
    });
    const expected: Record<ActorName, number> = { ...signedIn(404), renter: 200, staff: 200, admin: 200 };
    for (const actor of ACTORS) {
      for (const kind of ["icFront", "icBack", "selfie"]) {
        const res = await ctx.request.get(`/api/verification/${verificationId}/documents/${kind}`, {
          as: cookieFor(people, actor),
        });
        expect(res.statusCode, `${kind} as ${actor}`).toBe(expected[actor]);
        if (res.statusCode === 200) expect(res.headers["cache-control"]).toBe("private, no-store");
      }
      // A document that was not sent is 404 even to reviewers.
      expect(
        (
          await ctx.request.get(`/api/verification/${verificationId}/documents/studentCard`, {
            as: cookieFor(people, actor),
          })
        ).statusCode,
      ).toBe(actor === "signed out" ? 401 : 404);
    }
    // The public file route never serves private keys.
    expect((await ctx.request.get(`/files/${key}`, { as: people.admin })).statusCode).toBe(404);
  });
});
