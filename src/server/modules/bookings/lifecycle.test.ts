import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  bookingEvents,
  bookingReceipts,
  bookings,
  gearHolds,
  invoiceCounters,
  invoices,
  jobs,
  notifications,
} from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { type Caller, multipart } from "../../test/request";
import { buildUser, buildBookingScene, buildPaymentSettings, day } from "../../test/factories";
import {
  requestBooking,
  createBookingId,
  fillSheet,
  moveBooking,
  mustHandOver,
  mustMove,
  readBooking,
  uploadReceipt,
  bookingSnapshot,
  makeJobDue,
  emailJobs,
} from "../../test/bookings";
import { pdfDocument, listFiles } from "../../test/uploads";
import { translateFor } from "../../lib/i18n";
import { EXPIRED_PENDING_REASON, EXPIRED_UNPAID_REASON } from "./jobs";
import { bookingReference } from "../../../shared/payment-reference";

/** This year in Malaysia, as invoices number it. */
const invoiceYear = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4);

/** A pending booking (days `from`..`to` ahead) with its owner, renter and gear. */
async function pendingBooking(ctx: TestApp, from = 3, to = 5) {
  const scene = await buildBookingScene(ctx);
  const id = await createBookingId(ctx, scene.renter, {
    gearId: scene.item.id,
    startDate: day(from),
    endDate: day(to),
  });
  return { ...scene, id };
}

/** An approved booking (from `from` days ahead). */
async function approvedBooking(ctx: TestApp, from = 3) {
  const s = await pendingBooking(ctx, from, from + 2);
  await mustMove(ctx, s.id, "approved", s.owner);
  return s;
}

/** An approved booking with a receipt, ready to confirm (from `from` days ahead; 0 to hand it over today). */
async function paidBooking(ctx: TestApp, from = 3) {
  const s = await approvedBooking(ctx, from);
  const up = await uploadReceipt(ctx, s.id, s.renter);
  if (up.statusCode !== 201) throw new Error(`receipt: ${up.statusCode} ${up.body}`);
  return s;
}

const mailTo = (ctx: TestApp, email: string) => ctx.mail.filter((m) => m.to === email);
const holdOf = (ctx: TestApp, bookingId: string) =>
  ctx.db.select().from(gearHolds).where(eq(gearHolds.bookingId, bookingId));

/** Expect `call` to be refused with `status` and to leave the booking, its events, holds, receipts and invoice as they were. */
async function expectRefused(
  ctx: TestApp,
  bookingId: string,
  status: number,
  call: () => Promise<{ statusCode: number; json(): { error: { code: string; message: string } } }>,
  message?: string,
) {
  const before = await bookingSnapshot(ctx, bookingId);
  const [counter] = await ctx.db.select().from(invoiceCounters);
  const res = await call();
  expect(res.statusCode).toBe(status);
  if (message) expect(res.json().error.message).toBe(message);
  expect(await bookingSnapshot(ctx, bookingId)).toEqual(before);
  expect((await ctx.db.select().from(invoiceCounters))[0]).toEqual(counter);
  return res;
}

