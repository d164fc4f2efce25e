import type { PricingTier } from "./pricing";

/** A listing as lists show it (search, home, owner profile); money in sen. */
export interface GearCard {
  id: string;
  name: string;
  category: string;
  brand: string | null;
  model: string | null;
  condition: string;
  state: string | null;
  ownerId: string;
  ownerUsername: string;
  ownerDisplayName: string;
  pricePerDay: number;
  extendedPrice: number | null;
  extendedPriceThreshold: number;
  enableMultiplePricing: boolean;
  pricingTiers: PricingTier[];
  enableStudentRate: boolean;
  studentPrice: number | null;
  deposit: number;
  /** URL of the cover photo's thumbnail and full image, or null without photos. */
  coverThumbUrl: string | null;
  coverUrl: string | null;
  createdAt: string;
}

export interface GearPhotoView {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** GET /api/gear/:id: the card plus everything the gear page shows. */
export interface GearDetail extends GearCard {
  description: string;
  specs: { label: string; value: string }[];
  photos: GearPhotoView[];
  status: string;
}

export interface GearSearchResult {
  items: GearCard[];
  total: number;
  page: number;
  pageSize: number;
}
