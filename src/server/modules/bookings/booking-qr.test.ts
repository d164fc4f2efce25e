import { eq } from "drizzle-orm";
import { bookings, ownerPaymentSettings } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import { buildPaymentSettings } from "../../test/factories";
import { mustMove, readBooking } from "../../test/bookings";
import { bookingIn, matrixTest, signedIn } from "../../test/matrix";
import { multipart } from "../../test/request";
import { pngImage, readQrText } from "../../test/uploads";
import { duitnowPayload } from "../../../shared/duitnow-fixtures";
import { parseTlv, hasValidCrc, valueOf } from "../../../shared/emv-tlv";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { bookingReference } from "../../../shared/payment-reference";

const { it, matrix } = matrixTest();

const OWNER_QR = duitnowPayload({ name: "OMAR OWNER" });
const qrOf = (id: string) => `/api/bookings/${id}/duitnow-qr.png`;

it.beforeAll(async ({ ctx, people }) => {
  await buildPaymentSettings(ctx, people.owner.id, {
    bank: "CIMB",
    accountHolder: "Omar Owner",
    accountNumber: "8001234567",
  });
  await ctx.db
    .update(ownerPaymentSettings)
    .set({ duitnowQrPayload: OWNER_QR })
    .where(eq(ownerPaymentSettings.ownerId, people.owner.id));
});

describe("an approved booking's own DuitNow QR", () => {
  it("is a PNG whose decoded payload is the one the API states: dynamic, the amount due, the reference, a valid CRC", async ({
    ctx,
    people,
  }) => {
    const b = await bookingIn(ctx, people, "approved");
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, b.id));
    const payment = (await readBooking(ctx, b.id, people.renter)).json().booking.payment;
    const due = row!.total + row!.deposit;
    expect(payment).toMatchObject({ reference: bookingReference(b.id), amountDue: due, qrUrl: null });
    expect(payment.bookingQr.url).toBe(`${qrOf(b.id)}?amount=${due}`);

    const res = await ctx.request.get(payment.bookingQr.url, { as: people.renter });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const decoded = await readQrText(res.rawPayload);
    expect(decoded).toBe(payment.bookingQr.payload);

    const objects = parseTlv(decoded!);
    expect(hasValidCrc(decoded!)).toBe(true);
    expect(valueOf(objects, "01")).toBe("12");
    expect(valueOf(objects, "54")).toBe(`${Math.floor(due / 100)}.${String(due % 100).padStart(2, "0")}`);
    expect(valueOf(parseTlv(valueOf(objects, "62")!), "05")).toBe(bookingReference(b.id));
    // The owner's account is kept as it was in their QR.
    expect(valueOf(objects, "26")).toBe(valueOf(parseTlv(OWNER_QR), "26"));
  });

  it("changes when the amount due changes", async ({ ctx, people }) => {
    const b = await bookingIn(ctx, people, "approved");
    const before = (await readBooking(ctx, b.id, people.renter)).json().booking.payment.bookingQr;
    await ctx.db.update(bookings).set({ total: 33_300, deposit: 0 }).where(eq(bookings.id, b.id));
    const after = (await readBooking(ctx, b.id, people.renter)).json().booking.payment.bookingQr;
    expect(after.url).toBe(`${qrOf(b.id)}?amount=33300`);
    expect(after.payload).not.toBe(before.payload);
    const served = await readQrText((await ctx.request.get(after.url, { as: people.owner })).rawPayload);
    expect(valueOf(parseTlv(served!), "54")).toBe("333.00");
  });

  it("answers 404 once the booking is cancelled, or paid and confirmed", async ({ ctx, people }) => {
    const cancelled = await bookingIn(ctx, people, "approved");
    await mustMove(ctx, cancelled.id, "cancelled", people.renter, "Plans changed");
    expect((await ctx.request.get(qrOf(cancelled.id), { as: people.renter })).statusCode).toBe(404);
    expect((await readBooking(ctx, cancelled.id, people.renter)).json().booking.payment).toBeNull();

    const confirmed = await bookingIn(ctx, people, "confirmed");
    expect((await ctx.request.get(qrOf(confirmed.id), { as: people.renter })).statusCode).toBe(404);
    expect((await readBooking(ctx, confirmed.id, people.renter)).json().booking.payment.bookingQr).toBeNull();
  });

  it("is not offered when the owner's QR was never checked: their image is shown as before", async ({
    ctx,
    people,
  }) => {
    const b = await bookingIn(ctx, people, "approved");
    await ctx.db
      .update(ownerPaymentSettings)
      .set({ duitnowQrPayload: null })
      .where(eq(ownerPaymentSettings.ownerId, people.owner.id));
    try {
      const payment = (await readBooking(ctx, b.id, people.renter)).json().booking.payment;
      expect(payment.bookingQr).toBeNull();
      expect(payment.qrUrl).toBe(`/api/bookings/${b.id}/payment-qr`);
      expect((await ctx.request.get(qrOf(b.id), { as: people.renter })).statusCode).toBe(404);
    } finally {
      await ctx.db
        .update(ownerPaymentSettings)
        .set({ duitnowQrPayload: OWNER_QR })
        .where(eq(ownerPaymentSettings.ownerId, people.owner.id));
    }
  });
});

