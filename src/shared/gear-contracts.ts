import { z } from "zod";
import { GearCard, GearDetail } from "./catalogue";
import { addDays, isIsoDate, rentalDays } from "./dates";
import { GEAR_CATEGORY_IDS, GEAR_CONDITION_IDS, MAX_GEAR_PHOTOS } from "./gear";
import { MALAYSIAN_STATES } from "./malaysia";
import { formatRM } from "./money";

/** Limits of a listing (issue 3 item 1); the form shows them as hints. */
export const GEAR_LIMITS = {
  nameMax: 120,
  brandMax: 80,
  descriptionMax: 5000,
  specsMax: 30,
  specLabelMax: 60,
  specValueMax: 200,
  tiersMax: 10,
  thresholdMin: 2,
  thresholdMax: 60,
  /** sen: RM 1.00 to RM 100,000.00 a day */
  priceMin: 100,
  priceMax: 10_000_000,
  /** sen: RM 1,000,000.00 */
  depositMax: 100_000_000,
  blockMaxDays: 366,
  blockNoteMax: 200,
} as const;

export const GEAR_MESSAGES = {
  photoLimit: `A listing can have at most ${MAX_GEAR_PHOTOS} photos`,
  lastPhoto: "A listing needs at least one photo",
  photoRequired: "Add at least one photo",
  photoOrder: "List each photo of this listing exactly once",
  blockOverlap: "These dates overlap dates that are already blocked or booked",
  tiersRequired: "Add at least one pricing tier, or turn multiple pricing off",
  tiersOverlap: "Pricing tiers must not overlap",
  studentPriceRequired: "Enter the student price, or turn the student rate off",
} as const;

const L = GEAR_LIMITS;

/** Money in sen within [min, max], with the limits spelled in RM. */
const sen = (what: string, min: number = L.priceMin, max: number = L.priceMax) =>
  z
    .number({ message: `${what} must be an amount in RM` })
    .int(`${what} must be a whole number of sen`)
    .min(min, `${what} must be at least ${formatRM(min)}`)
    .max(max, `${what} must be at most ${formatRM(max)}`);

/** Optional free text: blank becomes null so "cleared" and "never set" read the same. */
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

export const GearSpecInput = z.object({
  label: z
    .string()
    .trim()
    .min(1, "Spec name is required")
    .max(L.specLabelMax, `Spec name must be at most ${L.specLabelMax} characters`),
  value: z
    .string()
    .trim()
    .min(1, "Spec value is required")
    .max(L.specValueMax, `Spec value must be at most ${L.specValueMax} characters`),
});

export const PricingTierInput = z.object({
  minDays: z
    .number({ message: "Enter the first day of the tier" })
    .int("Days must be whole days")
    .min(1, "A tier starts at day 1 or later")
    .max(366, "A tier starts at day 366 at the latest"),
  maxDays: z.number().int("Days must be whole days").max(366, "A tier ends at day 366 at the latest").nullable(),
  price: sen("Tier price"),
});

/**
 * Every field of a listing, none required: PATCH takes any subset. Create
 * (below) requires name, category and the daily price, and applies defaults.
 */
