import { z } from "zod";
import { GearCard, GearDetail } from "./catalogue";
import { addDays, isIsoDate, rentalDays } from "./dates";
import { GEAR_CATEGORY_IDS, GEAR_CONDITION_IDS, GEAR_STATUSES, MAX_GEAR_PHOTOS } from "./gear";
import { BoxItemsInput } from "./handover-contracts";
import { MALAYSIAN_STATES } from "./malaysia";
import { type MessageKey, msg } from "./i18n/message";
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
  /** Identical units of one listing (issue 32). */
  unitsMin: 1,
  unitsMax: 100,
  unitLabelMax: 60,
  /** Days kept free after each rental. */
  turnaroundMax: 14,
  blockNoteMax: 200,
} as const;

/** Messages of the listing rules, as `msg` strings: the reader's side translates them (gear namespace). */
export const GEAR_MESSAGES = {
  photoLimit: msg("gear", "errors.photoLimit", { max: MAX_GEAR_PHOTOS }),
  lastPhoto: msg("gear", "errors.lastPhoto"),
  photoRequired: msg("gear", "errors.photoRequired"),
  photoOrder: msg("gear", "errors.photoOrder"),
  blockOverlap: msg("gear", "errors.blockOverlap"),
  tiersRequired: msg("gear", "errors.tiersRequired"),
  tiersOverlap: msg("gear", "errors.tiersOverlap"),
  studentPriceRequired: msg("gear", "errors.studentPriceRequired"),
} as const;

const L = GEAR_LIMITS;
/** A field's name inside a message ("Brand must be at most 80 characters"). */
type FieldName = Extract<MessageKey<"gear">, `fields.${string}`>;
const field = (key: FieldName) => msg("gear", key);
const textMax = (what: string, max: number) => msg("gear", "validation.textMax", { field: what, max });

/** Money in sen within [min, max], with the limits spelled in RM. */
const sen = (what: string, min: number = L.priceMin, max: number = L.priceMax) =>
  z
    .number({ message: msg("gear", "validation.amount", { field: what }) })
    .int(msg("gear", "validation.wholeSen", { field: what }))
    .min(min, msg("gear", "validation.amountMin", { field: what, min: formatRM(min) }))
    .max(max, msg("gear", "validation.amountMax", { field: what, max: formatRM(max) }));

/** Optional free text: blank becomes null so "cleared" and "never set" read the same. */
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, textMax(what, max))
    .nullable()
    .transform((v) => (v ? v : null));

export const GearSpecInput = z.object({
  label: z
    .string()
    .trim()
    .min(1, msg("gear", "validation.required", { field: field("fields.specName") }))
    .max(L.specLabelMax, textMax(field("fields.specName"), L.specLabelMax)),
  value: z
    .string()
    .trim()
    .min(1, msg("gear", "validation.required", { field: field("fields.specValue") }))
    .max(L.specValueMax, textMax(field("fields.specValue"), L.specValueMax)),
});

export const PricingTierInput = z.object({
  minDays: z
    .number({ message: msg("gear", "validation.tierStart") })
    .int(msg("gear", "validation.wholeDays"))
    .min(1, msg("gear", "validation.tierStartMin"))
    .max(366, msg("gear", "validation.tierStartMax")),
  maxDays: z
    .number()
    .int(msg("gear", "validation.wholeDays"))
    .max(366, msg("gear", "validation.tierEndMax"))
    .nullable(),
  price: sen(field("fields.tierPrice")),
});

/**
 * Every field of a listing, none required: PATCH takes any subset. Create
 * (below) requires name, category and the daily price, and applies defaults.
 */
