import { z } from "zod";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { MALAYSIAN_STATES } from "./malaysia";

export const SEARCH_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const sen = z.preprocess(emptyToUndefined, z.coerce.number().int("Whole sen only").min(0, "Cannot be negative").max(100_000_000).optional());
const isoDate = z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, "Use a date like 2026-12-31").optional());

/**
 * GET /api/gear's filter (ARCHITECTURE.md fixed point): prices in sen, dates
 * YYYY-MM-DD, both dates or neither. The same schema reads /learnmore's URL, so
 * a shared link shows the same results.
 */
export const GearSearchQuery = z
  .object({
    q: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Keep the search under 100 characters").optional()),
    category: z.preprocess(emptyToUndefined, z.enum(GEAR_CATEGORY_IDS, { error: "Choose a category from the list" }).optional()),
    state: z.preprocess(emptyToUndefined, z.enum(MALAYSIAN_STATES, { error: "Choose a state from the list" }).optional()),
    minPrice: sen,
    maxPrice: sen,
    from: isoDate,
    to: isoDate,
    student: z.preprocess((v) => (v === "true" || v === true ? true : undefined), z.boolean().optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(SEARCH_SORTS).default("newest")),
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, "Pages start at 1").max(1000).default(1)),
    pageSize: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} a page`).default(DEFAULT_PAGE_SIZE)),
  })
  .superRefine((v, ctx) => {
    if ((v.from === undefined) !== (v.to === undefined)) ctx.addIssue({ code: "custom", path: [v.from ? "to" : "from"], message: "Give both dates, or neither" });
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date" });
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.maxPrice < v.minPrice) ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "The highest price must be at least the lowest" });
  });
export type GearSearchQuery = z.infer<typeof GearSearchQuery>;

const DEFAULTS: Partial<GearSearchQuery> = { sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The filter as a query string, leaving out defaults and empty fields (stable order, so links compare equal). */
export function searchToQueryString(filter: Partial<GearSearchQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["q", "category", "state", "minPrice", "maxPrice", "from", "to", "student", "sort", "page", "pageSize"] as const) {
    const value = filter[key];
    if (value === undefined || value === "" || value === false || DEFAULTS[key] === value) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** Read a query string into a filter; invalid parts are dropped rather than failing the page. */
export function searchFromQueryString(qs: string): GearSearchQuery {
  const raw = Object.fromEntries(new URLSearchParams(qs));
  const parsed = GearSearchQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
  const retry = GearSearchQuery.safeParse(kept);
  return retry.success ? retry.data : GearSearchQuery.parse({});
}
