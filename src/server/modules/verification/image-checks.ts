import sharp from "sharp";
import { type ImageFlag, type ImageMeasure, imageFlags, measureSize } from "../../../shared/document-image-checks";

export interface MeasuredImage extends ImageMeasure {
  flags: ImageFlag[];
}

/**
 * How readable a stored document image looks (shared/document-image-checks.ts):
 * its size as stored, and the mean and Laplacian deviation ("sharpness") sharp's
 * statistics give of it in greyscale at the measuring size.
 */
export async function measureDocumentImage(image: Buffer): Promise<MeasuredImage> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const size = measureSize(width, height);
  // stats() reads its input, not a pipeline's output: scale and grey first, then measure.
  const { data, info } = await sharp(image)
    .resize(size.width, size.height, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats();
  const measure: ImageMeasure = {
    width,
    height,
    luminance: round(stats.channels[0]!.mean),
    sharpness: round(stats.sharpness),
  };
  return { ...measure, flags: imageFlags(measure) };
}

const round = (n: number) => Math.round(n * 10) / 10;
