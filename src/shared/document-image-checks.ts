/**
 * Whether a photo of an identity document is likely readable (issue 29). The
 * renter's browser measures each photo before upload and warns; the server
 * measures the stored image again (sharp) and staff see the result beside it.
 * Both measure the same way: the photo scaled to fit MEASURE_SIDE (so a blur
 * reads the same at any resolution), in greyscale, its mean (0–255) and the
 * standard deviation of its 3×3 Laplacian (edges: a blurred photo has few).
 */
export const MEASURE_SIDE = 800;

/**
 * Thresholds, tried on a generated card of 14 lines of 40 px print at 1600 × 1000
 * (image-checks.test.ts): sharpness 7.7 sharp, 2.7 after a Gaussian blur of σ 2
 * (still legible), 1.3 at σ 3 (not), 0.5 at σ 6; a uniform image 0.
 */
export const DOCUMENT_IMAGE_LIMITS = {
  /** Shorter side in pixels: below this the IC's small print cannot be read. */
  minSide: 600,
  /** Mean grey level: a photo in the dark sits far below a lit card (~150–200). */
  minLuminance: 50,
  /** Laplacian standard deviation at MEASURE_SIDE: a readable card has sharp print edges. */
  minSharpness: 2,
} as const;

export const IMAGE_FLAGS = ["tooSmall", "tooDark", "tooBlurred"] as const;
export type ImageFlag = (typeof IMAGE_FLAGS)[number];

export interface ImageMeasure {
  width: number;
  height: number;
  luminance: number;
  sharpness: number;
}

/** What is wrong with a photo, by its measure; [] when it looks readable. */
export function imageFlags(m: ImageMeasure): ImageFlag[] {
  const flags: ImageFlag[] = [];
  if (Math.min(m.width, m.height) < DOCUMENT_IMAGE_LIMITS.minSide) flags.push("tooSmall");
  if (m.luminance < DOCUMENT_IMAGE_LIMITS.minLuminance) flags.push("tooDark");
  // A dark photo has no edges either; say only that it is dark.
  else if (m.sharpness < DOCUMENT_IMAGE_LIMITS.minSharpness) flags.push("tooBlurred");
  return flags;
}

/** The size a photo is measured at: fits MEASURE_SIDE, never enlarged. */
export function measureSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MEASURE_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** libvips divides its Laplacian by this (sharp's stats.cc sets the kernel's scale to 9). */
const LAPLACIAN_SCALE = 9;

/**
 * Mean and Laplacian standard deviation of greyscale pixels (one byte each, row
 * by row), the way sharp's stats() measure "sharpness": the kernel
 * [0 1 0; 1 −4 1; 0 1 0] with a scale of 9, over the inner pixels. Used by the
 * browser; the server asks sharp (both agree to 0.1 on the generated images).
 */
export function measureGreyscale(grey: Uint8Array | Uint8ClampedArray, width: number, height: number) {
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i]!;
  const luminance = grey.length ? sum / grey.length : 0;
  let n = 0;
  let lapSum = 0;
  let lapSq = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = grey[i - width]! + grey[i + width]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
      lapSum += v;
      lapSq += v * v;
      n++;
    }
  }
  const mean = n ? lapSum / n : 0;
  const sharpness = n ? Math.sqrt(Math.max(0, lapSq / n - mean * mean)) / LAPLACIAN_SCALE : 0;
  return { luminance, sharpness };
}
