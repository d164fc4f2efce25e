import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingReceipts, bookings, ownerPaymentSettings } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import { requireActor } from "../../plugins/actor";
import { readMultipart } from "../../plugins/uploads";
import { MAX_UPLOAD_BYTES, processImage, tooLarge } from "../../storage/images";
import { notify } from "../notifications/service";
import { receiptUploadedMail } from "./mail";
import { canReadBooking, partyOf } from "./policy";

const Params = z.object({ id: z.string().min(1).max(40) });
const isPdf = (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * Receipts: the renter uploads proof of payment (an image, re-encoded without
 * metadata, or a PDF) to an approved booking; the file is private and served
 * only to the booking's parties, staff and admins.
 */
export async function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;

  r.post("/api/bookings/:id/receipts", { schema: { params: Params } }, async (req, reply) => {
    const actor = await requireActor(req);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
    if (!b || partyOf(actor, b) !== "renter") throw notFound("The booking");
    if (b.status !== "approved")
      throw conflict("A receipt can be uploaded once the owner has approved the booking, and before it is confirmed.");
    const { files } = await readMultipart(req);
    const file = files[0];
    if (!file)
      throw new AppError("BAD_INPUT", 400, "Choose the receipt file to upload.", {
        receipt: "Choose the receipt file to upload.",
      });
    if (file.data.length > MAX_UPLOAD_BYTES) throw tooLarge();
    const pdf = isPdf(file.data);
    const data = pdf ? file.data : (await processImage(file.data)).image;
    const key = `private/receipts/${b.id}/${randomBytes(10).toString("hex")}.${pdf ? "pdf" : "webp"}`;
    await storage.put(key, data);
    const id = newId();
    try {
      await db.transaction(async (tx) => {
        // Re-check under the row lock: the booking may have been cancelled meanwhile.
        const [locked] = await tx.select().from(bookings).where(eq(bookings.id, b.id)).for("update");
        if (locked?.status !== "approved") throw conflict("This booking can no longer take a receipt.");
        await tx.insert(bookingReceipts).values({
          id,
          bookingId: b.id,
          fileKey: key,
          contentType: pdf ? "application/pdf" : "image/webp",
          uploadedBy: actor.user.id,
        });
        await receiptUploadedMail(tx, locked);
        await notify(tx, b.ownerId, {
          kind: "booking.receipt",
          title: `Receipt uploaded: ${b.equipmentName}`,
          body: b.userName,
          link: `/owners/dashboard?booking=${b.id}`,
        });
        await publish(tx, [`user:${b.ownerId}`, `user:${actor.user.id}`, "role:admin"], { type: "booking", id: b.id });
      });
    } catch (err) {
      await storage.remove(key);
      throw err;
    }
    return reply.status(201).send({ receipt: { id, url: `/api/bookings/${b.id}/receipts/${id}` } });
  });

  r.get(
    "/api/bookings/:id/receipts/:receiptId",
    { schema: { params: Params.extend({ receiptId: z.string().max(40) }) } },
    async (req, reply) => {
      const actor = await requireActor(req);
      const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
      if (!b || !canReadBooking(actor, b) || actor.role === "accountant") throw notFound("The receipt");
      const [receipt] = await db
        .select()
        .from(bookingReceipts)
        .where(and(eq(bookingReceipts.id, req.params.receiptId), eq(bookingReceipts.bookingId, b.id)));
      const stream = receipt ? await storage.read(receipt.fileKey) : null;
      if (!receipt || !stream) throw notFound("The receipt");
      return reply
        .header("content-type", receipt.contentType)
        .header("cache-control", "private, no-store")
        .send(stream);
    },
  );

  /** The owner's DuitNow QR, to the renter of an approved (or later) booking. */
  r.get("/api/bookings/:id/payment-qr", { schema: { params: Params } }, async (req, reply) => {
    const actor = await requireActor(req);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
    const party = b ? partyOf(actor, b) : null;
    if (!b || !party || b.status === "pending" || b.status === "cancelled") throw notFound("The QR code");
    const [settings] = await db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, b.ownerId));
    const stream = settings?.duitnowQrKey ? await storage.read(settings.duitnowQrKey) : null;
    if (!stream) throw notFound("The QR code");
    return reply.header("content-type", "image/webp").header("cache-control", "private, no-store").send(stream);
  });
}
