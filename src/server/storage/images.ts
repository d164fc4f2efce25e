import sharp, { type Metadata } from "sharp";
import { AppError } from "../lib/errors";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const notAnImage = () => new AppError("UNSUPPORTED_MEDIA", 415, "Only images can be uploaded: JPEG, PNG, WebP, HEIC or AVIF.");
export const tooLarge = () => new AppError("TOO_LARGE", 413, "That image is too large. Upload at most 10 MB and 40 megapixels.");

export interface ProcessedImage {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Check an upload by its content (never its name), then re-encode it: the
 * result carries no EXIF, GPS or other metadata (sharp drops it unless asked),
 * is turned upright first, capped at 2400 px, and gets a 480 px thumbnail.
 */
export async function processImage(input: Buffer, opts: { maxSide?: number; thumbSide?: number } = {}): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw tooLarge();
  const maxSide = opts.maxSide ?? 2400;
  const thumbSide = opts.thumbSide ?? 480;
  try {
    const upright = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    const { data: image, info } = await upright
      .clone()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright.clone().resize({ width: thumbSide, height: thumbSide, fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { image, thumb, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}
