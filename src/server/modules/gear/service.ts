import type { Db, Tx } from "../../db/client";
import { badInput, badInputFrom, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { OwnerRow } from "../../plugins/actor";
import type { Storage } from "../../storage/storage";
import type { GearDetail } from "../../../shared/catalogue";
import {
  CreateGearRequest,
  type CreateGearInput,
  listingProblems,
  type OwnerGearItem,
  type UpdateGearInput,
} from "../../../shared/gear-contracts";
import { MAX_GEAR_PHOTOS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { msg } from "../../../shared/i18n/message";
import { isPubliclyVisible } from "./policy";
import { type GearRow, presentGearDetail, presentOwnerGearItem } from "./presenter";
import { assertPhotoCount, processPhotos, withPhotoRollback, writePhotoFiles, type PhotoUpload } from "./photos";
import {
  countPhotos,
  findGearCardRow,
  insertGear,
  listOwnerGearRows,
  loadCovers,
  loadPhotos,
  updateGearRow,
} from "./repository";
import { getSettings } from "../settings/service";
import { writeListingWithUnits } from "./units";
import { assertKitsStayWhole } from "./kit-guard";
import { enqueueListingAlert } from "./listing-alert";

/** The `data` part of POST /api/gear → a validated listing, or 400 with field messages. */
export function parseListingData(raw: string | undefined): CreateGearInput {
  if (!raw) {
    const message = msg("gear", "errors.dataMissing");
    throw badInput(message, { data: message });
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    const message = msg("gear", "errors.dataNotJson");
    throw badInput(message, { data: message });
  }
  const parsed = CreateGearRequest.safeParse(json);
  if (!parsed.success) throw badInputFrom(parsed.error, "data");
  return parsed.data;
}

/** The owner's primary state when it is one of ours (older rows may hold free text). */
const primaryState = (owner: OwnerRow) =>
  (MALAYSIAN_STATES as readonly string[]).includes(owner.state ?? "") ? owner.state : null;

/**
 * A new listing of `owner` with 1 to 10 photos (issue 3 item 1). Every photo
 * is checked and re-encoded before anything is written; the gear row and its
 * photo rows go in one transaction, and a failed transaction removes the files.
 */
export async function createGear({
  db,
  storage,
  owner,
  input,
  photos,
  kit,
}: {
  db: Db;
  storage: Storage;
  owner: OwnerRow;
  input: CreateGearInput;
  photos: PhotoUpload[];
  /** A kit (modules/kits): its components are written in the same transaction, after the row. */
  kit?: (tx: Tx, id: string) => Promise<void>;
}): Promise<GearDetail> {
  assertPhotoCount(photos.length, MAX_GEAR_PHOTOS);
  const images = await processPhotos(photos);
  const id = newId();
  const stored = await writePhotoFiles(storage, id, images);
  await withPhotoRollback(storage, stored, () =>
    db.transaction(async (tx) => {
      const extendedPriceThreshold = input.extendedPriceThreshold ?? (await getSettings(tx)).defaultExtendedThreshold;
      const values = {
        ...input,
        extendedPriceThreshold,
        id,
        ownerId: owner.userId,
        state: input.state === undefined ? primaryState(owner) : input.state,
        status: "active" as const,
        ...(kit && { kind: "kit" as const, unitCount: 1 }),
      };
      await insertGear(
        tx,
        values,
        stored.map((p, position) => ({ ...p, position })),
      );
      if (kit) await kit(tx, id);
      // New public gear: saved filters with alerts on hear of it (ADR 030).
      await enqueueListingAlert(tx, id);
    }),
  );
  return getGearDetail(db, id);
}

/**
 * Change some fields of a listing. The cross-field rules (tiers, student
 * price) are checked on the listing as it will be, so turning multiple pricing
 * on without tiers is refused even when the tiers were not sent.
 */
export async function updateGear({
  db,
  item,
  input,
}: {
  db: Db;
  item: GearRow;
  input: UpdateGearInput;
}): Promise<GearDetail> {
  if (item.kind === "kit" && input.unitCount !== undefined && input.unitCount !== 1) {
    const message = msg("gear", "kits.kitUnits");
    throw badInput(message, { unitCount: message });
  }
  const merged = { ...item, ...input };
  const problems = listingProblems(merged);
  if (Object.keys(problems).length > 0) throw badInput(Object.values(problems)[0]!, problems);
  // A changed turnaround applies to bookings made from now on: holds keep the days they were made with (ADR 037).
  await writeListingWithUnits(db, item.id, input);
  return getGearDetail(db, item.id);
}

/** Archive (hidden from the public, bookings refused) or restore a listing. */
export async function setGearStatus({
  db,
  item,
  status,
}: {
  db: Db;
  item: GearRow;
  status: "active" | "archived";
}): Promise<GearDetail> {
  await db.transaction(async (tx) => {
    await assertKitsStayWhole(tx, item, status);
    await updateGearRow(tx, item.id, { status });
    // A restored listing is public again; the match records each filter's alert once, so a restore never repeats one.
    if (status === "active" && item.status !== "active") await enqueueListingAlert(tx, item.id);
  });
  return getGearDetail(db, item.id);
}

/** The detail view of any listing, whatever its status: callers have already decided the caller may see it. */
export async function getGearDetail(db: Db, id: string): Promise<GearDetail> {
  const row = await findGearCardRow(db, id);
  if (!row) throw notFound(msg("gear", "errors.thatGear"));
  return presentGearDetail(row, await loadPhotos(db, id));
}

/** GET /api/gear/:id: an active listing of an active owner; anything else is 404. */
export async function getPublicGearDetail(db: Db, id: string): Promise<GearDetail> {
  const row = await findGearCardRow(db, id);
  if (!row || !isPubliclyVisible(row.gear, row.ownerStatus)) throw notFound(msg("gear", "errors.thatGear"));
  return presentGearDetail(row, await loadPhotos(db, id));
}

/** The owner's own listings, archived ones included, with status and photo count. */
export async function listOwnGear(db: Db, ownerId: string): Promise<OwnerGearItem[]> {
  const rows = await listOwnerGearRows(db, ownerId);
  const ids = rows.map((r) => r.gear.id);
  const [covers, counts] = await Promise.all([loadCovers(db, ids), countPhotos(db, ids)]);
  return rows.map((r) => presentOwnerGearItem(r, covers.get(r.gear.id), counts.get(r.gear.id) ?? 0));
}
