import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages, identityVerifications, invoices, ownerPaymentSettings } from "../../db/schema";
import {
  ACTORS,
  type ActorName,
  bookingIn as buildBookingIn,
  buildGear,
  buildMatrixPeople,
  buildTestAppWithFiles,
  cookieFor,
  createBookingId,
  day,
  type FilesTestApp,
  matrix as registerMatrix,
  type MatrixCase,
  type MatrixPeople,
  type MatrixStatus,
  type MatrixTarget,
  moveBooking,
  pngImage,
  requestBooking,
  rowCounts,
  uploadReceipt,
} from "../../test/booking-factories";
import { get, post } from "../../test/test-app";
import { newId } from "../../lib/ids";

let ctx: FilesTestApp;
let people: MatrixPeople;
const cookieOf = (a: ActorName) => cookieFor(people, a);
const bookingIn = (status: MatrixStatus) => buildBookingIn(ctx, people, status);
const matrix = <T extends MatrixTarget>(c: MatrixCase<T>) => registerMatrix(() => ({ ctx, people }), c);

beforeAll(async () => {
  ctx = await buildTestAppWithFiles();
  people = await buildMatrixPeople(ctx);
  const qrKey = `private/payment-qr/${people.owner.id}.webp`;
  await ctx.app.deps.storage.put(
    qrKey,
    await sharp(await pngImage("#111111"))
      .webp()
      .toBuffer(),
  );
  await ctx.db
    .insert(ownerPaymentSettings)
    .values({
      ownerId: people.owner.id,
      bank: "CIMB",
      accountHolder: "Omar Owner",
      accountNumber: "8001234567",
      duitnowQrKey: qrKey,
    });
  // The other side of the market has its own business, so lists have something to leak.
  const theirs = await buildGear(ctx, { ownerId: people["other owner"].id });
  await createBookingId(ctx, people["other renter"].cookie, { gearId: theirs.id, startDate: day(3), endDate: day(4) });
});
afterAll(async () => {
  await ctx?.close();
});

type Res = Awaited<ReturnType<typeof get>>;
const ids = (res: Res) => (res.json().items as { id: string }[]).map((b) => b.id);

