import { msg } from "./i18n/message";

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
export const GEAR_CATEGORY_IDS = GEAR_CATEGORIES.map((c) => c.id) as [GearCategory, ...GearCategory[]];
export const isGearCategory = (id: string): id is GearCategory => (GEAR_CATEGORY_IDS as string[]).includes(id);
/** The English name (the seed's text); a reader's language goes through `categoryMsg` or the web's useCatalogueNames. */
export const categoryLabel = (id: string) => GEAR_CATEGORIES.find((c) => c.id === id)?.label ?? id;
/** The name as a `msg` (catalogue:category.<id>), for texts translated by their reader; an unknown id stays as is. */
export const categoryMsg = (id: string) => (isGearCategory(id) ? msg("catalogue", `category.${id}`) : id);

export const GEAR_CONDITIONS = [
  { id: "new", label: "New" },
  { id: "like_new", label: "Like new" },
  { id: "good", label: "Good" },
  { id: "fair", label: "Fair" },
] as const;
export type GearCondition = (typeof GEAR_CONDITIONS)[number]["id"];
export const GEAR_CONDITION_IDS = GEAR_CONDITIONS.map((c) => c.id) as [GearCondition, ...GearCondition[]];
export const isGearCondition = (id: string): id is GearCondition => (GEAR_CONDITION_IDS as string[]).includes(id);
/** The English name of a condition. */
export const conditionLabel = (id: string) => GEAR_CONDITIONS.find((c) => c.id === id)?.label ?? id;
/** The name as a `msg` (catalogue:condition.<id>); an unknown id stays as is. */
export const conditionMsg = (id: string) => (isGearCondition(id) ? msg("catalogue", `condition.${id}`) : id);

export const MAX_GEAR_PHOTOS = 10;
