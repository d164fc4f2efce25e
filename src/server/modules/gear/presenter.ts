import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, gearPhotos, owners } from "../../db/schema";
import type { GearCard, GearDetail, GearPhotoView } from "../../../shared/catalogue";
import type { OwnerGearItem } from "../../../shared/gear-contracts";

export type GearRow = typeof gear.$inferSelect;
type PhotoRow = typeof gearPhotos.$inferSelect;

export const fileUrl = (key: string) => `/files/${key}`;

/** Columns a card needs, joined with the owner's public name; use with presentGearCard. */
export const gearCardColumns = {
  gear,
  ownerUsername: owners.username,
  ownerDisplayName: owners.displayName,
};

export function presentPhoto(p: PhotoRow): GearPhotoView {
  return { id: p.id, url: fileUrl(p.fileKey), thumbUrl: fileUrl(p.thumbKey), width: p.width, height: p.height };
}

/** A row → the public card. Never the search vector or internal columns. */
export function presentGearCard(
  row: { gear: GearRow; ownerUsername: string; ownerDisplayName: string },
  cover: PhotoRow | undefined,
): GearCard {
  const g = row.gear;
  return {
    id: g.id,
    name: g.name,
    category: g.category,
    brand: g.brand,
    model: g.model,
    condition: g.condition,
    state: g.state,
    ownerId: g.ownerId,
    ownerUsername: row.ownerUsername,
    ownerDisplayName: row.ownerDisplayName,
    pricePerDay: g.pricePerDay,
    extendedPrice: g.extendedPrice,
    extendedPriceThreshold: g.extendedPriceThreshold,
    enableMultiplePricing: g.enableMultiplePricing,
    pricingTiers: g.pricingTiers,
    enableStudentRate: g.enableStudentRate,
    studentPrice: g.studentPrice,
    deposit: g.deposit,
    coverThumbUrl: cover ? fileUrl(cover.thumbKey) : null,
    coverUrl: cover ? fileUrl(cover.fileKey) : null,
    createdAt: g.createdAt.toISOString(),
  };
}

export function presentGearDetail(
  row: { gear: GearRow; ownerUsername: string; ownerDisplayName: string },
  photos: PhotoRow[],
): GearDetail {
  return {
    ...presentGearCard(row, photos[0]),
    description: row.gear.description,
    specs: row.gear.specs,
    photos: photos.map(presentPhoto),
    status: row.gear.status,
  };
}

/** An item of the owner's own list: the card plus what only the owner needs to see. */
export function presentOwnerGearItem(
  row: { gear: GearRow; ownerUsername: string; ownerDisplayName: string },
  cover: PhotoRow | undefined,
  photoCount: number,
): OwnerGearItem {
  return {
    ...presentGearCard(row, cover),
    status: row.gear.status,
    photoCount,
    updatedAt: row.gear.updatedAt.toISOString(),
  };
}

/** Cover photo (lowest position) of each gear id, in one query. */
export async function loadCovers(db: Db, gearIds: string[]): Promise<Map<string, PhotoRow>> {
  const covers = new Map<string, PhotoRow>();
  if (gearIds.length === 0) return covers;
  const rows = await db
    .select()
    .from(gearPhotos)
    .where(inArray(gearPhotos.gearId, gearIds))
    .orderBy(asc(gearPhotos.gearId), asc(gearPhotos.position));
  for (const r of rows) if (!covers.has(r.gearId)) covers.set(r.gearId, r);
  return covers;
}

/** Cards for rows selected with gearCardColumns, covers loaded in one extra query. */
export async function toGearCards(
  db: Db,
  rows: { gear: GearRow; ownerUsername: string; ownerDisplayName: string }[],
): Promise<GearCard[]> {
  const covers = await loadCovers(
    db,
    rows.map((r) => r.gear.id),
  );
  return rows.map((r) => presentGearCard(r, covers.get(r.gear.id)));
}

/** Photos of one gear item in display order. */
export function loadPhotos(db: Db, gearId: string) {
  return db.select().from(gearPhotos).where(eq(gearPhotos.gearId, gearId)).orderBy(asc(gearPhotos.position));
}