describe("authorization matrix: every booking endpoint × every kind of caller; refused calls change nothing", () => {
  matrix({
    name: "POST /api/bookings (dates already held)",
    expected: {
      "signed out": 401,
      renter: 409,
      "other renter": 409,
      owner: 403,
      "other owner": 409,
      staff: 403,
      admin: 403,
      accountant: 403,
    },
    setup: () => bookingIn("pending"),
    call: (t, cookie) =>
      requestBooking(ctx, cookie, {
        gearId: t.gearId as string,
        startDate: t.startDate as string,
        endDate: t.startDate as string,
      }),
  });

  matrix({
    name: "GET /api/bookings (own rentals only)",
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 200,
      owner: 200,
      "other owner": 200,
      staff: 200,
      admin: 200,
      accountant: 200,
    },
    setup: () => bookingIn("pending").then((b) => ({ bookingId: b.id })),
    call: (_t, cookie) => get(ctx.app, "/api/bookings", cookie),
    check: (res, actor, t) => {
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
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 200,
      admin: 200,
      accountant: 200,
    },
    setup: () => bookingIn("approved+receipt").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) => get(ctx.app, `/api/bookings/${t.bookingId}`, cookie),
    check: (res, actor) => {
      const b = res.json().booking;
      // The owner's bank details go to the booking's parties only.
      if (["renter", "owner", "admin"].includes(actor))
        expect(b.payment, actor).toMatchObject({ bank: "CIMB", accountNumber: "8001234567" });
      else expect(b.payment, actor).toBeNull();
      if (actor === "staff" || actor === "accountant") expect(b.actions, actor).toEqual([]);
    },
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: approved } (pending)",
    expected: {
      "signed out": 401,
      renter: 409,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 403,
      admin: 409,
      accountant: 403,
    },
    setup: () => bookingIn("pending").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) => moveBooking(ctx, t.bookingId!, "approved", cookie),
    mutates: true,
    check: (res) => expect(res.json().booking.status).toBe("approved"),
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: cancelled, reason } (pending)",
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 403,
      admin: 200,
      accountant: 403,
    },
    setup: () => bookingIn("pending").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) => moveBooking(ctx, t.bookingId!, "cancelled", cookie, "Testing who may cancel"),
    mutates: true,
    check: (res, actor) => expect(res.json().booking.timeline.at(-1)).toMatchObject({ to: "cancelled", by: actor }),
  });

  matrix({
    name: "POST /api/bookings/:id/transitions { to: confirmed } (approved, receipt uploaded)",
    expected: {
      "signed out": 401,
      renter: 409,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 403,
      admin: 200,
      accountant: 403,
    },
    setup: () => bookingIn("approved+receipt").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) => moveBooking(ctx, t.bookingId!, "confirmed", cookie),
    mutates: true,
  });

  matrix({
    name: "POST /api/bookings/:id/receipts (approved)",
    expected: {
      "signed out": 401,
      renter: 201,
      "other renter": 404,
      owner: 404,
      "other owner": 404,
      staff: 404,
      admin: 404,
      accountant: 404,
    },
    setup: () => bookingIn("approved").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) => uploadReceipt(ctx, t.bookingId!, cookie),
    mutates: true,
  });

  matrix({
    name: "GET /api/bookings/:id/receipts/:receiptId",
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 200,
      admin: 200,
      accountant: 404,
    },
    setup: () => bookingIn("approved+receipt").then((b) => ({ bookingId: b.id, receiptId: b.receiptId })),
    call: (t, cookie) => get(ctx.app, `/api/bookings/${t.bookingId}/receipts/${t.receiptId}`, cookie),
    check: (res) => {
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("private, no-store");
    },
  });

  matrix({
    name: "GET /api/bookings/:id/payment-qr (approved)",
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 404,
      admin: 200,
      accountant: 404,
    },
    setup: () => bookingIn("approved").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) => get(ctx.app, `/api/bookings/${t.bookingId}/payment-qr`, cookie),
    check: (res) => expect(res.headers["content-type"]).toBe("image/webp"),
  });

  matrix({
    name: "GET /api/owners/me/bookings",
    expected: {
      "signed out": 401,
      renter: 403,
      "other renter": 403,
      owner: 200,
      "other owner": 200,
      staff: 403,
      admin: 403,
      accountant: 403,
    },
    setup: () => bookingIn("pending").then((b) => ({ bookingId: b.id })),
    call: (_t, cookie) => get(ctx.app, "/api/owners/me/bookings", cookie),
    check: (res, actor, t) => {
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
    expected: {
      "signed out": 401,
      renter: 403,
      "other renter": 403,
      owner: 403,
      "other owner": 403,
      staff: 200,
      admin: 200,
      accountant: 403,
    },
    setup: () => bookingIn("pending").then((b) => ({ bookingId: b.id })),
    call: (_t, cookie) => get(ctx.app, "/api/admin/bookings", cookie),
    check: (res, _actor, t) => expect(ids(res)).toContain(t.bookingId),
  });

  matrix({
    name: "GET /api/invoices/:number (confirmed)",
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 404,
      admin: 200,
      accountant: 200,
    },
    setup: async () => {
      const b = await bookingIn("confirmed");
      const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
      return { bookingId: b.id, number: inv!.number };
    },
    call: (t, cookie) => get(ctx.app, `/api/invoices/${t.number}`, cookie),
    check: (res, _a, t) => expect(res.json()).toMatchObject({ number: t.number, booking: { id: t.bookingId } }),
  });

  matrix({
    name: "GET /api/bookings/:id/messages (one message from the renter)",
    expected: {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 200,
      "other owner": 404,
      staff: 404,
      admin: 200,
      accountant: 404,
    },
    setup: async () => {
      const b = await bookingIn("pending");
      const sent = await post(
        ctx.app,
        `/api/bookings/${b.id}/messages`,
        { body: "Is the battery included?" },
        people.renter.cookie,
      );
      if (sent.statusCode !== 201) throw new Error(`message ${sent.statusCode} ${sent.body}`);
      return { bookingId: b.id, messageId: sent.json().id as number };
    },
    call: (t, cookie) => get(ctx.app, `/api/bookings/${t.bookingId}/messages`, cookie),
    // Reading marks the reader's incoming messages read; only the owner has one here.
    mutates: true,
    check: async (res, actor, t) => {
      expect(res.json().items).toEqual([
        expect.objectContaining({ body: "Is the battery included?", mine: actor === "renter" }),
      ]);
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
    expected: {
      "signed out": 401,
      renter: 201,
      "other renter": 404,
      owner: 201,
      "other owner": 404,
      staff: 404,
      admin: 201,
      accountant: 404,
    },
    setup: () => bookingIn("pending").then((b) => ({ bookingId: b.id })),
    call: (t, cookie) =>
      post(ctx.app, `/api/bookings/${t.bookingId}/messages`, { body: "Is the battery included?" }, cookie),
    mutates: true,
  });
});