const listingShape = {
  name: z
    .string()
    .trim()
    .min(1, msg("gear", "validation.required", { field: field("fields.name") }))
    .max(L.nameMax, textMax(field("fields.name"), L.nameMax)),
  category: z.enum(GEAR_CATEGORY_IDS, { message: msg("gear", "validation.chooseCategory") }),
  brand: optionalText(field("fields.brand"), L.brandMax),
  model: optionalText(field("fields.model"), L.brandMax),
  description: z
    .string()
    .trim()
    .max(L.descriptionMax, textMax(field("fields.description"), L.descriptionMax)),
  condition: z.enum(GEAR_CONDITION_IDS, { message: msg("gear", "validation.chooseCondition") }),
  specs: z.array(GearSpecInput).max(L.specsMax, msg("gear", "validation.specsMax", { max: L.specsMax })),
  state: z.enum(MALAYSIAN_STATES, { message: msg("gear", "validation.chooseState") }).nullable(),
  pricePerDay: sen(field("fields.dailyPrice")),
  extendedPrice: sen(field("fields.extendedPrice")).nullable(),
  extendedPriceThreshold: z
    .number({ message: msg("gear", "validation.daysNumber") })
    .int(msg("gear", "validation.wholeDays"))
    .min(L.thresholdMin, msg("gear", "validation.thresholdRange", { min: L.thresholdMin, max: L.thresholdMax }))
    .max(L.thresholdMax, msg("gear", "validation.thresholdRange", { min: L.thresholdMin, max: L.thresholdMax })),
  enableMultiplePricing: z.boolean(),
  pricingTiers: z.array(PricingTierInput).max(L.tiersMax, msg("gear", "validation.tiersMax", { max: L.tiersMax })),
  enableStudentRate: z.boolean(),
  studentPrice: sen(field("fields.studentPrice")).nullable(),
  deposit: sen(field("fields.deposit"), 0, L.depositMax),
  /** "What's in the box" (the handover sheet's starting list); null = the category's defaults. */
  boxItems: BoxItemsInput,
  unitCount: z
    .number({ message: msg("gear", "validation.unitCountRange", { min: L.unitsMin, max: L.unitsMax }) })
    .int(msg("gear", "validation.unitCountRange", { min: L.unitsMin, max: L.unitsMax }))
    .min(L.unitsMin, msg("gear", "validation.unitCountRange", { min: L.unitsMin, max: L.unitsMax }))
    .max(L.unitsMax, msg("gear", "validation.unitCountRange", { min: L.unitsMin, max: L.unitsMax })),
  turnaroundDays: z
    .number({ message: msg("gear", "validation.turnaroundRange", { min: 0, max: L.turnaroundMax }) })
    .int(msg("gear", "validation.turnaroundRange", { min: 0, max: L.turnaroundMax }))
    .min(0, msg("gear", "validation.turnaroundRange", { min: 0, max: L.turnaroundMax }))
    .max(L.turnaroundMax, msg("gear", "validation.turnaroundRange", { min: 0, max: L.turnaroundMax })),
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
  boxItems: string[] | null;
  unitCount: number;
  turnaroundDays: number;
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
      problems[`pricingTiers.${i}.maxDays`] = msg("gear", "validation.tierEndBeforeStart");
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
    boxItems: listingShape.boxItems.optional().default(null),
    unitCount: listingShape.unitCount.optional().default(1),
    turnaroundDays: listingShape.turnaroundDays.optional().default(0),
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

export const IsoDate = z.string().refine(isIsoDate, msg("gear", "validation.isoDate"));

/** Rules of an owner block (inclusive dates), checked against today in Malaysia. */
export function blockRangeProblems(startDate: string, endDate: string, today: string): Record<string, string> {
  if (endDate < startDate) return { endDate: msg("gear", "validation.blockEndBeforeStart") };
  if (startDate < today) return { startDate: msg("gear", "validation.blockInPast") };
  if (rentalDays(startDate, endDate) > L.blockMaxDays)
    return { endDate: msg("gear", "validation.blockMaxDays", { max: L.blockMaxDays }) };
  return {};
}

/** POST /api/gear/:id/blocks (the date window is checked by the server against its today). */
export const CreateBlockRequest = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  note: optionalText(field("fields.note"), L.blockNoteMax).optional().default(null),
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

/** `:number` of /api/gear/:id/units/:number. */
export const GearUnitParams = GearIdParams.extend({ number: z.coerce.number().int().min(1).max(GEAR_LIMITS.unitsMax) });

/** A unit of a listing as its owner sees it; the label (a serial number) is the owner's, not public. */
export const GearUnitView = z.object({ number: z.number().int(), label: z.string().nullable() });
export type GearUnitView = z.infer<typeof GearUnitView>;
export const GearUnitList = z.array(GearUnitView);

/** PUT /api/gear/:id/units/:number: the unit's label; blank clears it. */
export const UpdateGearUnitRequest = z.object({
  label: optionalText(field("fields.unitLabel"), GEAR_LIMITS.unitLabelMax),
});
export type UpdateGearUnitRequest = z.input<typeof UpdateGearUnitRequest>;

/** A 204 answer: no body. */
export const NoContent = z.null();

/** POST /api/gear (201): the new listing, as the owner's detail view shows it. */
export const CreateGearResponse = z.object({ gear: GearDetail });
export type CreateGearResponse = z.infer<typeof CreateGearResponse>;

/** GET /api/owners/me/gear: an item of the owner's own list (archived ones included). */
export const OwnerGearItem = GearCard.extend({
  status: z.enum(GEAR_STATUSES),
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
  /** Every date in [from, to] on which no unit is free (held or blocked), ascending. */
  unavailable: z.array(z.iso.date()),
  /** The listing's units and turnaround days (issue 32). */
  unitCount: z.number().int(),
  turnaroundDays: z.number().int(),
  /** Units free on each date some unit is held, ascending; a date not listed has every unit free. */
  free: z.array(z.object({ date: z.iso.date(), free: z.number().int() })),
});
export type GearAvailability = z.infer<typeof GearAvailability>;
