import { catalogueList } from "./catalogue-list";

/** Issue 3: the categories a listing can have. */
export const GEAR_CATEGORIES = [
  { id: "cameras", label: "Cameras" },
  { id: "lenses", label: "Lenses" },
  { id: "lighting", label: "Lighting" },
  { id: "audio", label: "Audio" },
  { id: "drones", label: "Drones" },
  { id: "grip", label: "Grip and support" },
  { id: "accessories", label: "Accessories" },
] as const;
export type GearCategory = (typeof GEAR_CATEGORIES)[number]["id"];
export const {
  ids: GEAR_CATEGORY_IDS,
  is: isGearCategory,
  label: categoryLabel,
  msg: categoryMsg,
} = catalogueList("category", GEAR_CATEGORIES);

export const GEAR_CONDITIONS = [
  { id: "new", label: "New" },
  { id: "like_new", label: "Like new" },
  { id: "good", label: "Good" },
  { id: "fair", label: "Fair" },
] as const;
export type GearCondition = (typeof GEAR_CONDITIONS)[number]["id"];
export const {
  ids: GEAR_CONDITION_IDS,
  is: isGearCondition,
  label: conditionLabel,
  msg: conditionMsg,
} = catalogueList("condition", GEAR_CONDITIONS);

export const MAX_GEAR_PHOTOS = 10;

/** A listing is active (listed) or archived (kept for its bookings, never listed again). */
export const GEAR_STATUSES = ["active", "archived"] as const;

/** A gear row is a listing, or a kit holding other listings' units (ADR 039). */
export const GEAR_KINDS = ["listing", "kit"] as const;

/**
 * An owner's shop is active until the account is deleted (its listings are archived then).
 * "suspended" has no screen yet: an operator sets it by hand to hide a shop and its gear
 * everywhere (search, pages, alerts) and stop new bookings, keeping every record.
 */
export const OWNER_STATUSES = ["active", "suspended", "deleted"] as const;
