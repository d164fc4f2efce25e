/** Longest side of a stored image's thumbnail (the upload pipeline makes it: src/server/storage/images.ts). */
export const THUMB_MAX_SIDE = 480;

/**
 * The width of the thumbnail made from an image `width` × `height`: scaled to fit
 * THUMB_MAX_SIDE, never enlarged (sharp's `fit: "inside"`, `withoutEnlargement`).
 * A page names it in `srcset` so a phone picks the thumbnail over the full image.
 */
export function thumbWidth(width: number, height: number): number {
  const scale = Math.min(1, THUMB_MAX_SIDE / Math.max(width, height));
  return Math.round(width * scale);
}
