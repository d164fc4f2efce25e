import { categoryLabel } from "../../../shared/gear";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { searchFromQueryString } from "../../../shared/search-contracts";

const SORTS = { newest: null, price_asc: "cheapest first", price_desc: "dearest first" } as const;

/** 2026-12-01 → "1 Dec 2026". */
const readableDate = (iso: string) => formatDay(iso, "en");

/**
 * A saved filter's query string in words, one part per setting, e.g.
 * ["“sony”", "Cameras", "in Selangor", "up to RM 300.00 a day", "free 1 Dec 2026 to 5 Dec 2026"].
 */
export function summarizeFilter(query: string): string[] {
  const f = searchFromQueryString(query);
  const parts: string[] = [];
  if (f.q) parts.push(`“${f.q}”`);
  parts.push(f.category ? categoryLabel(f.category) : "All categories");
  parts.push(f.state ? `in ${f.state}` : "anywhere in Malaysia");
  if (f.minPrice !== undefined && f.maxPrice !== undefined)
    parts.push(`${formatRM(f.minPrice)} to ${formatRM(f.maxPrice)} a day`);
  else if (f.minPrice !== undefined) parts.push(`from ${formatRM(f.minPrice)} a day`);
  else if (f.maxPrice !== undefined) parts.push(`up to ${formatRM(f.maxPrice)} a day`);
  if (f.from && f.to)
    parts.push(
      f.from === f.to ? `free on ${readableDate(f.from)}` : `free ${readableDate(f.from)} to ${readableDate(f.to)}`,
    );
  if (f.student) parts.push("student rate");
  const sort = SORTS[f.sort];
  if (sort) parts.push(sort);
  return parts;
}
