import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { AppError, badInput, conflict } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { MAX_UPLOAD_BYTES, processImage, tooLarge } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { ReceiptFields, type ReceiptCreatedResponse } from "../../../shared/booking-contracts";
import { todayInMalaysia } from "../../../shared/dates";
import { bookingReference, referenceMatches } from "../../../shared/payment-reference";
import { msg } from "../../../shared/i18n/message";
import { notify } from "../notifications/service";
import { receiptUploadedMail } from "./mail";
import { bookingRefusal } from "./policy";
import { bookingQr, bookingQrPng } from "./booking-qr";
import {
  type BookingRow,
  findBooking,
  findPaymentQrKey,
  findPaymentQrPayload,
  findReceipt,
  insertReceipt,
} from "./repository";

const isPdf = (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-";
const CHOOSE_FILE = msg("bookings", "errors.chooseReceiptFile");

/**
 * The transfer's details as the renter typed them (text parts of the upload),
 * checked: 400 with the field's message when one is malformed or the day is in
 * the future. Whether the reference names this booking is worked out once here
 * and kept with the receipt, for the owner's review and the books.
 */
export function readReceiptFields(b: Pick<BookingRow, "id">, fields: Record<string, string>) {
  const parsed = ReceiptFields.safeParse(fields);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    throw badInput(Object.values(errors)[0]!, errors);
  }
  const { reference, paidOn, amount } = parsed.data;
  if (paidOn && paidOn > todayInMalaysia()) {
    const future = msg("bookings", "receiptUpload.paidOnFuture");
    throw badInput(future, { paidOn: future });
  }
  return {
    transferReference: reference,
    transferDate: paidOn,
    statedAmount: amount,
    referenceMatches: reference === null ? null : referenceMatches(reference, bookingReference(b.id)),
  };
}

/**
 * The renter's proof of payment for an approved booking: a PDF kept as sent, or
 * an image re-encoded without its metadata, with the transfer's details. The file is stored first, then the
 * row is written with the booking locked and still approved (it may have been
 * cancelled meanwhile); a refused write removes the file again. Tells the owner
 * by e-mail, in-app and live.
 */
/** A receipt that is neither a PDF nor an image is told what the field takes: an image or a PDF (issue 30). */
async function receiptImage(file: Buffer): Promise<Buffer> {
  try {
    return (await processImage(file)).image;
  } catch (err) {
    if (err instanceof AppError && err.code === "UNSUPPORTED_MEDIA") {
      const text = msg("bookings", "errors.receiptType");
      throw new AppError("UNSUPPORTED_MEDIA", 415, text, { receipt: text });
    }
    throw err;
  }
}

export async function uploadReceipt({
  db,
  storage,
  actor,
  booking: b,
  file,
  fields,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  /** Loaded for the "uploadReceipt" ability. */
  booking: BookingRow;
  file: Buffer | undefined;
  /** The multipart's text parts: reference, paidOn (YYYY-MM-DD), amount (RM). */
  fields: Record<string, string>;
}): Promise<ReceiptCreatedResponse> {
  const transfer = readReceiptFields(b, fields);
  if (!file) throw badInput(CHOOSE_FILE, { receipt: CHOOSE_FILE });
  if (file.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const pdf = isPdf(file);
  const data = pdf ? file : await receiptImage(file);
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
        ...transfer,
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
  return {
    receipt: { id, url: `/api/bookings/${b.id}/receipts/${id}`, referenceMatches: transfer.referenceMatches },
  };
}

/** The key of a receipt of booking `b` (loaded for "readReceipt"), or null when there is none by that id. */
export async function receiptKey(db: Db, b: BookingRow, receiptId: string): Promise<string | null> {
  return (await findReceipt(db, b.id, receiptId))?.fileKey ?? null;
}

/** The key of the owner's DuitNow QR for booking `b` (loaded for "readPaymentQr"), or null when they have none. */
export const paymentQrKey = (db: Db, b: BookingRow) => findPaymentQrKey(db, b.ownerId);

/** Booking `b`'s own QR as a PNG (loaded for "readBookingQr"), or null when its owner has no checked QR. */
export async function bookingQrImage(db: Db, b: BookingRow): Promise<Buffer | null> {
  const payload = bookingQr(b, { duitnowQrPayload: await findPaymentQrPayload(db, b.ownerId) });
  return payload ? bookingQrPng(payload) : null;
}
