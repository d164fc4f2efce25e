import { type Language, LOCALE } from "./languages";

const TIME_ZONE = "Asia/Kuala_Lumpur";

/** A calendar date (YYYY-MM-DD) in the reader's language: "23 Nov 2026". */
export function formatDay(isoDate: string, lang: Language, style: "medium" | "long" | "full" = "medium"): string {
  // A rental date is a calendar date, not an instant: read it at UTC noon so no zone shifts it.
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(LOCALE[lang], { dateStyle: style, timeZone: "UTC" });
}

/** An instant (ISO timestamp) as date and time in Malaysia: "23 Nov 2026, 6:00 PTG". */
export function formatDateTime(iso: string, lang: Language): string {
  return new Date(iso).toLocaleString(LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
}

/** An instant's date in Malaysia: "23 Nov 2026". */
export function formatDate(iso: string, lang: Language): string {
  return new Date(iso).toLocaleDateString(LOCALE[lang], { dateStyle: "medium", timeZone: TIME_ZONE });
}

/** A month of a year: "November 2026". */
export function formatMonth(iso: string, lang: Language): string {
  return new Date(iso).toLocaleDateString(LOCALE[lang], { month: "long", year: "numeric", timeZone: TIME_ZONE });
}

/** A count with Malaysian digit grouping: "1,234". */
export const formatCount = (n: number, lang: Language) => n.toLocaleString(LOCALE[lang]);
