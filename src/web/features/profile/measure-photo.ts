import {
  type ImageFlag,
  imageFlags,
  type ImageMeasure,
  measureGreyscale,
  measureSize,
} from "../../../shared/document-image-checks";

/**
 * A chosen photo measured in the browser the way the server measures it
 * (shared/document-image-checks.ts), so the renter is warned before uploading
 * a photo nobody can read. null when the browser cannot decode it (the server
 * then decides alone).
 */
export async function measurePhoto(file: Blob): Promise<(ImageMeasure & { flags: ImageFlag[] }) | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  const { width, height } = bitmap;
  const size = measureSize(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const rgba = ctx.getImageData(0, 0, size.width, size.height).data;
  const grey = new Uint8ClampedArray(size.width * size.height);
  // Rec. 601 luma, as libvips' greyscale of an sRGB image is close to.
  for (let i = 0, p = 0; i < grey.length; i++, p += 4)
    grey[i] = 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!;
  const measure = { width, height, ...measureGreyscale(grey, size.width, size.height) };
  return { ...measure, flags: imageFlags(measure) };
}
