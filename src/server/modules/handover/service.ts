import { randomBytes } from "node:crypto";
import type { Db, Tx } from "../../db/client";
import { badInput, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { type Audience, publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import {
  AnswerSheetRequest,
  boxItemsFor,
  compareSheets,
  HANDOVER_LIMITS,
  type HandoverKind,
  type HandoverResponse,
  SaveSheetRequest,
  type SheetPhotosResponse,
  type SheetResponse,
} from "../../../shared/handover-contracts";
import { msg } from "../../../shared/i18n/message";
import type { z } from "zod";
import { notify } from "../notifications/service";
import { type BookingRow, findBooking } from "../bookings/repository";
import { bookingHidden } from "../bookings/policy";
import { assertSheetAbility, type HandoverAbility, moveSheetProblem, type SheetState, sheetRefusal } from "./policy";
import { presentPhoto, presentSheet } from "./presenter";
import {
  countPhotos,
  deletePhoto,
  findGearBox,
  findPhoto,
  findSheet,
  insertPhotos,
  insertSheet,
  listPhotos,
  listSheets,
  type SheetRow,
  updateSheet,
} from "./repository";
import type { StoredFile } from "../bookings/receipt-service";

const NO_SHEET: SheetState = { exists: false, answered: false, photoCount: 0 };

async function stateOf(db: Db | Tx, sheet: SheetRow | undefined): Promise<SheetState> {
  if (!sheet) return NO_SHEET;
  return { exists: true, answered: sheet.renterAnswer !== null, photoCount: await countPhotos(db, sheet.id) };
}

/** Everyone who sees the booking live: its parties and the admins (staff read on demand). */
const audience = (b: BookingRow): Audience[] => [
  `user:${b.ownerId}`,
  ...(b.renterId ? [`user:${b.renterId}` as const] : []),
  "role:admin",
];

/**
 * Lock booking `b` and its `kind` sheet for the rest of `tx`, and check `ability`
 * again on what is there now: a move or another save may have come in between.
 */
async function lockForChange(tx: Tx, actor: Actor, b: BookingRow, kind: HandoverKind, ability: HandoverAbility) {
  const booking = await findBooking(tx, b.id, { lock: true });
  if (!booking) throw bookingHidden("read");
  const sheet = await findSheet(tx, b.id, kind, { lock: true });
  assertSheetAbility(actor, booking, kind, ability, await stateOf(tx, sheet));
  return { booking, sheet };
}

/** Both sheets of booking `b` (loaded for reading), the comparison, the next sheet's items and the caller's abilities. */
export async function readSheets(db: Db, actor: Actor, b: BookingRow): Promise<HandoverResponse> {
  assertSheetAbility(actor, b, "pickup", "read", NO_SHEET);
  const rows = await listSheets(db, b.id);
  const row = (kind: HandoverKind) => rows.find((r) => r.sheet.kind === kind);
  const views = { pickup: null, return: null } as Pick<HandoverResponse, "pickup" | "return">;
  const states = { pickup: NO_SHEET, return: NO_SHEET };
  for (const kind of ["pickup", "return"] as const) {
    const r = row(kind);
    if (!r) continue;
    const photos = await listPhotos(db, r.sheet.id);
    views[kind] = presentSheet(r, photos);
    states[kind] = { exists: true, answered: r.sheet.renterAnswer !== null, photoCount: photos.length };
  }
  const box = await findGearBox(db, b.gearId);
  const may = (kind: HandoverKind, ability: HandoverAbility) => !sheetRefusal(actor, b, kind, ability, states[kind]);
  return {
    ...views,
    comparison: views.pickup && views.return ? compareSheets(views.pickup.items, views.return.items) : null,
    checklist: {
      pickup: box ? boxItemsFor(box) : [],
      return: views.pickup ? views.pickup.items.filter((i) => i.present).map((i) => i.name) : [],
    },
    abilities: {
      canWritePickup: may("pickup", "write"),
      canWriteReturn: may("return", "write"),
      canAnswerPickup: may("pickup", "answer"),
      canAnswerReturn: may("return", "answer"),
    },
  };
}

async function presentOne(db: Db | Tx, b: BookingRow, kind: HandoverKind): Promise<SheetResponse> {
  const row = (await listSheets(db, b.id)).find((r) => r.sheet.kind === kind)!;
  return { sheet: presentSheet(row, await listPhotos(db, row.sheet.id)) };
}

/**
 * The owner writes the `kind` sheet of booking `b` (created, or replaced while
 * the renter has not answered it). The booking and the sheet are locked, so a
 * save cannot slip past a move or the renter's answer.
 */
export async function saveSheet({
  db,
  actor,
  booking: b,
  kind,
  input,
}: {
  db: Db;
  actor: Actor;
  booking: BookingRow;
  kind: HandoverKind;
  input: z.output<typeof SaveSheetRequest>;
}): Promise<SheetResponse> {
  return db.transaction(async (tx) => {
    const { booking, sheet } = await lockForChange(tx, actor, b, kind, "write");
    const values = { items: input.items, notes: input.notes };
    if (sheet) await updateSheet(tx, sheet.id, values);
    else await insertSheet(tx, { id: newId(), bookingId: booking.id, kind, createdBy: actor.user.id, ...values });
    await publish(tx, audience(booking), { type: "booking", id: booking.id });
    return presentOne(tx, booking, kind);
  });
}

/**
 * The owner adds photos to the `kind` sheet: each re-encoded without metadata
 * (storage/images.ts: 415 for what is not an image, 413 for too big) and kept
 * private. Refused callers are turned away before any file is read or stored;
 * the files are stored first and removed again when the write is refused under
 * the lock. The renter is told once the sheet has its first photos: it can be
 * confirmed from then on.
 */
export async function addSheetPhotos({
  db,
  storage,
  actor,
  booking: b,
  kind,
  files,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  booking: BookingRow;
  kind: HandoverKind;
  files: Buffer[];
}): Promise<SheetPhotosResponse> {
  const before = await findSheet(db, b.id, kind);
  assertSheetAbility(actor, b, kind, "write", await stateOf(db, before));
  if (!before) throw conflict(msg("handover", "errors.saveSheetFirst"));
  const choose = msg("handover", "errors.choosePhoto");
  if (files.length === 0) throw badInput(choose, { photos: choose });
  const processed = [];
  for (const file of files) processed.push(await processImage(file));
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
      if (had === 0 && booking.renterId)
        await notify(tx, booking.renterId, {
          kind: "booking.handover",
          title: msg("handover", "notices.ready", { gearName: booking.equipmentName }),
          body: msg("handover", `kind.${kind}`),
          link: `/booking?booking=${booking.id}`,
        });
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

/** One photo of a sheet (or its thumbnail), or null when there is none by that id. */
export async function openSheetPhoto(
  db: Db,
  storage: Storage,
  actor: Actor,
  b: BookingRow,
  kind: HandoverKind,
  photoId: string,
  size: "full" | "thumb" = "full",
): Promise<StoredFile | null> {
  assertSheetAbility(actor, b, kind, "read", NO_SHEET);
  const sheet = await findSheet(db, b.id, kind);
  const photo = sheet ? await findPhoto(db, sheet.id, photoId) : undefined;
  const stream = photo ? await storage.read(size === "thumb" ? photo.thumbKey : photo.fileKey) : null;
  return stream ? { stream, contentType: "image/webp" } : null;
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
    await publish(tx, audience(booking), { type: "booking", id: booking.id });
    const photos = (await listPhotos(tx, sheet.id)).map((p) => presentPhoto(booking.id, kind, p));
    return { answer: { photos }, keys: [photo.fileKey, photo.thumbKey] };
  });
  for (const key of keys) await storage.remove(key);
  return answer;
}

/**
 * The renter confirms the `kind` sheet, or disagrees with a note. Either answer
 * closes the sheet for good. The owner is told.
 */
export async function answerSheet({
  db,
  actor,
  booking: b,
  kind,
  input,
}: {
  db: Db;
  actor: Actor;
  booking: BookingRow;
  kind: HandoverKind;
  input: z.output<typeof AnswerSheetRequest>;
}): Promise<SheetResponse> {
  return db.transaction(async (tx) => {
    const { booking, sheet } = await lockForChange(tx, actor, b, kind, "answer");
    const disputed = input.answer === "disagree";
    await updateSheet(tx, sheet!.id, {
      renterAnswer: disputed ? "disputed" : "confirmed",
      answeredAt: new Date(),
      answeredBy: actor.user.id,
      disagreement: disputed ? input.note : null,
    });
    await notify(tx, booking.ownerId, {
      kind: "booking.handover",
      title: msg("handover", "notices.answered", { gearName: booking.equipmentName }),
      body: msg("handover", disputed ? "answer.disputed" : "answer.confirmed"),
      link: `/owners/dashboard?booking=${booking.id}`,
    });
    await publish(tx, audience(booking), { type: "booking", id: booking.id });
    return presentOne(tx, booking, kind);
  });
}

/**
 * What the sheets require of booking `booking`'s move to `to`, or null: "Mark
 * handed over" (→ active) needs the pickup sheet with at least one photo, "Mark
 * returned" (→ completed) the return sheet with one. For transition.ts: call it
 * inside the move's transaction, after the booking row is locked, and throw the
 * answer when it is not null (409 with the reason in the caller's language).
 */
export async function sheetRequirement(
  db: Db | Tx,
  booking: Pick<BookingRow, "id">,
  to: BookingStatus,
): Promise<ReturnType<typeof moveSheetProblem>> {
  if (to !== "active" && to !== "completed") return null;
  return moveSheetProblem(to, {
    pickup: await stateOf(db, await findSheet(db, booking.id, "pickup")),
    return: await stateOf(db, await findSheet(db, booking.id, "return")),
  });
}
