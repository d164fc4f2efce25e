import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import type { gearPhotos } from "../../db/schema";
import { badInput, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { readMultipart } from "../../plugins/uploads";
import { processPhotoUploads, type ProcessedImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { msg } from "../../../shared/i18n/message";
import { MAX_GEAR_PHOTOS } from "../../../shared/gear";
import { countPhotos, deletePhoto, insertPhotos, loadPhotos, lockGear, renumberPhotos, touchGear } from "./repository";

type PhotoInsert = typeof gearPhotos.$inferInsert;
/** A photo as uploaded: its bytes and the file name the browser sent. */
export type PhotoUpload = { data: Buffer; name?: string };
/** A photo whose two files are stored; `position` is given when it is inserted. */
type StoredPhoto = Omit<PhotoInsert, "position" | "createdAt">;

const photoLimit = () => badInput(GEAR_MESSAGES.photoLimit, { photos: GEAR_MESSAGES.photoLimit });

/**
 * Read a gear upload: the `data` part (the listing's JSON, sent as a text field
 * or as a JSON file part) and every non-empty file of the `photos` field. More
 * files than the multipart limit (10) is the photo rule's 400, not a bare 413.
 */
export async function readGearUpload(
  req: FastifyRequest,
): Promise<{ data: string | undefined; photos: PhotoUpload[] }> {
  let upload: Awaited<ReturnType<typeof readMultipart>>;
  try {
    upload = await readMultipart(req);
  } catch (err) {
    if ((err as { code?: string }).code === "FST_FILES_LIMIT") throw photoLimit();
    throw err;
  }
  const dataFile = upload.files.find((f) => f.field === "data");
  const photos = upload.files.filter((f) => f.field === "photos" && f.data.length > 0);
  return { data: upload.fields.data ?? dataFile?.data.toString("utf8"), photos };
}

/** 400 unless 1 to `room` photos were sent. */
export function assertPhotoCount(count: number, room: number) {
  if (count === 0) throw badInput(GEAR_MESSAGES.photoRequired, { photos: GEAR_MESSAGES.photoRequired });
  if (count > room) throw photoLimit();
}

/**
 * Check and re-encode every photo (415/413 on the first bad one, named) before any
 * is stored, so a bad photo leaves nothing behind.
 */
export const processPhotos = (photos: PhotoUpload[]): Promise<ProcessedImage[]> =>
  processPhotoUploads(photos, "photos");

/** Remove stored photo files; used on rollback and after deletes, so it never throws. */
async function removePhotoFiles(storage: Storage, photos: Pick<StoredPhoto, "fileKey" | "thumbKey">[]) {
  await Promise.allSettled(photos.flatMap((p) => [storage.remove(p.fileKey), storage.remove(p.thumbKey)]));
}

/** Write processed photos under public/gear/<gearId>/; on a failed write, the ones already written are removed. */
export async function writePhotoFiles(
  storage: Storage,
  gearId: string,
  images: ProcessedImage[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const img of images) {
      const id = newId();
      const photo = {
        id,
        gearId,
        fileKey: `public/gear/${gearId}/${id}.webp`,
        thumbKey: `public/gear/${gearId}/${id}-thumb.webp`,
        width: img.width,
        height: img.height,
      };
      stored.push(photo);
      await storage.put(photo.fileKey, img.image);
      await storage.put(photo.thumbKey, img.thumb);
    }
  } catch (err) {
    await removePhotoFiles(storage, stored);
    throw err;
  }
  return stored;
}

/** Run `write` (a transaction using the stored photos); if it fails, the files go too. */
export async function withPhotoRollback<T>(
  storage: Storage,
  stored: StoredPhoto[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removePhotoFiles(storage, stored);
    throw err;
  }
}

/**
 * Add photos to a listing, up to MAX_GEAR_PHOTOS in all (400 beyond). The
 * count is checked again under the gear row's lock, so two uploads racing
 * cannot together pass the limit.
 */
export async function addGearPhotos({
  db,
  storage,
  gearId,
  photos,
}: {
  db: Db;
  storage: Storage;
  gearId: string;
  photos: PhotoUpload[];
}) {
  // Checked early too, so a doomed upload is not re-encoded first.
  const existing = (await countPhotos(db, [gearId])).get(gearId) ?? 0;
  assertPhotoCount(photos.length, MAX_GEAR_PHOTOS - existing);
  const stored = await writePhotoFiles(storage, gearId, await processPhotos(photos));
  await withPhotoRollback(storage, stored, () =>
    db.transaction(async (tx) => {
      if (!(await lockGear(tx, gearId))) throw notFound(msg("gear", "errors.thatGear"));
      const current = await loadPhotos(tx, gearId);
      if (current.length + stored.length > MAX_GEAR_PHOTOS) throw photoLimit();
      await insertPhotos(
        tx,
        stored.map((p, i) => ({ ...p, position: current.length + i })),
      );
      await touchGear(tx, gearId);
    }),
  );
}

/** Remove one photo and its files; the last photo of a listing stays (409). */
export async function removeGearPhoto({
  db,
  storage,
  gearId,
  photoId,
}: {
  db: Db;
  storage: Storage;
  gearId: string;
  photoId: string;
}) {
  const removed = await db.transaction(async (tx) => {
    await lockGear(tx, gearId);
    const current = await loadPhotos(tx, gearId);
    const target = current.find((p) => p.id === photoId);
    if (!target) throw notFound(msg("gear", "errors.thatPhoto"));
    if (current.length <= 1) throw conflict(GEAR_MESSAGES.lastPhoto, { photos: GEAR_MESSAGES.lastPhoto });
    await deletePhoto(tx, gearId, photoId);
    await renumberPhotos(
      tx,
      gearId,
      current.filter((p) => p.id !== photoId).map((p) => p.id),
    );
    await touchGear(tx, gearId);
    return target;
  });
  // Files go after the commit: a failed delete must not leave a row pointing at nothing.
  await removePhotoFiles(storage, [removed]);
}

/** Put the photos in the given order (positions 0..n-1); the list must be exactly the listing's photo ids. */
export async function reorderGearPhotos({ db, gearId, photoIds }: { db: Db; gearId: string; photoIds: string[] }) {
  await db.transaction(async (tx: Tx) => {
    await lockGear(tx, gearId);
    const current = await loadPhotos(tx, gearId);
    const known = new Set(current.map((p) => p.id));
    const given = new Set(photoIds);
    const exact =
      given.size === photoIds.length && photoIds.length === current.length && photoIds.every((id) => known.has(id));
    if (!exact) throw badInput(GEAR_MESSAGES.photoOrder, { photoIds: GEAR_MESSAGES.photoOrder });
    await renumberPhotos(tx, gearId, photoIds);
    await touchGear(tx, gearId);
  });
}