describe("the full path: pending → approved → receipt → confirmed → active → completed", () => {
  // First in the file on purpose: the database is fresh, so its invoice is the year's first.
  it("moves through every state, with payment details from approval, a receipt, an invoice, a released hold and a returned deposit", async ({
    ctx,
  }) => {
    // From today: the gear may be handed over no earlier than its pickup day.
    const { owner, renter, item, id } = await pendingBooking(ctx, 0, 2);
    await buildPaymentSettings(ctx, owner.id, {
      bank: "Maybank",
      accountHolder: "Omar Owner",
      accountNumber: "514012345678",
      duitnowId: "0123456789",
    });

    // Pending: no payment details, no QR.
    expect((await readBooking(ctx, id, renter)).json().booking.payment).toBeNull();
    expect((await ctx.request.get(`/api/bookings/${id}/payment-qr`, { as: renter })).statusCode).toBe(404);

    // Owner approves: the renter sees where to pay, and is e-mailed.
    const approved = await moveBooking(ctx, id, "approved", owner);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().booking.status).toBe("approved");
    const asRenter = (await readBooking(ctx, id, renter)).json().booking;
    expect(asRenter.payment).toEqual({
      bank: "Maybank",
      accountHolder: "Omar Owner",
      accountNumber: "514012345678",
      duitnowId: "0123456789",
      // An image from before QRs were checked: shown as uploaded, with no QR of the booking's own.
      qrUrl: `/api/bookings/${id}/payment-qr`,
      reference: bookingReference(id),
      amountDue: approved.json().booking.price.total + approved.json().booking.price.deposit,
      bookingQr: null,
    });
    expect(asRenter.actions.map((a: { to: string }) => a.to)).toEqual(["cancelled"]);
    const qr = await ctx.request.get(`/api/bookings/${id}/payment-qr`, { as: renter });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toBe("image/webp");
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.approvedAt).toBeInstanceOf(Date);
    const [unpaidJob] = await ctx.db.select().from(jobs).where(eq(jobs.kind, "booking.expire-unpaid"));
    expect(unpaidJob!.payload).toEqual({ bookingId: id });
    expect((unpaidJob!.runAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(23.9);
    await ctx.worker.drain();
    const approvalMail = mailTo(ctx, renter.email);
    expect(approvalMail.map((m) => m.subject)).toEqual([`Approved: ${item.name}`]);
    expect(approvalMail[0]!.text).toContain(`${TEST_ORIGIN}/booking?booking=${id}`);
    expect((await emailJobs(ctx)).filter((m) => m.to === renter.email).map((m) => m.template)).toEqual([
      "booking_approval_notify",
    ]);

    // The renter uploads a receipt (an image, re-encoded); the owner is told.
    const up = await uploadReceipt(ctx, id, renter);
    expect(up.statusCode).toBe(201);
    const receiptId = up.json().receipt.id;
    expect(up.json().receipt.url).toBe(`/api/bookings/${id}/receipts/${receiptId}`);
    const [receipt] = await ctx.db.select().from(bookingReceipts).where(eq(bookingReceipts.bookingId, id));
    expect(receipt).toMatchObject({ id: receiptId, contentType: "image/webp", uploadedBy: renter.id });
    expect(await listFiles(ctx.uploadsDir)).toContain(receipt!.fileKey);
    for (const reader of [renter, owner]) {
      const file = await ctx.request.get(up.json().receipt.url, { as: reader });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect((await sharp(file.rawPayload).metadata()).format).toBe("webp");
    }
    await ctx.worker.drain();
    const receiptMail = mailTo(ctx, owner.email).filter((m) => m.subject.startsWith("Payment receipt uploaded"));
    expect(receiptMail).toHaveLength(1);
    expect(receiptMail[0]!.subject).toBe(`Payment receipt uploaded: ${item.name}`);
    expect((await emailJobs(ctx)).filter((m) => m.to === owner.email).map((m) => m.template)).toEqual([
      "booking_notification",
      "receipt_upload_notify",
    ]);
    expect(
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id))).map((n) => n.kind),
    ).toContain("booking.receipt");
    expect((await readBooking(ctx, id, owner)).json().booking.receipts).toEqual([
      {
        id: receiptId,
        contentType: "image/webp",
        url: up.json().receipt.url,
        uploadedAt: expect.any(String),
        // Sent with no transfer details: nothing stated, nothing to match.
        reference: null,
        paidOn: null,
        statedAmount: null,
        referenceMatches: null,
      },
    ]);

    // Owner accepts: confirmed, invoiced, in the same move.
    const confirmed = await moveBooking(ctx, id, "confirmed", owner);
    expect(confirmed.statusCode).toBe(200);
    const number = `INV-${invoiceYear()}-000001`;
    expect(confirmed.json().booking).toMatchObject({
      status: "confirmed",
      invoice: { number, status: "paid", url: `/invoices/${number}` },
    });
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, id));
    expect(invoice).toMatchObject({
      number,
      seq: 1,
      total: row!.total,
      deposit: row!.deposit,
      subtotal: row!.subtotal,
    });
    // A second receipt after confirmation is refused.
    expect((await uploadReceipt(ctx, id, renter)).statusCode).toBe(409);

    // Handed over, then returned: the hold goes; the deposit stays held until the owner settles it (deposits module).
    expect(await holdOf(ctx, id)).toHaveLength(1);
    await fillSheet(ctx, id, "pickup", owner);
    expect((await moveBooking(ctx, id, "active", owner)).json().booking.status).toBe("active");
    expect(await holdOf(ctx, id)).toHaveLength(1);
    await fillSheet(ctx, id, "return", owner);
    const completed = await moveBooking(ctx, id, "completed", owner);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().booking).toMatchObject({ status: "completed", depositReturned: false, actions: [] });
    expect(await holdOf(ctx, id)).toEqual([]);
    const [done] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(done!.depositReturnedAt).toBeNull();

    // The timeline both sides see: every move, who made it, why.
    const expected = [
      { from: null, to: "pending", by: "renter", reason: null },
      { from: "pending", to: "approved", by: "owner", reason: null },
      { from: "approved", to: "confirmed", by: "owner", reason: null },
      { from: "confirmed", to: "active", by: "owner", reason: null },
      { from: "active", to: "completed", by: "owner", reason: null },
    ];
    for (const reader of [renter, owner]) {
      const timeline = (await readBooking(ctx, id, reader)).json().booking.timeline;
      expect(timeline.map(({ at: _at, ...rest }: { at: string }) => rest)).toEqual(expected);
      expect(timeline.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    }
    const events = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => e.actorId)).toEqual([renter.id, owner.id, owner.id, owner.id, owner.id]);

    // The renter was told of each later move by e-mail, and sent each check sheet before its move.
    await ctx.worker.drain();
    expect(mailTo(ctx, renter.email).map((m) => m.subject)).toEqual([
      `Approved: ${item.name}`,
      `${item.name}: booking confirmed`,
      `Pickup sheet for ${item.name}: ready for you to confirm`,
      `${item.name}: booking active (handed over)`,
      `Return sheet for ${item.name}: ready for you to confirm`,
      `${item.name}: booking completed (returned)`,
    ]);
    // The notifications name each status as the booking page does (issue 14: not "active / completed"),
    // and each links to the booking.
    const notices = (await ctx.request.get("/api/notifications", { as: renter })).json().items as {
      kind: string;
      title: string;
      link: string;
    }[];
    const moves = notices.filter((n) => ["booking.active", "booking.completed"].includes(n.kind));
    expect(moves.map((n) => n.title).sort()).toEqual([`${item.name}: Handed over`, `${item.name}: Returned`]);
    expect(moves.every((n) => n.link === `/booking?booking=${id}`)).toBe(true);
  });

  it("numbers invoices without gaps: a refused move and a move that fails after numbering take no number", async ({
    ctx,
  }) => {
    const first = await paidBooking(ctx);
    const second = await paidBooking(ctx);
    const [{ last: start } = { last: 0 }] = await ctx.db.select().from(invoiceCounters);
    const num = (n: number) => `INV-${invoiceYear()}-${String(n).padStart(6, "0")}`;

    await mustMove(ctx, first.id, "confirmed", first.owner);
    expect((await ctx.db.select().from(invoices).where(eq(invoices.bookingId, first.id)))[0]!.number).toBe(
      num(start + 1),
    );

    // Refused moves: confirming twice, confirming without a receipt.
    await expectRefused(ctx, first.id, 409, () => moveBooking(ctx, first.id, "confirmed", first.owner));
    const unpaid = await approvedBooking(ctx);
    await expectRefused(
      ctx,
      unpaid.id,
      409,
      () => moveBooking(ctx, unpaid.id, "confirmed", unpaid.owner),
      "The renter has not uploaded a payment receipt yet.",
    );

    // A move that fails after the number was taken (the renter's notification insert fails) rolls it back.
    await ctx.db.execute(
      sql.raw(
        `create function sg_fail_notification() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
      ),
    );
    await ctx.db.execute(
      sql.raw(
        `create trigger sg_fail_notification before insert on notifications for each row when (new.link like '%${second.id}%') execute function sg_fail_notification()`,
      ),
    );
    try {
      const failed = await expectRefused(ctx, second.id, 500, () =>
        moveBooking(ctx, second.id, "confirmed", second.owner),
      );
      expect(failed.json().error.message).toBe("Something went wrong on our side. Please try again.");
    } finally {
      await ctx.db.execute(sql.raw(`drop trigger sg_fail_notification on notifications`));
      await ctx.db.execute(sql.raw(`drop function sg_fail_notification()`));
    }

    await mustMove(ctx, second.id, "confirmed", second.owner);
    expect((await ctx.db.select().from(invoices).where(eq(invoices.bookingId, second.id)))[0]!.number).toBe(
      num(start + 2),
    );

    // Several confirmations at once still take consecutive numbers.
    const more = [await paidBooking(ctx), await paidBooking(ctx), await paidBooking(ctx)];
    const answers = await Promise.all(more.map((b) => moveBooking(ctx, b.id, "confirmed", b.owner)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const numbers = answers.map((a) => a.json().booking.invoice.number).sort();
    expect(numbers).toEqual([num(start + 3), num(start + 4), num(start + 5)]);
    const seqs = (await ctx.db.select({ seq: invoices.seq }).from(invoices)).map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it("lets an admin accept the receipt", async ({ ctx }) => {
    const s = await paidBooking(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const res = await moveBooking(ctx, s.id, "confirmed", admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe("confirmed");
    const timeline = (await readBooking(ctx, s.id, s.renter)).json().booking.timeline;
    expect(timeline.at(-1)).toMatchObject({ from: "approved", to: "confirmed", by: "admin" });
    // Both sides are told of an admin's move.
    await ctx.worker.drain();
    expect(mailTo(ctx, s.owner.email).map((m) => m.subject)).toContain(`${s.item.name}: booking confirmed`);
    expect(mailTo(ctx, s.renter.email).map((m) => m.subject)).toContain(`${s.item.name}: booking confirmed`);
  });
});

describe("receipts", () => {
  it("accepts a PDF and serves it back unchanged to the booking's parties", async ({ ctx }) => {
    const s = await approvedBooking(ctx);
    const pdf = pdfDocument();
    const up = await uploadReceipt(ctx, s.id, s.renter, {
      data: pdf,
      filename: "receipt.pdf",
      type: "application/pdf",
    });
    expect(up.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(bookingReceipts).where(eq(bookingReceipts.bookingId, s.id));
    expect(row).toMatchObject({ contentType: "application/pdf" });
    expect(row!.fileKey).toMatch(/\.pdf$/);
    const file = await ctx.request.get(up.json().receipt.url, { as: s.owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    // Served as a download under our own name, never rendered inline on our origin (issue 29).
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="receipt-${s.id}.pdf"`);
    expect(file.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a text file with 415 and stores nothing", async ({ ctx }) => {
    const s = await approvedBooking(ctx);
    const res = await expectRefused(ctx, s.id, 415, () =>
      uploadReceipt(ctx, s.id, s.renter, {
        data: Buffer.from("I paid, honest.\n"),
        filename: "receipt.txt",
        type: "text/plain",
      }),
    );
    // The field takes a PDF too, so the refusal says so (issue 30), on the field.
    const says = "A receipt can be an image (JPEG, PNG, WebP or AVIF) or a PDF.";
    expect(res.json().error).toEqual({ code: "UNSUPPORTED_MEDIA", message: says, fields: { receipt: says } });
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(s.id))).toEqual([]);
  });

  it("refuses a receipt before approval (409), an empty form (400), and one from the owner (404)", async ({ ctx }) => {
    const s = await pendingBooking(ctx);
    await expectRefused(ctx, s.id, 409, () => uploadReceipt(ctx, s.id, s.renter));
    await mustMove(ctx, s.id, "approved", s.owner);
    await expectRefused(
      ctx,
      s.id,
      400,
      () =>
        ctx.request.post(`/api/bookings/${s.id}/receipts`, multipart({ note: "nothing attached" }, []), {
          as: s.renter,
        }),
      "Choose the receipt file to upload.",
    );
    await expectRefused(ctx, s.id, 404, () => uploadReceipt(ctx, s.id, s.owner));
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(s.id))).toEqual([]);
  });
});

