import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingEvents,
  bookingReceipts,
  bookings,
  gearHolds,
  invoiceCounters,
  invoices,
  jobs,
  notifications,
  ownerPaymentSettings,
} from "../../db/schema";
import {
  buildAccount,
  buildBookingScene,
  bookingSnapshot,
  createBookingId,
  day,
  emailJobs,
  type FilesTestApp,
  buildTestAppWithFiles,
  listFiles,
  makeJobDue,
  moveBooking,
  mustMove,
  pdfDocument,
  pngImage,
  postForm,
  readBooking,
  requestBooking,
  uploadReceipt,
} from "../../test/booking-factories";
import { get, TEST_ORIGIN } from "../../test/test-app";
import { EXPIRED_PENDING_REASON, EXPIRED_UNPAID_REASON } from "./jobs";

let ctx: FilesTestApp;
beforeAll(async () => {
  ctx = await buildTestAppWithFiles();
});
afterAll(async () => {
  await ctx?.close();
});

/** This year in Malaysia, as invoices number it. */
const invoiceYear = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4);

/** A pending booking (days `from`..`to` ahead) with its owner, renter and gear. */
async function pendingBooking(from = 3, to = 5) {
  const scene = await buildBookingScene(ctx);
  const id = await createBookingId(ctx, scene.renter.cookie, {
    gearId: scene.item.id,
    startDate: day(from),
    endDate: day(to),
  });
  return { ...scene, id };
}

/** An approved booking. */
async function approvedBooking() {
  const s = await pendingBooking();
  await mustMove(ctx, s.id, "approved", s.owner.cookie);
  return s;
}

/** An approved booking with a receipt, ready to confirm. */
async function paidBooking() {
  const s = await approvedBooking();
  const up = await uploadReceipt(ctx, s.id, s.renter.cookie);
  if (up.statusCode !== 201) throw new Error(`receipt: ${up.statusCode} ${up.body}`);
  return s;
}

const mailTo = (email: string) => ctx.mail.filter((m) => m.to === email);
const holdOf = (bookingId: string) => ctx.db.select().from(gearHolds).where(eq(gearHolds.bookingId, bookingId));

