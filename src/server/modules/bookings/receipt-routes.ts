import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import { readMultipart, sendPrivateFile } from "../../plugins/uploads";
import { BookingIdParams, FileResponse, ReceiptCreatedResponse } from "../../../shared/booking-contracts";
import { msg } from "../../../shared/i18n/message";
import { bookingReference } from "../../../shared/payment-reference";
import { bookingQrImage, paymentQrKey, receiptKey, uploadReceipt } from "./receipt-service";
import { bookingFor } from "./booking-guard";
import { ReceiptForm } from "../../../shared/upload-forms";

/** A QR made for the caller, as private as the files: never kept by a shared cache. */
const sendQrPng = (reply: FastifyReply, png: Buffer, filename: string) =>
  reply
    .header("content-type", "image/png")
    .header("cache-control", "private, no-store")
    .header("content-disposition", `inline; filename="${filename}"`)
    .send(png);

const fileResponse = (description: string, types: string[]) => ({
  200: { description, content: Object.fromEntries(types.map((t) => [t, { schema: FileResponse }])) },
});

/**
 * Receipts: the renter uploads proof of payment (an image, re-encoded without
 * metadata, or a PDF) to an approved booking; the file is private and served
 * only to the booking's parties, staff and admins.
 */
export async function receiptRoutes(app: FastifyInstance) {
  const { db, storage, guarded } = moduleRoutes(app);

  guarded(bookingFor(db, "uploadReceipt")).post(
    "/api/bookings/:id/receipts",
    {
      config: { multipart: ReceiptForm },
      schema: {
        summary: "Upload a payment receipt",
        params: BookingIdParams,
        response: { 201: ReceiptCreatedResponse },
      },
    },
    async (req, { actor, booking }, reply) => {
      const { files, fields } = await readMultipart(req);
      const created = await uploadReceipt({ db, storage, actor, booking, file: files[0]?.data, fields });
      return reply.status(201).send(created);
    },
  );

  guarded(bookingFor(db, "readReceipt")).get(
    "/api/bookings/:id/receipts/:receiptId",
    {
      schema: {
        summary: "Download a payment receipt",
        params: BookingIdParams.extend({ receiptId: z.string().max(40) }),
        response: fileResponse("The receipt as uploaded: a WebP image or a PDF.", ["image/webp", "application/pdf"]),
      },
    },
    async (req, { booking }, reply) => {
      const key = await receiptKey(db, booking, req.params.receiptId);
      if (!key) throw notFound(msg("bookings", "things.receipt"));
      // A PDF is kept as uploaded (`%PDF-`, not re-rendered), so it is never shown inline on our
      // origin: downloaded under a name of ours, and sandboxed should a browser open it anyway (issue 29).
      if (key.endsWith(".pdf"))
        reply
          .header("content-disposition", `attachment; filename="receipt-${booking.id}.pdf"`)
          .header("content-security-policy", "sandbox; default-src 'none'");
      return sendPrivateFile(reply, storage, key);
    },
  );

  /** The owner's DuitNow QR, to the parties of an approved (or later) booking. */
  guarded(bookingFor(db, "readPaymentQr")).get(
    "/api/bookings/:id/payment-qr",
    {
      schema: {
        summary: "Download the owner's DuitNow QR for a booking",
        params: BookingIdParams,
        response: fileResponse("The owner's DuitNow QR code.", ["image/webp"]),
      },
    },
    async (_req, { booking }, reply) => {
      const key = await paymentQrKey(db, booking);
      if (!key) throw notFound(msg("bookings", "things.qrCode"));
      return sendPrivateFile(reply, storage, key);
    },
  );

  /**
   * The booking's own DuitNow QR (amount due and reference in it), made on each
   * request from the current amounts: only while payment is due (approved), so a
   * cancelled, expired or paid booking answers 404. `amount` in the address only
   * tells a browser that a changed amount is a new image.
   */
  guarded(bookingFor(db, "readBookingQr")).get(
    "/api/bookings/:id/duitnow-qr.png",
    {
      schema: {
        summary: "Download a booking's DuitNow QR code for the amount due (PNG)",
        params: BookingIdParams,
        querystring: z.object({ amount: z.string().max(20).optional() }),
        response: fileResponse("This booking's DuitNow QR code.", ["image/png"]),
      },
    },
    async (_req, { booking }, reply) => {
      const png = await bookingQrImage(db, booking);
      if (!png) throw notFound(msg("bookings", "things.qrCode"));
      return sendQrPng(reply, png, `duitnow-${bookingReference(booking.id)}.png`);
    },
  );
}
