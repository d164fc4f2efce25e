import jsQR from "jsqr";
import sharp from "sharp";
import { AppError } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { type DuitnowProblem, readDuitnowQr } from "../../../shared/duitnow-qr";

/**
 * Sides the image is decoded at. A phone screenshot is ~1200×2600 and the QR a
 * third of it; jsQR looks at every pixel (~0.2 s at 1600 px on this machine),
 * so a large image is tried smaller first and at full size only if that fails.
 */
const DECODE_SIDES = [1000, 2000];

/** The text of the first QR code jsQR finds in the image, or null. `data` has passed processImage. */
export async function decodeQrText(data: Buffer): Promise<string | null> {
  for (const side of DECODE_SIDES) {
    const { data: pixels, info } = await sharp(data)
      .rotate()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgba = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
    const found = jsQR(rgba, info.width, info.height, { inversionAttempts: "attemptBoth" });
    if (found?.data) return found.data;
    if (Math.max(info.width, info.height) < side) break;
  }
  return null;
}

const REFUSAL = {
  unreadable: msg("owners", "payment.qr.refused.unreadable"),
  notEmv: msg("owners", "payment.qr.refused.notEmv"),
  badCrc: msg("owners", "payment.qr.refused.badCrc"),
  notDuitnow: msg("owners", "payment.qr.refused.notDuitnow"),
  notRinggit: msg("owners", "payment.qr.refused.notRinggit"),
} satisfies Record<DuitnowProblem | "unreadable", string>;

/**
 * 422 QR_REFUSED: the image is an image, but not a usable DuitNow QR; the
 * message says which check failed and `details.problem` names it for the client.
 */
const qrRefused = (problem: keyof typeof REFUSAL) =>
  new AppError("QR_REFUSED", 422, REFUSAL[problem], { duitnowQr: REFUSAL[problem] }, { problem });

/** The checked DuitNow payload in the image; throws QR_REFUSED saying why when there is none. */
export async function readOwnerQr(data: Buffer): Promise<string> {
  const text = await decodeQrText(data);
  if (text === null) throw qrRefused("unreadable");
  const read = readDuitnowQr(text);
  if ("problem" in read) throw qrRefused(read.problem);
  return text.trim();
}
