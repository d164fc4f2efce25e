import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { badInput, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { processPhotoUploads } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { HANDOVER_LIMITS, type HandoverKind, type SheetPhotosResponse } from "../../../shared/handover-contracts";
import { msg } from "../../../shared/i18n/message";
import type { BookingRow } from "../bookings/repository";
import { assertSheetAbility } from "./policy";
import { presentPhoto } from "./presenter";
import { countPhotos, deletePhoto, findPhoto, findSheet, insertPhotos, listPhotos } from "./repository";
import { audience, lockForChange, NO_SHEET, sheetChanged, stateOf } from "./service";

/**
 * The photos of a handover sheet: private WebP files, added and removed by the
 * owner until the renter answers; each change takes a sent sheet back
 * (`sheetChanged`: it must be sent again).
 */

/**
 * The owner adds photos to the `kind` sheet: each re-encoded without metadata
 * (storage/images.ts: 415 for what is not an image, 413 for too big) and kept
 * private. Refused callers are turned away before any file is read or stored;
 * the files are stored first and removed again when the write is refused under
 * the lock. The renter is told when the owner sends the sheet (service.ts).
 */
export async function addSheetPhotos({
  db,
  storage,
  actor,
  booking: b,
  kind,
  readFiles,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  booking: BookingRow;
  kind: HandoverKind;
  /** Reads the upload's files: called only once the caller may write the sheet. */
  readFiles: () => Promise<{ data: Buffer; name?: string }[]>;
}): Promise<SheetPhotosResponse> {
  const before = await findSheet(db, b.id, kind);
  assertSheetAbility(actor, b, kind, "write", await stateOf(db, before));
  if (!before) throw conflict(msg("handover", "errors.saveSheetFirst"));
  const files = await readFiles();
  const choose = msg("handover", "errors.choosePhoto");
  if (files.length === 0) throw badInput(choose, { photos: choose });
  const processed = await processPhotoUploads(files, "photos");
  const rows = processed.map((p) => {
    const name = randomBytes(10).toString("hex");
    const base = `private/handover/${b.id}/${name}`;
    return {
      row: {
        id: newId(),
        sheetId: before.id,
        fileKey: `${base}.webp`,
        thumbKey: `${base}-t.webp`,
        width: p.width,
        height: p.height,
        uploadedBy: actor.user.id,
      },
      p,
    };
  });
  const keys = rows.flatMap(({ row }) => [row.fileKey, row.thumbKey]);
  try {
    for (const { row, p } of rows) {
      await storage.put(row.fileKey, p.image);
      await storage.put(row.thumbKey, p.thumb);
    }
    return await db.transaction(async (tx) => {
      const { booking, sheet } = await lockForChange(tx, actor, b, kind, "write");
      if (!sheet) throw conflict(msg("handover", "errors.saveSheetFirst"));
      const had = await countPhotos(tx, sheet.id);
      const max = HANDOVER_LIMITS.photosMax;
      if (had + rows.length > max) throw conflict(msg("handover", "errors.photoLimit", { max }));
      await insertPhotos(
        tx,
        rows.map(({ row }) => ({ ...row, sheetId: sheet.id })),
      );
      await sheetChanged(tx, booking, sheet);
      await publish(tx, audience(booking), { type: "booking", id: booking.id });
      return { photos: (await listPhotos(tx, sheet.id)).map((p) => presentPhoto(booking.id, kind, p)) };
    });
  } catch (err) {
    for (const key of keys) await storage.remove(key);
    throw err;
  }
}

/** The photos of the `kind` sheet of booking `b` (loaded for reading); [] before the sheet exists. */
export async function listSheetPhotos(db: Db, actor: Actor, b: BookingRow, kind: HandoverKind) {
  assertSheetAbility(actor, b, kind, "read", NO_SHEET);
  const sheet = await findSheet(db, b.id, kind);
  return { photos: sheet ? (await listPhotos(db, sheet.id)).map((p) => presentPhoto(b.id, kind, p)) : [] };
}

/** The key of one photo of a sheet (or of its thumbnail), or null when there is none by that id. */
export async function sheetPhotoKey(
  db: Db,
  actor: Actor,
  b: BookingRow,
  kind: HandoverKind,
  photoId: string,
  size: "full" | "thumb" = "full",
): Promise<string | null> {
  assertSheetAbility(actor, b, kind, "read", NO_SHEET);
  const sheet = await findSheet(db, b.id, kind);
  const photo = sheet ? await findPhoto(db, sheet.id, photoId) : undefined;
  if (!photo) return null;
  return size === "thumb" ? photo.thumbKey : photo.fileKey;
}

/**
 * The owner takes a photo off the `kind` sheet while it may still be written
 * (not yet answered): a wrong shot should not have to stay. Once answered, the
 * photos are evidence and stay. The files go after the row is gone.
 */
export async function removeSheetPhoto({
  db,
  storage,
  actor,
  booking: b,
  kind,
  photoId,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  booking: BookingRow;
  kind: HandoverKind;
  photoId: string;
}): Promise<SheetPhotosResponse> {
  const { answer, keys } = await db.transaction(async (tx) => {
    const { booking, sheet } = await lockForChange(tx, actor, b, kind, "write");
    const photo = sheet ? await findPhoto(tx, sheet.id, photoId) : undefined;
    if (!sheet || !photo) throw notFound(msg("handover", "things.photo"));
    await deletePhoto(tx, sheet.id, photo.id);
    await sheetChanged(tx, booking, sheet);
    await publish(tx, audience(booking), { type: "booking", id: booking.id });
    const photos = (await listPhotos(tx, sheet.id)).map((p) => presentPhoto(booking.id, kind, p));
    return { answer: { photos }, keys: [photo.fileKey, photo.thumbKey] };
  });
  for (const key of keys) await storage.remove(key);
  return answer;
}
