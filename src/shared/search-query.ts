import { todayInMalaysia } from "./dates";

/**
 * The /learnmore filter's parts that need no zod (ADR 043): the page's first view
 * reads its link and writes links with these, and loads the schemas
 * (search-contracts.ts) only to check a form or read a new link.
 */

/** A filter's fields as these read them (search-contracts.ts's GearSearchQuery is one; no import, so no cycle). */
interface FilterFields {
  q?: string;
  category?: string;
  state?: string;
  minPrice?: number;
  maxPrice?: number;
  from?: string;
  to?: string;
  student?: boolean;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export const SEARCH_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

const DEFAULTS: FilterFields = { sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The filter as a query string, leaving out defaults and empty fields (stable order, so links compare equal). */
export function searchToQueryString(filter: FilterFields): string {
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
 * The hidden field of the /learnmore filter form. Before the app has started
 * (a slow network), the browser submits the form itself, as a GET of its fields:
 * prices as typed in RM and the checkbox as "on". This field says so, and the
 * page and the server's render read such a query as the form means it.
 */
export const TYPED_FORM = { name: "entered", value: "form" } as const;

/** Whether `qs` came from the browser submitting the filter form itself (see TYPED_FORM). */
export const isTypedFormQuery = (qs: string) => new URLSearchParams(qs).get(TYPED_FORM.name) === TYPED_FORM.value;

/**
 * The dates of a link or saved filter that lie before today, or null. The page
 * then searches without them and says so, instead of failing or showing every
 * listing as free on days gone by.
 */
export function passedDates(filter: FilterFields, today = todayInMalaysia()): { from: string; to: string } | null {
  return filter.from && filter.to && filter.from < today ? { from: filter.from, to: filter.to } : null;
}

/** A saved filter's name, as the user sees it on /filters. */
