import { gear, type gearPhotos, owners } from "../../db/schema";
import type { GearCard, GearDetail, GearPhotoView } from "../../../shared/catalogue";
import type { OwnerGearItem } from "../../../shared/gear-contracts";

export type GearRow = typeof gear.$inferSelect;
export type PhotoRow = typeof gearPhotos.$inferSelect;

/** A row selected with gearCardColumns. */
export interface GearCardRow {
  gear: GearRow;
  ownerUsername: string;
  ownerDisplayName: string;
}

export const fileUrl = (key: string) => `/files/${key}`;

/** Columns a card needs, joined with the owner's public name; use with presentGearCard. */
export const gearCardColumns = {
  gear,
  ownerUsername: owners.username,
  ownerDisplayName: owners.displayName,
};

function presentPhoto(p: PhotoRow): GearPhotoView {
  return { id: p.id, url: fileUrl(p.fileKey), thumbUrl: fileUrl(p.thumbKey), width: p.width, height: p.height };
}

/**
 * A row → the public card. Never the search vector or internal columns.
 * `kitCapacity`: a kit's, where a list of cards loaded it (loadKitCapacities).
 */
export function presentGearCard(row: GearCardRow, cover: PhotoRow | undefined, kitCapacity?: number): GearCard {
  const g = row.gear;
  return {
    id: g.id,
    kind: g.kind === "kit" ? "kit" : "listing",
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
    unitCount: g.unitCount,
    turnaroundDays: g.turnaroundDays,
    ...(g.kind === "kit" && kitCapacity !== undefined && { kitCapacity }),
    coverThumbUrl: cover ? fileUrl(cover.thumbKey) : null,
    coverUrl: cover ? fileUrl(cover.fileKey) : null,
    createdAt: g.createdAt.toISOString(),
  };
}

export function presentGearDetail(row: GearCardRow, photos: PhotoRow[]): GearDetail {
  return {
    ...presentGearCard(row, photos[0]),
    description: row.gear.description,
    specs: row.gear.specs,
    photos: photos.map(presentPhoto),
    status: row.gear.status,
    boxItems: row.gear.boxItems,
  };
}

/** An item of the owner's own list: the card plus what only the owner needs to see. */
export function presentOwnerGearItem(row: GearCardRow, cover: PhotoRow | undefined, photoCount: number): OwnerGearItem {
  return {
    ...presentGearCard(row, cover),
    status: row.gear.status,
    photoCount,
    updatedAt: row.gear.updatedAt.toISOString(),
  };
}
