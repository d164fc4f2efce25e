import { z } from "zod";
import { GearCard, pageOf } from "./catalogue";
import { checkDateRange, checkStartNotPast, DATE_RANGE_MESSAGES } from "./date-range";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { msg } from "./i18n/message";
import { MALAYSIAN_STATES } from "./malaysia";
import { parseRM } from "./money";
import { ringgitInput } from "./ringgit-input";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_SORTS, TYPED_FORM } from "./search-query";

// The parts without zod, re-exported for the server's and the forms' imports (ADR 043).
export {
  DEFAULT_PAGE_SIZE,
  isTypedFormQuery,
  MAX_PAGE_SIZE,
  passedDates,
  SEARCH_SORTS,
  type SearchSort,
  searchToQueryString,
  TYPED_FORM,
} from "./search-query";

/** Messages of the search filter's rules, the same on the server and in the form. */
export const SEARCH_MESSAGES = {
  ...DATE_RANGE_MESSAGES,
  maxBelowMin: msg("search", "rules.maxBelowMin"),
  badAmount: msg("search", "rules.badAmount"),
} as const;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A whole number from a query string; anything else (text, NaN, 1.5) gets `message`. */
const whole = (message: string) => z.coerce.number({ error: message }).int(message);
/** An amount in sen; `T` is what it is read from (query text, or the form's parsed RM). */
const senAmount = <T>() =>
  z.coerce
    .number<T>({ error: msg("search", "rules.senAmount") })
    .int(msg("search", "rules.senAmount"))
    .min(0, msg("search", "rules.negative"))
    .max(100_000_000, msg("search", "rules.senMax"))
    .optional();
const sen = z.preprocess(emptyToUndefined, senAmount());
const isoDate = z.preprocess(
  emptyToUndefined,
  z.string().refine(isIsoDate, msg("search", "rules.dateFormat")).optional(),
);
/** "true" ticks the box; "false" or nothing leaves it unticked (then it is left out of links). */
const checkbox = z.preprocess(
  (v) => (v === "true" || v === true ? true : v === "false" || v === false || v === "" || v === null ? undefined : v),
  z.boolean({ error: msg("search", "rules.trueOrFalse") }).optional(),
);

const searchShape = {
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, msg("search", "rules.textMax")).optional()),
  category: z.preprocess(
    emptyToUndefined,
    z.enum(GEAR_CATEGORY_IDS, { error: msg("validation", "category") }).optional(),
  ),
  state: z.preprocess(emptyToUndefined, z.enum(MALAYSIAN_STATES, { error: msg("validation", "state") }).optional()),
  minPrice: sen,
  maxPrice: sen,
  from: isoDate,
  to: isoDate,
  student: checkbox,
  sort: z.preprocess(emptyToUndefined, z.enum(SEARCH_SORTS, { error: msg("search", "rules.sort") }).default("newest")),
  page: z.preprocess(
    emptyToUndefined,
    whole(msg("search", "rules.pageWhole"))
      .min(1, msg("search", "rules.pageMin"))
      .max(1000, msg("search", "rules.pageMax"))
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    whole(msg("search", "rules.pageSizeWhole"))
      .min(1, msg("search", "rules.pageSizeMin"))
      .max(MAX_PAGE_SIZE, msg("search", "rules.pageSizeMax", { max: MAX_PAGE_SIZE }))
      .default(DEFAULT_PAGE_SIZE),
  ),
};

type SearchFields = { from?: string; to?: string; minPrice?: number; maxPrice?: number };

/** Rules across fields: both dates or neither, in order; prices in order. */
function checkRanges(v: SearchFields, ctx: z.RefinementCtx) {
  checkDateRange(v.from, v.to, ["from", "to"], ctx);
  if (v.minPrice !== undefined && v.maxPrice !== undefined && v.maxPrice < v.minPrice)
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: SEARCH_MESSAGES.maxBelowMin });
}

/** A search over past dates would answer "free" for every listing: nothing is held on days gone by. */
const checkNotPast = (v: SearchFields, ctx: z.RefinementCtx) => checkStartNotPast(v.from, "from", ctx);

/**
 * A filter as a link holds it: the rules that do not depend on the day. Links
 * and saved filters are read with it, so one whose dates have since passed still
 * reads (see `passedDates`).
 */
export const GearSearchFilter = z.object(searchShape).superRefine(checkRanges);

/**
 * GET /api/gear's filter (ARCHITECTURE.md fixed point): prices in sen, dates
 * YYYY-MM-DD, both dates or neither, not before today. The same fields read
 * /learnmore's URL, so a shared link shows the same results.
 */
export const GearSearchQuery = GearSearchFilter.superRefine(checkNotPast);
export type GearSearchQuery = z.infer<typeof GearSearchQuery>;

const ringgit = ringgitInput(SEARCH_MESSAGES.badAmount, undefined);

/**
 * The /learnmore filter form: GET /api/gear's filter with prices typed in RM.
 * Its output is a GearSearchQuery, checked with the same rules and messages.
 */
