import { describe, expect, it } from "vitest";
import { formatMonth, formatWeekday } from "./format";
import { LANGUAGES, LOCALE } from "./languages";

/** The hand-held names must say what Intl (CLDR) says, so no page reads differently for the saving. */
describe("day and month names without Intl", () => {
  it.each(LANGUAGES)("weekdays in %s match Intl, short and long", (lang) => {
    for (const style of ["short", "long"] as const) {
      const intl = new Intl.DateTimeFormat(LOCALE[lang], { weekday: style, timeZone: "UTC" });
      // 2026-11-01 is a Sunday: a whole week from it.
      for (let d = 1; d <= 7; d++) {
        const iso = `2026-11-0${d}`;
        expect(formatWeekday(iso, lang, style)).toBe(intl.format(new Date(`${iso}T12:00:00Z`)));
      }
    }
  });

  it.each(LANGUAGES)("months in %s match Intl in Malaysia's time, at a month's edges too", (lang) => {
    const intl = new Intl.DateTimeFormat(LOCALE[lang], {
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kuala_Lumpur",
    });
    for (let m = 0; m < 12; m++) {
      // Mid-month, and 16:30 UTC on the last day: already the next month in Malaysia.
      for (const at of [new Date(Date.UTC(2026, m, 15)), new Date(Date.UTC(2026, m + 1, 0, 16, 30))]) {
        expect(formatMonth(at.toISOString(), lang)).toBe(intl.format(at));
      }
    }
  });
});
