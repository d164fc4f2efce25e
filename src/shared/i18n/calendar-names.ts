import type { Language } from "./languages";

/**
 * Day and month names as Intl says them in en-MY and ms-MY (CLDR), held as text:
 * the first Intl.DateTimeFormat a page makes loads ICU's locale and zone data,
 * which cost the gear page's calendar ~170 ms of main thread on a 4× slowed CPU
 * (issue 33). calendar-names.test.ts checks these against Intl.
 */
export const WEEKDAY_NAMES: Record<Language, Record<"short" | "long", readonly string[]>> = {
  // Sunday first, as Date#getUTCDay counts.
  en: {
    short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  ms: {
    short: ["Ahd", "Isn", "Sel", "Rab", "Kha", "Jum", "Sab"],
    long: ["Ahad", "Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu"],
  },
};

export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ms: [
    "Januari",
    "Februari",
    "Mac",
    "April",
    "Mei",
    "Jun",
    "Julai",
    "Ogos",
    "September",
    "Oktober",
    "November",
    "Disember",
  ],
};