const listingShape = {
  name: z.string().trim().min(1, "Name is required").max(L.nameMax, `Name must be at most ${L.nameMax} characters`),
  category: z.enum(GEAR_CATEGORY_IDS, { message: "Choose a category from the list" }),
  brand: optionalText("Brand", L.brandMax),
  model: optionalText("Model", L.brandMax),
  description: z.string().trim().max(L.descriptionMax, `Description must be at most ${L.descriptionMax} characters`),
  condition: z.enum(GEAR_CONDITION_IDS, { message: "Choose a condition from the list" }),
  specs: z.array(GearSpecInput).max(L.specsMax, `A listing can have at most ${L.specsMax} specifications`),
  state: z.enum(MALAYSIAN_STATES, { message: "Choose a state from the list" }).nullable(),
  pricePerDay: sen("Daily price"),
  extendedPrice: sen("Extended price").nullable(),
  extendedPriceThreshold: z
    .number({ message: "Enter a number of days" })
    .int("Days must be whole days")
    .min(L.thresholdMin, `The extended price starts from ${L.thresholdMin} to ${L.thresholdMax} days`)
    .max(L.thresholdMax, `The extended price starts from ${L.thresholdMin} to ${L.thresholdMax} days`),
  enableMultiplePricing: z.boolean(),
  pricingTiers: z.array(PricingTierInput).max(L.tiersMax, `A listing can have at most ${L.tiersMax} pricing tiers`),
  enableStudentRate: z.boolean(),
  studentPrice: sen("Student price").nullable(),
  deposit: sen("Deposit", 0, L.depositMax),
};

/** A complete listing after defaults: what the cross-field rules look at. */
export interface GearListing {
  name: string;
  category: (typeof GEAR_CATEGORY_IDS)[number];
  brand: string | null;
  model: string | null;
  description: string;
  condition: (typeof GEAR_CONDITION_IDS)[number];
  specs: { label: string; value: string }[];
  state: (typeof MALAYSIAN_STATES)[number] | null;
  pricePerDay: number;
  extendedPrice: number | null;
  extendedPriceThreshold: number;
  enableMultiplePricing: boolean;
  pricingTiers: { minDays: number; maxDays: number | null; price: number }[];
  enableStudentRate: boolean;
  studentPrice: number | null;
  deposit: number;
}

/**
 * Rules across fields, keyed like zod paths ("pricingTiers.1.maxDays"): tiers
 * are required when multiple pricing is on and may not share a day (the price
 * function would otherwise pick one silently); a student rate needs its price.
 */
export function listingProblems(
  l: Pick<GearListing, "enableMultiplePricing" | "pricingTiers" | "enableStudentRate" | "studentPrice">,
): Record<string, string> {
  const problems: Record<string, string> = {};
  l.pricingTiers.forEach((t, i) => {
    if (t.maxDays != null && t.maxDays < t.minDays)
      problems[`pricingTiers.${i}.maxDays`] = "The last day must be on or after the first day";
  });
  if (l.enableMultiplePricing && l.pricingTiers.length === 0) problems.pricingTiers = GEAR_MESSAGES.tiersRequired;
  const sorted = [...l.pricingTiers].sort((a, b) => a.minDays - b.minDays);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (prev.maxDays == null || prev.maxDays >= sorted[i]!.minDays)
      problems.pricingTiers ??= GEAR_MESSAGES.tiersOverlap;
  }
  if (l.enableStudentRate && l.studentPrice == null) problems.studentPrice = GEAR_MESSAGES.studentPriceRequired;
  return problems;
}

