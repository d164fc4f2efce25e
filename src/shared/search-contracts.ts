import { z } from "zod";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { MALAYSIAN_STATES } from "./malaysia";

export const SEARCH_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A whole number from a query string; anything else (text, NaN, 1.5) gets `message`. */
const whole = (message: string) => z.coerce.number({ error: message }).int(message);
const sen = z.preprocess(
  emptyToUndefined,
  whole("Use an amount in sen, like 12000")
    .min(0, "Cannot be negative")
    .max(100_000_000, "Use an amount up to RM 1,000,000")
    .optional(),
);
const isoDate = z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, "Use a date like 2026-12-31").optional());
/** "true" ticks the box; "false" or nothing leaves it unticked (then it is left out of links). */
const checkbox = z.preprocess(
  (v) => (v === "true" || v === true ? true : v === "false" || v === false || v === "" || v === null ? undefined : v),
  z.boolean({ error: "Use true or false" }).optional(),
);

/**
 * GET /api/gear's filter (ARCHITECTURE.md fixed point): prices in sen, dates
 * YYYY-MM-DD, both dates or neither. The same schema reads /learnmore's URL, so
 * a shared link shows the same results.
 */
export const GearSearchQuery = z
  .object({
    q: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(100, "Keep the search to 100 characters or fewer").optional(),
    ),
    category: z.preprocess(
      emptyToUndefined,
      z.enum(GEAR_CATEGORY_IDS, { error: "Choose a category from the list" }).optional(),
    ),
    state: z.preprocess(
      emptyToUndefined,
      z.enum(MALAYSIAN_STATES, { error: "Choose a state from the list" }).optional(),
    ),
    minPrice: sen,
    maxPrice: sen,
    from: isoDate,
    to: isoDate,
    student: checkbox,
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(SEARCH_SORTS, { error: "Sort by newest, price_asc or price_desc" }).default("newest"),
    ),
    page: z.preprocess(
      emptyToUndefined,
      whole("Use a whole page number")
        .min(1, "Pages start at 1")
        .max(1000, "Narrow the filter to see further than page 1000")
        .default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      whole("Use a whole number of items")
        .min(1, "At least 1 a page")
        .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} a page`)
        .default(DEFAULT_PAGE_SIZE),
    ),
  })
  .superRefine((v, ctx) => {
    if ((v.from === undefined) !== (v.to === undefined))
      ctx.addIssue({ code: "custom", path: [v.from ? "to" : "from"], message: "Give both dates, or neither" });
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date" });
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.maxPrice < v.minPrice)
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "The highest price must be at least the lowest" });
  });
export type GearSearchQuery = z.infer<typeof GearSearchQuery>;

const DEFAULTS: Partial<GearSearchQuery> = { sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The filter as a query string, leaving out defaults and empty fields (stable order, so links compare equal). */
export function searchToQueryString(filter: Partial<GearSearchQuery>): string {
  const params = new URLSearchParams();
  for (const key of [
    "q",
    "category",
    "state",
    "minPrice",
    "maxPrice",
    "from",
    "to",
    "student",
    "sort",
    "page",
    "pageSize",
  ] as const) {
    const value = filter[key];
    if (value === undefined || value === "" || value === false || DEFAULTS[key] === value) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * Read a query string (with or without its "?") into a filter. Parts that do not
 * parse are dropped rather than failing the page, so an old or mangled link still
 * shows gear: a bad category is left out, the rest kept.
 */
export function searchFromQueryString(qs: string): GearSearchQuery {
  let raw: Record<string, string> = Object.fromEntries(new URLSearchParams(qs));
  // Each pass drops at least one field, so this ends; the bound is only a guard.
  for (let pass = 0; pass < 4; pass++) {
    const parsed = GearSearchQuery.safeParse(raw);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    // The dates stand or fall together: dropping one of a pair would leave a lone
    // date, which fails again (and a reversed pair names only one of them).
    if (bad.has("from") || bad.has("to")) bad.add("from").add("to");
    const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
    if (Object.keys(kept).length === Object.keys(raw).length) break;
    raw = kept;
  }
  return GearSearchQuery.parse({});
}

/** A saved filter's name, as the user sees it on /filters. */
export const SavedFilterName = z
  .string()
  .trim()
  .min(1, "Give the filter a name")
  .max(60, "Keep the name to 60 characters or fewer");

/** POST /api/filters: `query` is a /learnmore query string, checked with GearSearchQuery and stored in its normal form. */
export const CreateSavedFilterRequest = z.object({
  name: SavedFilterName,
  query: z.string().max(1000, "That filter is too long"),
});
export type CreateSavedFilterRequest = z.infer<typeof CreateSavedFilterRequest>;

/** PATCH /api/filters/:id: rename, or switch "Alert me when new gear matches". */
export const UpdateSavedFilterRequest = z.object({ name: SavedFilterName.optional(), alert: z.boolean().optional() });
export type UpdateSavedFilterRequest = z.infer<typeof UpdateSavedFilterRequest>;

/** A saved filter as the API returns it. */
export interface SavedFilter {
  id: number;
  name: string;
  /** The normal query string, e.g. "category=cameras&maxPrice=30000" (searchToQueryString). */
  query: string;
  alert: boolean;
  createdAt: string;
}