/** Expect `call` to be refused with `status` and to leave the booking, its events, holds, receipts and invoice as they were. */
async function expectRefused(
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
  it("moves through every state, with payment details from approval, a receipt, an invoice, a released hold and a returned deposit", async () => {
    const { owner, renter, item, id } = await pendingBooking(4, 6);
    const qrKey = `private/payment-qr/${owner.id}.webp`;
    await ctx.app.deps.storage.put(
      qrKey,
      await sharp(await pngImage("#000000"))
        .webp()
        .toBuffer(),
    );
    await ctx.db
      .insert(ownerPaymentSettings)
      .values({
        ownerId: owner.id,
        bank: "Maybank",
        accountHolder: "Omar Owner",
        accountNumber: "514012345678",
        duitnowId: "0123456789",
        duitnowQrKey: qrKey,
      });

    // Pending: no payment details, no QR.
    expect((await readBooking(ctx, id, renter.cookie)).json().booking.payment).toBeNull();
    expect((await get(ctx.app, `/api/bookings/${id}/payment-qr`, renter.cookie)).statusCode).toBe(404);

    // Owner approves: the renter sees where to pay, and is e-mailed.
    const approved = await moveBooking(ctx, id, "approved", owner.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().booking.status).toBe("approved");
    const asRenter = (await readBooking(ctx, id, renter.cookie)).json().booking;
    expect(asRenter.payment).toEqual({
      bank: "Maybank",
      accountHolder: "Omar Owner",
      accountNumber: "514012345678",
      duitnowId: "0123456789",
      qrUrl: `/api/bookings/${id}/payment-qr`,
    });
    expect(asRenter.actions.map((a: { to: string }) => a.to)).toEqual(["cancelled"]);
    const qr = await get(ctx.app, `/api/bookings/${id}/payment-qr`, renter.cookie);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toBe("image/webp");
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.approvedAt).toBeInstanceOf(Date);
    const [unpaidJob] = await ctx.db.select().from(jobs).where(eq(jobs.kind, "booking.expire-unpaid"));
    expect(unpaidJob!.payload).toEqual({ bookingId: id });
    expect((unpaidJob!.runAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(23.9);
    await ctx.worker.drain();
    const approvalMail = mailTo(renter.email);
    expect(approvalMail.map((m) => m.subject)).toEqual([`Approved: ${item.name}`]);
    expect(approvalMail[0]!.text).toContain(`${TEST_ORIGIN}/booking?booking=${id}`);
    expect((await emailJobs(ctx)).filter((m) => m.to === renter.email).map((m) => m.template)).toEqual([
      "booking_approval_notify",
    ]);

    // The renter uploads a receipt (an image, re-encoded); the owner is told.
    const up = await uploadReceipt(ctx, id, renter.cookie);
    expect(up.statusCode).toBe(201);
    const receiptId = up.json().receipt.id;
    expect(up.json().receipt.url).toBe(`/api/bookings/${id}/receipts/${receiptId}`);
    const [receipt] = await ctx.db.select().from(bookingReceipts).where(eq(bookingReceipts.bookingId, id));
    expect(receipt).toMatchObject({ id: receiptId, contentType: "image/webp", uploadedBy: renter.id });
    expect(await listFiles(ctx.uploadsDir)).toContain(receipt!.fileKey);
    for (const reader of [renter, owner]) {
      const file = await get(ctx.app, up.json().receipt.url, reader.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect((await sharp(file.rawPayload).metadata()).format).toBe("webp");
    }
    await ctx.worker.drain();
    const receiptMail = mailTo(owner.email).filter((m) => m.subject.startsWith("Payment receipt uploaded"));
    expect(receiptMail).toHaveLength(1);
    expect(receiptMail[0]!.subject).toBe(`Payment receipt uploaded: ${item.name}`);
    expect((await emailJobs(ctx)).filter((m) => m.to === owner.email).map((m) => m.template)).toEqual([
      "booking_notification",
      "receipt_upload_notify",
    ]);
    expect(
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id))).map((n) => n.kind),
    ).toContain("booking.receipt");
    expect((await readBooking(ctx, id, owner.cookie)).json().booking.receipts).toEqual([
      { id: receiptId, contentType: "image/webp", url: up.json().receipt.url, uploadedAt: expect.any(String) },
    ]);

    // Owner accepts: confirmed, invoiced, in the same move.
    const confirmed = await moveBooking(ctx, id, "confirmed", owner.cookie);
    expect(confirmed.statusCode).toBe(200);
    const number = `INV-${invoiceYear()}-000001`;
    expect(confirmed.json().booking).toMatchObject({
      status: "confirmed",
      invoice: { number, status: "issued", url: `/invoices/${number}` },
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
    expect((await uploadReceipt(ctx, id, renter.cookie)).statusCode).toBe(409);

    // Handed over, then returned: the hold goes, the deposit is marked returned.
    expect(await holdOf(id)).toHaveLength(1);
    expect((await moveBooking(ctx, id, "active", owner.cookie)).json().booking.status).toBe("active");
    expect(await holdOf(id)).toHaveLength(1);
    const completed = await moveBooking(ctx, id, "completed", owner.cookie);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().booking).toMatchObject({ status: "completed", depositReturned: true, actions: [] });
    expect(await holdOf(id)).toEqual([]);
    const [done] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(done!.depositReturnedAt).toBeInstanceOf(Date);

    // The timeline both sides see: every move, who made it, why.
    const expected = [
      { from: null, to: "pending", by: "renter", reason: null },
      { from: "pending", to: "approved", by: "owner", reason: null },
      { from: "approved", to: "confirmed", by: "owner", reason: null },
      { from: "confirmed", to: "active", by: "owner", reason: null },
      { from: "active", to: "completed", by: "owner", reason: null },
    ];
    for (const reader of [renter, owner]) {
      const timeline = (await readBooking(ctx, id, reader.cookie)).json().booking.timeline;
      expect(timeline.map(({ at: _at, ...rest }: { at: string }) => rest)).toEqual(expected);
      expect(timeline.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    }
    const events = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => e.actorId)).toEqual([renter.id, owner.id, owner.id, owner.id, owner.id]);

    // The renter was told of each later move by e-mail.
    await ctx.worker.drain();
    expect(mailTo(renter.email).map((m) => m.subject)).toEqual([
      `Approved: ${item.name}`,
      `${item.name}: booking confirmed`,
      `${item.name}: booking active (handed over)`,
      `${item.name}: booking completed (returned)`,
    ]);
  });

  it("numbers invoices without gaps: a refused move and a move that fails after numbering take no number", async () => {
    const first = await paidBooking();
    const second = await paidBooking();
    const [{ last: start } = { last: 0 }] = await ctx.db.select().from(invoiceCounters);
    const num = (n: number) => `INV-${invoiceYear()}-${String(n).padStart(6, "0")}`;

    await mustMove(ctx, first.id, "confirmed", first.owner.cookie);
    expect((await ctx.db.select().from(invoices).where(eq(invoices.bookingId, first.id)))[0]!.number).toBe(
      num(start + 1),
    );

    // Refused moves: confirming twice, confirming without a receipt.
    await expectRefused(first.id, 409, () => moveBooking(ctx, first.id, "confirmed", first.owner.cookie));
    const unpaid = await approvedBooking();
    await expectRefused(
      unpaid.id,
      409,
      () => moveBooking(ctx, unpaid.id, "confirmed", unpaid.owner.cookie),
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
      const failed = await expectRefused(second.id, 500, () =>
        moveBooking(ctx, second.id, "confirmed", second.owner.cookie),
      );
      expect(failed.json().error.message).toBe("Something went wrong on our side. Please try again.");
    } finally {
      await ctx.db.execute(sql.raw(`drop trigger sg_fail_notification on notifications`));
      await ctx.db.execute(sql.raw(`drop function sg_fail_notification()`));
    }

    await mustMove(ctx, second.id, "confirmed", second.owner.cookie);
    expect((await ctx.db.select().from(invoices).where(eq(invoices.bookingId, second.id)))[0]!.number).toBe(
      num(start + 2),
    );

    // Several confirmations at once still take consecutive numbers.
    const more = [await paidBooking(), await paidBooking(), await paidBooking()];
    const answers = await Promise.all(more.map((b) => moveBooking(ctx, b.id, "confirmed", b.owner.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const numbers = answers.map((a) => a.json().booking.invoice.number).sort();
    expect(numbers).toEqual([num(start + 3), num(start + 4), num(start + 5)]);
    const seqs = (await ctx.db.select({ seq: invoices.seq }).from(invoices)).map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it("lets an admin accept the receipt", async () => {
    const s = await paidBooking();
    const admin = await buildAccount(ctx, { role: "admin" });
    const res = await moveBooking(ctx, s.id, "confirmed", admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe("confirmed");
    const timeline = (await readBooking(ctx, s.id, s.renter.cookie)).json().booking.timeline;
    expect(timeline.at(-1)).toMatchObject({ from: "approved", to: "confirmed", by: "admin" });
    // Both sides are told of an admin's move.
    await ctx.worker.drain();
    expect(mailTo(s.owner.email).map((m) => m.subject)).toContain(`${s.item.name}: booking confirmed`);
    expect(mailTo(s.renter.email).map((m) => m.subject)).toContain(`${s.item.name}: booking confirmed`);
  });
});

describe("receipts", () => {
  it("accepts a PDF and serves it back unchanged to the booking's parties", async () => {
    const s = await approvedBooking();
    const pdf = pdfDocument();
    const up = await uploadReceipt(ctx, s.id, s.renter.cookie, {
      data: pdf,
      filename: "receipt.pdf",
      type: "application/pdf",
    });
    expect(up.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(bookingReceipts).where(eq(bookingReceipts.bookingId, s.id));
    expect(row).toMatchObject({ contentType: "application/pdf" });
    expect(row!.fileKey).toMatch(/\.pdf$/);
    const file = await get(ctx.app, up.json().receipt.url, s.owner.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a text file with 415 and stores nothing", async () => {
    const s = await approvedBooking();
    const res = await expectRefused(s.id, 415, () =>
      uploadReceipt(ctx, s.id, s.renter.cookie, {
        data: Buffer.from("I paid, honest.\n"),
        filename: "receipt.txt",
        type: "text/plain",
      }),
    );
    expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA");
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(s.id))).toEqual([]);
  });

  it("refuses a receipt before approval (409), an empty form (400), and one from the owner (404)", async () => {
    const s = await pendingBooking();
    await expectRefused(s.id, 409, () => uploadReceipt(ctx, s.id, s.renter.cookie));
    await mustMove(ctx, s.id, "approved", s.owner.cookie);
    await expectRefused(
      s.id,
      400,
      () => postForm(ctx, `/api/bookings/${s.id}/receipts`, { note: "nothing attached" }, [], s.renter.cookie),
      "Choose the receipt file to upload.",
    );
    await expectRefused(s.id, 404, () => uploadReceipt(ctx, s.id, s.owner.cookie));
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(s.id))).toEqual([]);
  });
});

describe("declining and cancelling", () => {
  it("an owner declines a pending request with a reason: cancelled, dates released, the renter e-mailed the reason", async () => {
    const s = await pendingBooking();
    const res = await moveBooking(ctx, s.id, "cancelled", s.owner.cookie, "The camera is being serviced that week.");
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe("cancelled");
    expect(await holdOf(s.id)).toEqual([]);
    const timeline = res.json().booking.timeline;
    expect(timeline.at(-1)).toMatchObject({
      from: "pending",
      to: "cancelled",
      by: "owner",
      reason: "The camera is being serviced that week.",
    });
    await ctx.worker.drain();
    const mails = mailTo(s.renter.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${s.item.name}: booking declined`);
    expect(mails[0]!.text).toContain("Reason: The camera is being serviced that week.");
    expect((await get(ctx.app, "/api/notifications", s.renter.cookie)).json().items[0]).toMatchObject({
      kind: "booking.cancelled",
      body: "The camera is being serviced that week.",
    });
    // The released days can be booked again.
    const again = await requestBooking(ctx, s.renter.cookie, { gearId: s.item.id, startDate: day(3), endDate: day(5) });
    expect(again.statusCode).toBe(201);
  });

  it("refuses a cancellation without a reason with 400, changing nothing", async () => {
    const s = await pendingBooking();
    for (const reason of [undefined, null, "", "   "]) {
      await expectRefused(
        s.id,
        400,
        () => moveBooking(ctx, s.id, "cancelled", s.owner.cookie, reason),
        "Please give a reason.",
      );
      await expectRefused(
        s.id,
        400,
        () => moveBooking(ctx, s.id, "cancelled", s.renter.cookie, reason),
        "Please give a reason.",
      );
    }
  });

  it("an owner cancelling a paid, confirmed booking tells the renter it is cancelled (not declined), with the reason", async () => {
    const s = await paidBooking();
    await mustMove(ctx, s.id, "confirmed", s.owner.cookie);
    const res = await moveBooking(ctx, s.id, "cancelled", s.owner.cookie, "The camera was damaged on another job.");
    expect(res.statusCode).toBe(200);
    expect(await holdOf(s.id)).toEqual([]);
    await ctx.worker.drain();
    const last = mailTo(s.renter.email).at(-1)!;
    expect(last.subject).toBe(`${s.item.name}: booking cancelled`);
    expect(last.text).toContain("Reason: The camera was damaged on another job.");
  });

  it("a renter cancels an approved booking; the owner is told", async () => {
    const s = await approvedBooking();
    const res = await moveBooking(ctx, s.id, "cancelled", s.renter.cookie, "Shoot postponed");
    expect(res.statusCode).toBe(200);
    expect(await holdOf(s.id)).toEqual([]);
    await ctx.worker.drain();
    const mails = mailTo(s.owner.email).filter((m) => m.subject.includes("booking cancelled"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Reason: Shoot postponed");
  });
});

describe("impossible moves", () => {
  it("refuses every move the table does not allow with 409 and changes nothing", async () => {
    const p = await pendingBooking();
    const admin = await buildAccount(ctx, { role: "admin" });
    await expectRefused(
      p.id,
      409,
      () => moveBooking(ctx, p.id, "approved", p.renter.cookie),
      "A booking that is pending cannot be moved to approved by the renter.",
    );
    await expectRefused(
      p.id,
      409,
      () => moveBooking(ctx, p.id, "approved", admin.cookie),
      "A booking that is pending cannot be moved to approved by the admin.",
    );
    await expectRefused(
      p.id,
      409,
      () => moveBooking(ctx, p.id, "confirmed", p.owner.cookie),
      "A booking that is pending cannot be moved to confirmed.",
    );
    for (const to of ["pending", "active", "completed"])
      await expectRefused(p.id, 409, () => moveBooking(ctx, p.id, to, p.owner.cookie));

    const c = await paidBooking();
    await mustMove(ctx, c.id, "confirmed", c.owner.cookie);
    await expectRefused(
      c.id,
      409,
      () => moveBooking(ctx, c.id, "active", c.renter.cookie),
      "A booking that is confirmed cannot be moved to active by the renter.",
    );
    await expectRefused(c.id, 409, () => moveBooking(ctx, c.id, "approved", c.owner.cookie));
    await expectRefused(c.id, 409, () => moveBooking(ctx, c.id, "completed", c.owner.cookie));
    await mustMove(ctx, c.id, "active", c.owner.cookie);
    // An active rental cannot be cancelled by anyone.
    for (const who of [c.owner, c.renter, admin])
      await expectRefused(c.id, 409, () => moveBooking(ctx, c.id, "cancelled", who.cookie, "changed my mind"));
    await mustMove(ctx, c.id, "completed", c.owner.cookie);
    await expectRefused(
      c.id,
      409,
      () => moveBooking(ctx, c.id, "active", c.owner.cookie),
      "A booking that is completed cannot be moved to active.",
    );
    await expectRefused(c.id, 409, () => moveBooking(ctx, c.id, "cancelled", c.owner.cookie, "late"));

    const x = await pendingBooking();
    await mustMove(ctx, x.id, "cancelled", x.renter.cookie, "Found another camera");
    for (const to of ["pending", "approved", "confirmed", "cancelled"])
      await expectRefused(x.id, 409, () => moveBooking(ctx, x.id, to, x.owner.cookie, "again"));
  });

  it("answers 400 for a state that does not exist", async () => {
    const p = await pendingBooking();
    await expectRefused(p.id, 400, () => moveBooking(ctx, p.id, "returned", p.owner.cookie));
  });
});

describe("scheduled expiry", () => {
  it("cancels a pending request unanswered for 48 hours: by 'system', hold released, both sides told", async () => {
    const s = await pendingBooking();
    await makeJobDue(ctx, "booking.expire-pending", s.id);
    await ctx.worker.drain();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, s.id));
    expect(row!.status).toBe("cancelled");
    expect(await holdOf(s.id)).toEqual([]);
    const events = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, s.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "cancelled",
      actorId: null,
      actorRole: "system",
      reason: "The owner did not answer within 48 hours.",
    });
    expect(EXPIRED_PENDING_REASON).toBe("The owner did not answer within 48 hours.");
    expect((await readBooking(ctx, s.id, s.renter.cookie)).json().booking.timeline.at(-1)).toMatchObject({
      by: "system",
      reason: EXPIRED_PENDING_REASON,
    });
    await ctx.worker.drain();
    for (const who of [s.renter, s.owner]) {
      const mails = mailTo(who.email).filter((m) => m.subject === `${s.item.name}: booking cancelled (expired)`);
      expect(mails, who.email).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Reason: ${EXPIRED_PENDING_REASON}`);
      const kinds = (await ctx.db.select().from(notifications).where(eq(notifications.userId, who.id))).map(
        (n) => n.kind,
      );
      expect(kinds).toContain("booking.cancelled");
    }
  });

  it("leaves a request answered in time alone", async () => {
    const s = await approvedBooking();
    const before = await bookingSnapshot(ctx, s.id);
    const jobId = await makeJobDue(ctx, "booking.expire-pending", s.id);
    await ctx.worker.drain();
    expect(await bookingSnapshot(ctx, s.id)).toEqual(before);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.doneAt).toBeInstanceOf(Date);
  });

  it("cancels an approved booking without a receipt 24 hours after approval, and tells both sides", async () => {
    const s = await approvedBooking();
    await makeJobDue(ctx, "booking.expire-unpaid", s.id);
    await ctx.worker.drain();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, s.id));
    expect(row!.status).toBe("cancelled");
    expect(await holdOf(s.id)).toEqual([]);
    const events = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, s.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: "approved",
      toStatus: "cancelled",
      actorRole: "system",
      actorId: null,
      reason: EXPIRED_UNPAID_REASON,
    });
    await ctx.worker.drain();
    for (const who of [s.renter, s.owner]) {
      const mails = mailTo(who.email).filter((m) => m.subject === `${s.item.name}: booking cancelled (expired)`);
      expect(mails, who.email).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Reason: ${EXPIRED_UNPAID_REASON}`);
    }
  });

  it("leaves an approved booking alone once a receipt exists, and a confirmed one too", async () => {
    const paid = await paidBooking();
    const before = await bookingSnapshot(ctx, paid.id);
    await makeJobDue(ctx, "booking.expire-unpaid", paid.id);
    await ctx.worker.drain();
    expect(await bookingSnapshot(ctx, paid.id)).toEqual(before);

    const confirmed = await paidBooking();
    await mustMove(ctx, confirmed.id, "confirmed", confirmed.owner.cookie);
    const before2 = await bookingSnapshot(ctx, confirmed.id);
    await makeJobDue(ctx, "booking.expire-unpaid", confirmed.id);
    await ctx.worker.drain();
    expect(await bookingSnapshot(ctx, confirmed.id)).toEqual(before2);
  });
});