describe("authorization", () => {
  matrix({
    name: "GET /api/bookings/:id/duitnow-qr.png (approved)",
    expected: { ...signedIn(404), renter: 200, owner: 200, admin: 200 },
    setup: ({ ctx, people }) => bookingIn(ctx, people, "approved").then((b) => ({ bookingId: b.id })),
    call: (t, cookie, { ctx }) => ctx.request.get(qrOf(t.bookingId!), { as: cookie }),
    check: (res) => expect(res.headers["content-type"]).toBe("image/png"),
  });
});

describe("receipts carry the transfer's reference", () => {
  it("keeps the reference, day and amount, says whether the reference is this booking's, and shows it to the owner", async ({
    ctx,
    people,
  }) => {
    const b = await bookingIn(ctx, people, "approved");
    const reference = bookingReference(b.id);
    const send = async (fields: Record<string, string>) =>
      ctx.request.post(
        `/api/bookings/${b.id}/receipts`,
        multipart(fields, [{ field: "receipt", filename: "r.png", type: "image/png", data: await pngImage() }]),
        { as: people.renter },
      );

    const good = await send({ reference: reference.toLowerCase(), paidOn: "2026-01-05", amount: "RM 1,234.50" });
    expect(good.statusCode).toBe(201);
    expect(good.json().receipt.referenceMatches).toBe(true);
    const wrong = await send({ reference: "SGZZZZZZZZ", paidOn: "", amount: "" });
    expect(wrong.json().receipt.referenceMatches).toBe(false);

    const receipts = (await readBooking(ctx, b.id, people.owner)).json().booking.receipts;
    expect(
      receipts.map((r: Record<string, unknown>) => [r.reference, r.paidOn, r.statedAmount, r.referenceMatches]),
    ).toEqual([
      ["SGZZZZZZZZ", null, null, false],
      [reference.toLowerCase(), "2026-01-05", 123450, true],
    ]);
  });

  it("refuses a day in the future or an amount that is not one, storing nothing", async ({ ctx, people }) => {
    const b = await bookingIn(ctx, people, "approved");
    const send = async (fields: Record<string, string>) =>
      ctx.request.post(
        `/api/bookings/${b.id}/receipts`,
        multipart(fields, [{ field: "receipt", filename: "r.png", type: "image/png", data: await pngImage() }]),
        { as: people.renter },
      );
    const notAnAmount = await send({ paidOn: "2026-01-05", amount: "lots" });
    expect(notAnAmount.statusCode).toBe(400);
    expect(notAnAmount.json().error.fields).toEqual({ amount: "Enter the amount in ringgit, for example 120.50" });
    const future = await send({ paidOn: addDays(todayInMalaysia(), 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ paidOn: "The date of the transfer cannot be in the future" });
    expect((await readBooking(ctx, b.id, people.renter)).json().booking.receipts).toEqual([]);
  });

  it("lets the invoice list say which paid invoices had a matching reference", async ({ ctx, people }) => {
    const b = await bookingIn(ctx, people, "approved");
    await ctx.request.post(
      `/api/bookings/${b.id}/receipts`,
      multipart({ reference: bookingReference(b.id) }, [
        { field: "receipt", filename: "r.png", type: "image/png", data: await pngImage() },
      ]),
      { as: people.renter },
    );
    await mustMove(ctx, b.id, "confirmed", people.owner);
    const other = await bookingIn(ctx, people, "confirmed");
    const list = async () =>
      (await ctx.request.get("/api/admin/invoices", { as: people.accountant })).json().items as {
        bookingId: string;
        number: string;
        referenceMatched: boolean | null;
      }[];
    // Confirming issued both invoices paid (ADR 036): nothing for an admin to record first.
    const items = await list();
    expect(items.find((i) => i.bookingId === b.id)!.referenceMatched).toBe(true);
    expect(items.find((i) => i.bookingId === other.id)!.referenceMatched).toBe(false);
  });
});
