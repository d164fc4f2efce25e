import type { Db } from "../../db/client";
import { badInput, badInputFrom, notFound } from "../../lib/errors";
import type { OwnerRow } from "../../plugins/actor";
import type { Storage } from "../../storage/storage";
import { msg } from "../../../shared/i18n/message";
import type { GearDetail } from "../../../shared/catalogue";
import { CreateKitRequest, type KitView } from "../../../shared/kit-contracts";
import type { PhotoUpload } from "../gear/photos";
import type { GearRow } from "../gear/presenter";
import { isPubliclyVisible } from "../gear/policy";
import { findGearCardRow } from "../gear/repository";
import { createGear } from "../gear/service";
import { findComponents, replaceComponents } from "./repository";
import { assertComponents } from "./rules";

/** The `data` part of POST /api/kits → a validated kit, or 400 with field messages. */
export function parseKitData(raw: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? "");
  } catch {
    const message = msg("gear", raw ? "errors.dataNotJson" : "errors.dataMissing");
    throw badInput(message, { data: message });
  }
  const parsed = CreateKitRequest.safeParse(json);
  if (!parsed.success) throw badInputFrom(parsed.error, "data");
  return parsed.data;
}

/**
 * A new kit of `owner` (issue 32 item 2): a gear row of kind 'kit' with the
 * listing's fields and photos, and its components, all in one transaction: a
 * component refused (rules.ts) writes nothing, photos included.
 */
export async function createKit({
  db,
  storage,
  owner,
  data,
  photos,
}: {
  db: Db;
  storage: Storage;
  owner: OwnerRow;
  data: ReturnType<typeof parseKitData>;
  photos: PhotoUpload[];
}): Promise<GearDetail> {
  const { components, ...input } = data;
  return createGear({
    db,
    storage,
    owner,
    input,
    photos,
    kit: async (tx, id) => {
      await assertComponents(tx, owner.userId, id, components);
      await replaceComponents(tx, id, components);
    },
  });
}

/** PUT /api/kits/:id/components: the kit's new list, checked as at creation; 404 for a listing that is not a kit. */
export async function setComponents(db: Db, kit: GearRow, components: { gearId: string; quantity: number }[]) {
  if (kit.kind !== "kit") throw notFound(msg("gear", "kits.thatKit"));
  await db.transaction(async (tx) => {
    await assertComponents(tx, kit.ownerId, kit.id, components);
    await replaceComponents(tx, kit.id, components);
  });
  return readKit(db, kit.id);
}

/** The kit's components and how many can be booked at once (the least of units / quantity). */
export async function readKit(db: Db, kitId: string): Promise<KitView> {
  const rows = await findComponents(db, kitId);
  const components = rows.map((c) => ({
    gearId: c.gearId,
    name: c.name,
    quantity: c.quantity,
    unitCount: c.unitCount,
  }));
  return { id: kitId, components, capacity: capacityOf(rows) };
}

export const capacityOf = (rows: { quantity: number; unitCount: number }[]) =>
  rows.length === 0 ? 0 : Math.min(...rows.map((c) => Math.floor(c.unitCount / c.quantity)));

/** GET /api/kits/:id: a public kit's components; 404 for a listing, or a kit the public may not see. */
export async function readPublicKit(db: Db, id: string): Promise<KitView> {
  const row = await findGearCardRow(db, id);
  if (!row || row.gear.kind !== "kit" || !isPubliclyVisible(row.gear, row.ownerStatus))
    throw notFound(msg("gear", "kits.thatKit"));
  return readKit(db, id);
}
