import sharp, { type Metadata } from "sharp";
import { AppError } from "../lib/errors";
import { msg } from "../../shared/i18n/message";
import { THUMB_MAX_SIDE } from "../../shared/image-sizes";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Longest side of a stored image and of its thumbnail, unless a caller asks for less. */
const IMAGE_MAX_SIDE = 2400;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif", "tiff"]);

// libvips keeps up to 50 MB of decoded images and 20 open files for reuse, by default for
// the whole process (every module's sharp): each upload is decoded once, so it never
// reuses them, and the memory stays taken (ADR 044).
sharp.cache(false);

/**
 * sharp's prebuilt libvips decodes HEIF only with AV1 inside (AVIF): the HEVC
 * decoder behind iPhone HEIC photos is left out for its patents
 * (`sharp.format.heif.input.fileSuffix` lists only .avif). So HEIC is refused
 * up front and not named among the accepted types.
 */
const isDecodable = (meta: Metadata) => meta.format !== "heif" || meta.compression === "av1";

export const notAnImage = () => new AppError("UNSUPPORTED_MEDIA", 415, msg("errors", "notAnImage"));
export const tooLarge = () => new AppError("TOO_LARGE", 413, msg("errors", "imageTooLarge"));

/**
 * A refusal of one of several uploads says which one (issue 30: "which photo is wrong?"):
 * "Photo 2 (IMG_0042.HEIC): Only images can be uploaded…", also on the form's `field`.
 */
export function aboutUpload(err: unknown, file: string, field?: string): unknown {
  if (!(err instanceof AppError)) return err;
  const text = msg("errors", "uploadProblem", { file, problem: err.message });
  return new AppError(err.code, err.status, text, field ? { ...err.fields, [field]: text } : err.fields, err.details);
}

/** "Photo 3 (name.jpg)": the n-th file of a field, by the name the browser sent when it sent one. */
export function photoLabel(n: number, name?: string): string {
  const shown = name?.trim().slice(0, 80);
  return shown ? msg("errors", "photoNamed", { n, name: shown }) : msg("errors", "photoNumber", { n });
}

/** processImage for each of several photos, in turn; the first bad one is named in the refusal. */
export async function processPhotoUploads(
  files: { data: Buffer; name?: string }[],
  field: string,
  opts?: { maxSide?: number; thumbSide?: number },
): Promise<ProcessedImage[]> {
  const out: ProcessedImage[] = [];
  // One at a time: ten 40 MP decodes at once would need gigabytes.
  for (const [i, f] of files.entries()) {
    try {
      out.push(await processImage(f.data, opts));
    } catch (err) {
      throw aboutUpload(err, photoLabel(i + 1, f.name), field);
    }
  }
  return out;
}

export interface ProcessedImage {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Check an upload by its content (never its name), then re-encode it: the
 * result carries no EXIF, GPS or other metadata (sharp drops it unless asked),
 * is turned upright first, capped at IMAGE_MAX_SIDE, and gets a THUMB_MAX_SIDE thumbnail.
 */
export async function processImage(
  input: Buffer,
  opts: { maxSide?: number; thumbSide?: number } = {},
): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !isDecodable(meta) || !meta.width || !meta.height)
    throw notAnImage();
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw tooLarge();
  const maxSide = opts.maxSide ?? IMAGE_MAX_SIDE;
  const thumbSide = opts.thumbSide ?? THUMB_MAX_SIDE;
  try {
    const upright = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    const { data: image, info } = await upright
      .clone()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright
      .clone()
      .resize({ width: thumbSide, height: thumbSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { image, thumb, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}