export const GearSearchForm = z
  .object({
    ...searchShape,
    minPrice: ringgit.pipe(senAmount<number | undefined>()),
    maxPrice: ringgit.pipe(senAmount<number | undefined>()),
  })
  .superRefine(checkRanges)
  .superRefine(checkNotPast);
export type GearSearchFormValues = z.input<typeof GearSearchForm>;

function fromTypedForm(raw: Record<string, string>): Record<string, string> {
  if (raw[TYPED_FORM.name] !== TYPED_FORM.value) return raw;
  const { [TYPED_FORM.name]: _marker, ...fields } = raw;
  for (const key of ["minPrice", "maxPrice"] as const) {
    const typed = fields[key];
    if (typed === undefined || !typed.trim()) continue;
    const sen = parseRM(typed);
    // An amount that does not read as RM is left out, as any unreadable part of a link is.
    if (sen === null) delete fields[key];
    else fields[key] = String(sen);
  }
  if (fields.student === "on") fields.student = "true";
  return fields;
}

/**
 * Read a query string (with or without its "?") into a filter. Parts that do not
 * parse are dropped rather than failing the page, so an old or mangled link still
 * shows gear: a bad category is left out, the rest kept.
 */
export function searchFromQueryString(qs: string): GearSearchQuery {
  let raw = fromTypedForm(Object.fromEntries(new URLSearchParams(qs)));
  // Each pass drops at least one field, so this ends; the bound is only a guard.
  for (let pass = 0; pass < 4; pass++) {
    const parsed = GearSearchFilter.safeParse(raw);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    // The dates stand or fall together: dropping one of a pair would leave a lone
    // date, which fails again (and a reversed pair names only one of them).
    if (bad.has("from") || bad.has("to")) bad.add("from").add("to");
    const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
    if (Object.keys(kept).length === Object.keys(raw).length) break;
    raw = kept;
  }
  return GearSearchFilter.parse({});
}

export const SavedFilterName = z
  .string()
  .trim()
  .min(1, msg("search", "savedFilters.nameRequired"))
  .max(60, msg("search", "savedFilters.nameMax"));

/** Messages about saved filters that the server sends and the pages show. */
export const SAVED_FILTER_MESSAGES = {
  /** 409 on `name` (case and surrounding spaces do not make another name). */
  duplicateName: (name: string) => msg("search", "savedFilters.duplicateName", { name }),
} as const;

/**
 * POST /api/filters: `query` is a /learnmore query string, checked with
 * GearSearchQuery and stored in its normal form. A name the user already has
 * is refused (409 on `name`) unless `replace` is true: then that filter gets
 * this query (200) instead of a second entry (201).
 */
export const CreateSavedFilterRequest = z.object({
  name: SavedFilterName,
  query: z.string().max(1000, msg("search", "savedFilters.tooLong")),
  replace: z.boolean().optional(),
});
export type CreateSavedFilterRequest = z.infer<typeof CreateSavedFilterRequest>;

/**
 * PATCH /api/filters/:id: rename (409 on a name the user already has), switch
 * "Alert me when new gear matches", or choose how: push and/or the e-mail digest.
 */
export const UpdateSavedFilterRequest = z.object({
  name: SavedFilterName.optional(),
  alert: z.boolean().optional(),
  alertPush: z.boolean().optional(),
  alertEmail: z.boolean().optional(),
});
export type UpdateSavedFilterRequest = z.infer<typeof UpdateSavedFilterRequest>;

/** :id of a saved filter. Ids are bigserial: anything past a safe integer cannot be one (and would fail in SQL). */
export const SavedFilterId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A saved filter as the API returns it. */
export const SavedFilter = z.object({
  id: z.number(),
  name: z.string(),
  /** The normal query string, e.g. "category=cameras&maxPrice=30000" (searchToQueryString). */
  query: z.string(),
  alert: z.boolean(),
  /** With `alert` on: a push per newly listed match, and/or one e-mail digest a day (ADR 030). */
  alertPush: z.boolean(),
  alertEmail: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

/** GET /api/filters: the user's saved filters, newest first. */
export const SavedFilterList = z.object({ items: z.array(SavedFilter) });
export type SavedFilterList = z.infer<typeof SavedFilterList>;

/** GET /api/gear: one page of cards and how many match in all. */
export const GearSearchResponse = pageOf(GearCard);
export type GearSearchResponse = z.infer<typeof GearSearchResponse>;

/** GET /api/gear/state-counts: listed gear per state, most first. */
export const StateCounts = z.array(z.object({ state: z.string(), count: z.number() }));
export type StateCounts = z.infer<typeof StateCounts>;

/** GET /api/gear/featured: up to 8 newest listings with photos. */
export const FeaturedGear = z.array(GearCard);

/** GET /api/public-config: settings the web app reads at run time. */
export const PublicConfig = z.object({ mapTileUrl: z.string() });
export type PublicConfig = z.infer<typeof PublicConfig>;