describe("declining and cancelling", () => {
  it("an owner declines a pending request with a reason: cancelled, dates released, the renter e-mailed the reason", async ({
    ctx,
  }) => {
    const s = await pendingBooking(ctx);
    const res = await moveBooking(ctx, s.id, "cancelled", s.owner, "The camera is being serviced that week.");
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe("cancelled");
    expect(await holdOf(ctx, s.id)).toEqual([]);
    const timeline = res.json().booking.timeline;
    expect(timeline.at(-1)).toMatchObject({
      from: "pending",
      to: "cancelled",
      by: "owner",
      reason: "The camera is being serviced that week.",
    });
    await ctx.worker.drain();
    const mails = mailTo(ctx, s.renter.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${s.item.name}: booking declined`);
    expect(mails[0]!.text).toContain("Reason: The camera is being serviced that week.");
    expect((await ctx.request.get("/api/notifications", { as: s.renter })).json().items[0]).toMatchObject({
      kind: "booking.cancelled",
      body: "The camera is being serviced that week.",
    });
    // The released days can be booked again.
    const again = await requestBooking(ctx, s.renter, { gearId: s.item.id, startDate: day(3), endDate: day(5) });
    expect(again.statusCode).toBe(201);
  });

  it("refuses a cancellation without a reason with 400, changing nothing", async ({ ctx }) => {
    const s = await pendingBooking(ctx);
    for (const reason of [undefined, null, "", "   "])
      for (const who of [s.owner, s.renter])
        await expectRefused(
          ctx,
          s.id,
          400,
          () => moveBooking(ctx, s.id, "cancelled", who, reason),
          "Please give a reason.",
        );
  });

  it("an owner cancelling a paid, confirmed booking tells the renter it is cancelled (not declined), with the reason", async ({
    ctx,
  }) => {
    const s = await paidBooking(ctx);
    await mustMove(ctx, s.id, "confirmed", s.owner);
    const res = await moveBooking(ctx, s.id, "cancelled", s.owner, "The camera was damaged on another job.");
    expect(res.statusCode).toBe(200);
    expect(await holdOf(ctx, s.id)).toEqual([]);
    await ctx.worker.drain();
    const last = mailTo(ctx, s.renter.email).at(-1)!;
    expect(last.subject).toBe(`${s.item.name}: booking cancelled`);
    expect(last.text).toContain("Reason: The camera was damaged on another job.");
  });

  it("a renter cancels an approved booking; the owner is told", async ({ ctx }) => {
    const s = await approvedBooking(ctx);
    const res = await moveBooking(ctx, s.id, "cancelled", s.renter, "Shoot postponed");
    expect(res.statusCode).toBe(200);
    expect(await holdOf(ctx, s.id)).toEqual([]);
    await ctx.worker.drain();
    const mails = mailTo(ctx, s.owner.email).filter((m) => m.subject.includes("booking cancelled"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Reason: Shoot postponed");
  });
});

describe("impossible moves", () => {
  it("refuses every move the table does not allow with 409 and changes nothing", async ({ ctx }) => {
    const p = await pendingBooking(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const refused = (id: string, to: string, as: Caller, message?: string, reason?: string) =>
      expectRefused(ctx, id, 409, () => moveBooking(ctx, id, to, as, reason), message);
    await refused(p.id, "approved", p.renter, "A booking that is pending cannot be moved to approved by the renter.");
    await refused(p.id, "approved", admin, "A booking that is pending cannot be moved to approved by the admin.");
    await refused(p.id, "confirmed", p.owner, "A booking that is pending cannot be moved to confirmed.");
    for (const to of ["pending", "active", "completed"]) await refused(p.id, to, p.owner);

    const c = await paidBooking(ctx, 0);
    await mustMove(ctx, c.id, "confirmed", c.owner);
    await refused(c.id, "active", c.renter, "A booking that is confirmed cannot be moved to active by the renter.");
    await refused(c.id, "approved", c.owner);
    await refused(c.id, "completed", c.owner);
    await mustHandOver(ctx, c.id, "active", c.owner);
    // An active rental cannot be cancelled by anyone.
    for (const who of [c.owner, c.renter, admin]) await refused(c.id, "cancelled", who, undefined, "changed my mind");
    await mustHandOver(ctx, c.id, "completed", c.owner);
    await refused(c.id, "active", c.owner, "A booking that is completed cannot be moved to active.");
    await refused(c.id, "cancelled", c.owner, undefined, "late");

    const x = await pendingBooking(ctx);
    await mustMove(ctx, x.id, "cancelled", x.renter, "Found another camera");
    for (const to of ["pending", "approved", "confirmed", "cancelled"])
      await refused(x.id, to, x.owner, undefined, "again");
  });

  it("answers 400 for a state that does not exist", async ({ ctx }) => {
    const p = await pendingBooking(ctx);
    await expectRefused(ctx, p.id, 400, () => moveBooking(ctx, p.id, "returned", p.owner));
  });
});

/** Run the due `kind` job of `s`: cancelled by the system for `reason`, hold released, both sides e-mailed it. */
async function expectExpired(
  ctx: TestApp,
  s: Awaited<ReturnType<typeof pendingBooking>>,
  kind: string,
  fromStatus: string,
  reason: string,
) {
  await makeJobDue(ctx, kind, s.id);
  await ctx.worker.drain();
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, s.id));
  expect(row!.status).toBe("cancelled");
  expect(await holdOf(ctx, s.id)).toEqual([]);
  const events = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, s.id));
  expect(events.at(-1)).toMatchObject({
    fromStatus,
    toStatus: "cancelled",
    actorId: null,
    actorRole: "system",
    reason,
  });
  await ctx.worker.drain();
  for (const who of [s.renter, s.owner]) {
    const mails = mailTo(ctx, who.email).filter((m) => m.subject === `${s.item.name}: booking cancelled (expired)`);
    expect(mails, who.email).toHaveLength(1);
    // Stored as a `msg`: each e-mail gives it in its reader's language (here English).
    expect(mails[0]!.text).toContain(`Reason: ${translateFor("en", reason)}`);
  }
}

/** Run the due `kind` job of booking `id`: the booking is as it was; the job's id. */
async function expectUntouched(ctx: TestApp, id: string, kind: string) {
  const before = await bookingSnapshot(ctx, id);
  const jobId = await makeJobDue(ctx, kind, id);
  await ctx.worker.drain();
  expect(await bookingSnapshot(ctx, id)).toEqual(before);
  return jobId;
}

describe("scheduled expiry", () => {
  it("cancels a pending request unanswered for 48 hours: by 'system', hold released, both sides told", async ({
    ctx,
  }) => {
    const s = await pendingBooking(ctx);
    expect(translateFor("en", EXPIRED_PENDING_REASON)).toBe("The owner did not answer within 48 hours.");
    await expectExpired(ctx, s, "booking.expire-pending", "pending", EXPIRED_PENDING_REASON);
    expect((await readBooking(ctx, s.id, s.renter)).json().booking.timeline.at(-1)).toMatchObject({
      by: "system",
      reason: EXPIRED_PENDING_REASON,
    });
    for (const who of [s.renter, s.owner]) {
      const kinds = (await ctx.db.select().from(notifications).where(eq(notifications.userId, who.id))).map(
        (n) => n.kind,
      );
      expect(kinds).toContain("booking.cancelled");
    }
  });

  it("leaves a request answered in time alone", async ({ ctx }) => {
    const s = await approvedBooking(ctx);
    const jobId = await expectUntouched(ctx, s.id, "booking.expire-pending");
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.doneAt).toBeInstanceOf(Date);
  });

  it("cancels an approved booking without a receipt 24 hours after approval, and tells both sides", async ({ ctx }) => {
    const s = await approvedBooking(ctx);
    await expectExpired(ctx, s, "booking.expire-unpaid", "approved", EXPIRED_UNPAID_REASON);
  });

  it("leaves an approved booking alone once a receipt exists, and a confirmed one too", async ({ ctx }) => {
    const paid = await paidBooking(ctx);
    await expectUntouched(ctx, paid.id, "booking.expire-unpaid");

    const confirmed = await paidBooking(ctx);
    await mustMove(ctx, confirmed.id, "confirmed", confirmed.owner);
    await expectUntouched(ctx, confirmed.id, "booking.expire-unpaid");
  });
});