function refineListing(l: Parameters<typeof listingProblems>[0], ctx: z.RefinementCtx) {
  for (const [key, message] of Object.entries(listingProblems(l))) {
    ctx.addIssue({ code: "custom", message, path: key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
  }
}

/** POST /api/gear, the `data` part: required fields plus defaults (state defaults to the owner's primary state on the server). */
export const CreateGearRequest = z
  .object({
    ...listingShape,
    brand: listingShape.brand.optional().default(null),
    model: listingShape.model.optional().default(null),
    description: listingShape.description.optional().default(""),
    condition: listingShape.condition.optional().default("good"),
    specs: listingShape.specs.optional().default([]),
    state: listingShape.state.optional(),
    extendedPrice: listingShape.extendedPrice.optional().default(null),
    // Left out: the admin's default threshold (settings) applies on the server.
    extendedPriceThreshold: listingShape.extendedPriceThreshold.optional(),
    enableMultiplePricing: listingShape.enableMultiplePricing.optional().default(false),
    pricingTiers: listingShape.pricingTiers.optional().default([]),
    enableStudentRate: listingShape.enableStudentRate.optional().default(false),
    studentPrice: listingShape.studentPrice.optional().default(null),
    deposit: listingShape.deposit.optional().default(0),
  })
  .superRefine(refineListing);
export type CreateGearRequest = z.input<typeof CreateGearRequest>;
export type CreateGearInput = z.output<typeof CreateGearRequest>;

/** PATCH /api/gear/:id: any subset; the server checks the cross-field rules on the merged listing. */
export const UpdateGearRequest = z.object(listingShape).partial();
export type UpdateGearRequest = z.input<typeof UpdateGearRequest>;
export type UpdateGearInput = z.output<typeof UpdateGearRequest>;

/** PUT /api/gear/:id/photos/order */
export const PhotoOrderRequest = z.object({
  photoIds: z
    .array(z.string().min(1).max(64))
    .min(1, GEAR_MESSAGES.photoOrder)
    .max(MAX_GEAR_PHOTOS, GEAR_MESSAGES.photoOrder),
});

export const IsoDate = z.string().refine(isIsoDate, "Enter a date as YYYY-MM-DD");

/** Rules of an owner block (inclusive dates), checked against today in Malaysia. */
export function blockRangeProblems(startDate: string, endDate: string, today: string): Record<string, string> {
  if (endDate < startDate) return { endDate: "The last blocked day must be on or after the first" };
  if (startDate < today) return { startDate: "Blocked dates cannot start in the past" };
  if (rentalDays(startDate, endDate) > L.blockMaxDays)
    return { endDate: `A block can be at most ${L.blockMaxDays} days long` };
  return {};
}

/** POST /api/gear/:id/blocks (the date window is checked by the server against its today). */
export const CreateBlockRequest = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  note: optionalText("Note", L.blockNoteMax).optional().default(null),
});
export type CreateBlockRequest = z.input<typeof CreateBlockRequest>;

/** An optional `from`/`to` date range in a query string; the server fills what is missing. */
export const DateRangeQuery = z.object({ from: IsoDate.optional(), to: IsoDate.optional() });

/** GET /api/gear/:id/availability query; defaults are filled by the server. */
export const AvailabilityQuery = DateRangeQuery;
export const AVAILABILITY_DEFAULT_DAYS = 92;
export const AVAILABILITY_MAX_DAYS = 366;

/** The last day of the default availability window starting `from`. */
export const defaultAvailabilityEnd = (from: string) => addDays(from, AVAILABILITY_DEFAULT_DAYS);

/** `:id` of /api/gear/:id and /api/owners/me/gear/:id. */
export const GearIdParams = z.object({ id: z.string().min(1).max(64) });
export const GearPhotoParams = GearIdParams.extend({ photoId: z.string().min(1).max(64) });
export const GearBlockParams = GearIdParams.extend({
  blockId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A 204 answer: no body. */
export const NoContent = z.null();

/** POST /api/gear (201): the new listing, as the owner's detail view shows it. */
export const CreateGearResponse = z.object({ gear: GearDetail });
export type CreateGearResponse = z.infer<typeof CreateGearResponse>;

/** GET /api/owners/me/gear: an item of the owner's own list (archived ones included). */
export const OwnerGearItem = GearCard.extend({
  status: z.string(),
  photoCount: z.number(),
  updatedAt: z.iso.datetime(),
});
export type OwnerGearItem = z.infer<typeof OwnerGearItem>;
export const OwnerGearList = z.array(OwnerGearItem);

/** An owner-blocked range; both dates inclusive. */
export const GearBlockView = z.object({
  id: z.number(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  note: z.string().nullable(),
});
export type GearBlockView = z.infer<typeof GearBlockView>;
export const GearBlockList = z.array(GearBlockView);

/** GET /api/gear/:id/availability */
export const GearAvailability = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every held or blocked date in [from, to], ascending. */
  unavailable: z.array(z.iso.date()),
});
export type GearAvailability = z.infer<typeof GearAvailability>;
