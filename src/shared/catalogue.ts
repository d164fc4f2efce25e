import { z } from "zod";
import { ImageView } from "./contracts";
import { GEAR_KINDS } from "./gear";

/** A pricing tier as the API answers it (money in sen per day); the rules are in gear-contracts.ts. */
export const PricingTierView = z.object({ minDays: z.number(), maxDays: z.number().nullable(), price: z.number() });

/**
 * A listing as lists show it (search, home, owner profile); money in sen.
 * Response contracts are loose on strings (`category`, `state`) because older
 * rows may hold free text: a tighter schema would turn such a row into a 500.
 */
export const GearCard = z.object({
  id: z.string(),
  /** 'kit' for a kit of the owner's listings (GET /api/kits/:id lists what is in it; ADR 039). Always sent; optional for cards made before kits. */
  kind: z.enum(GEAR_KINDS).optional(),
  name: z.string(),
  category: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  condition: z.string(),
  state: z.string().nullable(),
  ownerId: z.string(),
  ownerUsername: z.string(),
  ownerDisplayName: z.string(),
  pricePerDay: z.number(),
  extendedPrice: z.number().nullable(),
  extendedPriceThreshold: z.number(),
  enableMultiplePricing: z.boolean(),
  pricingTiers: z.array(PricingTierView),
  enableStudentRate: z.boolean(),
  studentPrice: z.number().nullable(),
  deposit: z.number(),
  /** Identical units the listing has (issue 32); a booking takes 1 or more. */
  unitCount: z.number(),
  /** Days kept free after each rental (collection, cleaning, charging); not charged. */
  turnaroundDays: z.number(),
  /**
   * A kit's, on a list's cards (search, home, owner profile, wanted answers): how many kits can go
   * out at once, the least of its components' units / quantity (ADR 039); its own `unitCount`
   * stays 1. Absent for a listing, and on the gear page (GET /api/kits/:id gives it there).
   */
  kitCapacity: z.number().optional(),
  /** In a search with dates: how many units (of a kit: kits) are free for them (turnaround included); absent otherwise. */
  freeUnits: z.number().optional(),
  /** URL of the cover photo's thumbnail and full image, or null without photos. */
  coverThumbUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type GearCard = z.infer<typeof GearCard>;

/** A gear photo; its URLs are public, like the listing. */
export const GearPhotoView = ImageView;
export type GearPhotoView = z.infer<typeof GearPhotoView>;

/** GET /api/gear/:id: the card plus everything the gear page shows. */
export const GearDetail = GearCard.extend({
  description: z.string(),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  photos: z.array(GearPhotoView),
  status: z.string(),
  /** The owner's "what's in the box" list; null = the category's defaults (boxItemsFor in handover-contracts.ts). */
  boxItems: z.array(z.string()).nullable(),
});
export type GearDetail = z.infer<typeof GearDetail>;

/** One page of a paged list (search results, the Wanted board): the items, how many in all, which page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