describe("unknown bookings", () => {
  it("are 404 to everyone signed in, admins included, and 401 signed out", async () => {
    const unknown = "zzzzzzzzzzzzzzzzzzzzzzzz";
    const before = await rowCounts(ctx);
    for (const actor of ACTORS) {
      const want = actor === "signed out" ? 401 : 404;
      for (const res of [
        await get(ctx.app, `/api/bookings/${unknown}`, cookieOf(actor)),
        await moveBooking(ctx, unknown, "cancelled", cookieOf(actor), "no such booking"),
        await uploadReceipt(ctx, unknown, cookieOf(actor)),
        await get(ctx.app, `/api/bookings/${unknown}/receipts/${unknown}`, cookieOf(actor)),
        await get(ctx.app, `/api/bookings/${unknown}/payment-qr`, cookieOf(actor)),
      ]) {
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 120)}`).toBe(want);
      }
    }
    expect(await rowCounts(ctx)).toEqual(before);
  });
});

describe("private files are not reachable by another user's URL", () => {
  it("a receipt id under another booking's URL is 404, even for that booking's renter", async () => {
    const mine = await bookingIn("approved+receipt");
    const item = await buildGear(ctx, { ownerId: people.owner.id });
    const theirs = await createBookingId(ctx, people["other renter"].cookie, {
      gearId: item.id,
      startDate: day(85),
      endDate: day(85),
    });
    const res = await get(ctx.app, `/api/bookings/${theirs}/receipts/${mine.receiptId}`, people["other renter"].cookie);
    expect(res.statusCode).toBe(404);
    // And the owner's QR is not for a pending request.
    expect((await get(ctx.app, `/api/bookings/${theirs}/payment-qr`, people["other renter"].cookie)).statusCode).toBe(
      404,
    );
  });

  it("identity documents: the renter, staff and admins only; everyone else 404", async () => {
    const key = `private/verification/${people.renter.id}/${newId()}.webp`;
    await ctx.app.deps.storage.put(
      key,
      await sharp(await pngImage("#abcdef"))
        .webp()
        .toBuffer(),
    );
    const verificationId = newId();
    await ctx.db
      .insert(identityVerifications)
      .values({
        id: verificationId,
        userId: people.renter.id,
        fullName: "Rina Renter",
        mykadNumber: "900101145678",
        icFrontKey: key,
        icBackKey: key,
        selfieKey: key,
      });
    const expected: Record<ActorName, number> = {
      "signed out": 401,
      renter: 200,
      "other renter": 404,
      owner: 404,
      "other owner": 404,
      staff: 200,
      admin: 200,
      accountant: 404,
    };
    for (const actor of ACTORS) {
      for (const kind of ["icFront", "icBack", "selfie"]) {
        const res = await get(ctx.app, `/api/verification/${verificationId}/documents/${kind}`, cookieOf(actor));
        expect(res.statusCode, `${kind} as ${actor}`).toBe(expected[actor]);
        if (res.statusCode === 200) expect(res.headers["cache-control"]).toBe("private, no-store");
      }
      // A document that was not sent is 404 even to reviewers.
      expect(
        (await get(ctx.app, `/api/verification/${verificationId}/documents/studentCard`, cookieOf(actor))).statusCode,
      ).toBe(actor === "signed out" ? 401 : 404);
    }
    // The public file route never serves private keys.
    expect((await get(ctx.app, `/files/${key}`, people.admin.cookie)).statusCode).toBe(404);
  });
});
