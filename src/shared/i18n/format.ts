import { MONTH_NAMES, WEEKDAY_NAMES } from "./calendar-names";
import { type Language, LOCALE } from "./languages";

const TIME_ZONE = "Asia/Kuala_Lumpur";

/**
 * One Intl formatter per language and style, made once. `Date#toLocaleDateString`
 * and `Number#toLocaleString` build a new formatter on every call (ICU set-up each
 * time): a results page of cards paid ~1 ms per number on a slow phone.
 */
function cached<F>(make: (locale: string) => F): (lang: Language) => F {
  const made = new Map<Language, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) {
      formatter = make(LOCALE[lang]);
      made.set(lang, formatter);
    }
    return formatter;
  };
}

// A rental date is a calendar date, not an instant: it is read at UTC noon and shown in UTC, so no zone shifts it.
const dayFormats = {
  medium: cached((l) => new Intl.DateTimeFormat(l, { dateStyle: "medium", timeZone: "UTC" })),
  long: cached((l) => new Intl.DateTimeFormat(l, { dateStyle: "long", timeZone: "UTC" })),
  full: cached((l) => new Intl.DateTimeFormat(l, { dateStyle: "full", timeZone: "UTC" })),
};
const dateTimeFormat = cached(
  (l) => new Intl.DateTimeFormat(l, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }),
);
const dateFormat = cached((l) => new Intl.DateTimeFormat(l, { dateStyle: "medium", timeZone: TIME_ZONE }));
const numericDateFormat = cached((l) => new Intl.DateTimeFormat(l));

/** A calendar date (YYYY-MM-DD) in the reader's language: "23 Nov 2026". */
export function formatDay(isoDate: string, lang: Language, style: "medium" | "long" | "full" = "medium"): string {
  return dayFormats[style](lang).format(new Date(`${isoDate}T12:00:00Z`));
}

/** An instant (ISO timestamp) as date and time in Malaysia: "23 Nov 2026, 6:00 PTG". */
export function formatDateTime(iso: string, lang: Language): string {
  return dateTimeFormat(lang).format(new Date(iso));
}

/** An instant's date in Malaysia: "23 Nov 2026". */
export function formatDate(iso: string, lang: Language): string {
  return dateFormat(lang).format(new Date(iso));
}

/** An instant's date in digits, as the reader's device shows dates: "23/11/2026". */
export function formatNumericDate(iso: string, lang: Language): string {
  return numericDateFormat(lang).format(new Date(iso));
}

/** A calendar date's day of the week: "Mon" or "Monday" ("Isn" or "Isnin"). */
export function formatWeekday(isoDate: string, lang: Language, style: "short" | "long"): string {
  return WEEKDAY_NAMES[lang][style][new Date(`${isoDate}T12:00:00Z`).getUTCDay()]!;
}

/** Malaysia keeps UTC+8 all year (no summer time since 1982), so its calendar is UTC shifted. */
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A month of a year in Malaysia: "November 2026" ("Mac 2026"). */
export function formatMonth(iso: string, lang: Language): string {
  const local = new Date(new Date(iso).getTime() + MALAYSIA_OFFSET_MS);
  return `${MONTH_NAMES[lang][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/**
 * A count with Malaysian digit grouping, the same in English and Malay:
 * "1,234". Grouped by hand: the first Intl.NumberFormat a page makes costs ~10 ms
 * of ICU set-up (~40 ms on a slow phone), and the search results' heading is the
 * first on /learnmore. Money has its own formatter (shared/money.ts).
 */
export function formatCount(n: number, _lang: Language): string {
  // Up to three decimals, as Number#toLocaleString shows them ("7.5" for half of 15).
  const [whole, fraction] = Math.abs(n)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = n < 0 && /[1-9]/.test(`${whole}${fraction ?? ""}`) ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}
