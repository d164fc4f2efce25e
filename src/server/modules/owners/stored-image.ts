import type { Db } from "../../db/client";
import { newId } from "../../lib/ids";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";

/** Points a row at a stored file's key (or at none); answers the row and the key it pointed at before. */
export type SwapKey<T> = (key: string | null) => Promise<{ row: T; previous: string | null }>;

/** An image upload for the signed-in owner's own record. */
export interface OwnerImageUpload {
  db: Db;
  storage: Storage;
  ownerId: string;
  data: Buffer;
}

/**
 * Re-encode `data` (processImage checks it is an image and drops EXIF and GPS)
 * to at most `maxSide` px, let `check` refuse what it shows (before anything is
 * stored, so a refusal leaves the saved image as it was), store it under a new
 * key in `folder`, point the row
 * at it, then remove the file it replaced. When pointing fails the new file is
 * removed, so no file is left that no row names; the old file goes only once
 * the row no longer names it.
 */
export async function replaceStoredImage<T>({
  storage,
  data,
  maxSide,
  folder,
  check,
  swap,
}: Pick<OwnerImageUpload, "storage" | "data"> & {
  maxSide: number;
  folder: string;
  check?: (data: Buffer) => Promise<void>;
  swap: SwapKey<T>;
}) {
  const { image } = await processImage(data, { maxSide, thumbSide: 160 });
  await check?.(data);
  const key = `${folder}/${newId()}.webp`;
  await storage.put(key, image);
  const swapped = await swap(key).catch(async (err: unknown) => {
    await storage.remove(key);
    throw err;
  });
  if (swapped.previous) await storage.remove(swapped.previous);
  return swapped.row;
}

/** Point the row at no file, then remove the file it named. */
export async function removeStoredImage<T>(storage: Storage, swap: SwapKey<T>) {
  const { row, previous } = await swap(null);
  if (previous) await storage.remove(previous);
  return row;
}
