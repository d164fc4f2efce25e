import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { badInput, conflict } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { MAX_UPLOAD_BYTES, processImage, tooLarge } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import type { ReceiptCreatedResponse } from "../../../shared/booking-contracts";
import { msg } from "../../../shared/i18n/message";
import { notify } from "../notifications/service";
import { receiptUploadedMail } from "./mail";
import { bookingRefusal } from "./policy";
import { type BookingRow, findBooking, findPaymentQrKey, findReceipt, insertReceipt } from "./repository";

const isPdf = (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-";
const CHOOSE_FILE = msg("bookings", "errors.chooseReceiptFile");

/**
 * The renter's proof of payment for an approved booking: a PDF kept as sent, or
 * an image re-encoded without its metadata. The file is stored first, then the
 * row is written with the booking locked and still approved (it may have been
 * cancelled meanwhile); a refused write removes the file again. Tells the owner
 * by e-mail, in-app and live.
 */
export async function uploadReceipt({
  db,
  storage,
  actor,
  booking: b,
  file,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  /** Loaded for the "uploadReceipt" ability. */
  booking: BookingRow;
  file: Buffer | undefined;
}): Promise<ReceiptCreatedResponse> {
  if (!file) throw badInput(CHOOSE_FILE, { receipt: CHOOSE_FILE });
  if (file.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const pdf = isPdf(file);
  const data = pdf ? file : (await processImage(file)).image;
  const key = `private/receipts/${b.id}/${randomBytes(10).toString("hex")}.${pdf ? "pdf" : "webp"}`;
  await storage.put(key, data);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const locked = await findBooking(tx, b.id, { lock: true });
      if (!locked || bookingRefusal(actor, locked, "uploadReceipt"))
        throw conflict(msg("bookings", "errors.receiptClosed"));
      await insertReceipt(tx, {
        id,
        bookingId: b.id,
        fileKey: key,
        contentType: pdf ? "application/pdf" : "image/webp",
        uploadedBy: actor.user.id,
      });
      await receiptUploadedMail(tx, locked);
      await notify(tx, b.ownerId, {
        kind: "booking.receipt",
        title: msg("bookings", "notices.receipt", { gearName: b.equipmentName }),
        body: b.userName,
        link: `/owners/dashboard?booking=${b.id}`,
      });
      await publish(tx, [`user:${b.ownerId}`, `user:${actor.user.id}`, "role:admin"], { type: "booking", id: b.id });
    });
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  return { receipt: { id, url: `/api/bookings/${b.id}/receipts/${id}` } };
}

/** The key of a receipt of booking `b` (loaded for "readReceipt"), or null when there is none by that id. */
export async function receiptKey(db: Db, b: BookingRow, receiptId: string): Promise<string | null> {
  return (await findReceipt(db, b.id, receiptId))?.fileKey ?? null;
}

/** The key of the owner's DuitNow QR for booking `b` (loaded for "readPaymentQr"), or null when they have none. */
export const paymentQrKey = (db: Db, b: BookingRow) => findPaymentQrKey(db, b.ownerId);
