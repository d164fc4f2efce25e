import QRCode from "qrcode";
import { buildBookingQr } from "../../../shared/duitnow-qr";
import { bookingReference } from "../../../shared/payment-reference";
import type { ownerPaymentSettings } from "../../db/schema";
import { amountDue } from "../../../shared/payment-reference";
import type { BookingRow } from "./repository";

type PaymentSettings = typeof ownerPaymentSettings.$inferSelect;

/**
 * Booking `b`'s own DuitNow payload, built from its owner's checked QR with the
 * amount due and the booking's reference; null when the owner has no checked
 * QR (none, or an image from before QRs were checked).
 */
export function bookingQr(b: BookingRow, settings: Pick<PaymentSettings, "duitnowQrPayload"> | undefined) {
  if (!settings?.duitnowQrPayload) return null;
  return buildBookingQr(settings.duitnowQrPayload, { amountSen: amountDue(b), reference: bookingReference(b.id) });
}

/**
 * The payload as a PNG: error correction M (15 %) as bank QRs use, 4-module
 * quiet zone, 10 px a module, so a ~60-module DuitNow QR is ~680 px: sharp on a
 * 375 px phone at 2× and still sharp when printed or shown on a second phone.
 */
export const bookingQrPng = (payload: string) =>
  QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 10 });
