import { addDays } from "../../../shared/dates";
import type { Language } from "../../../shared/i18n/languages";

/**
 * Date arithmetic of the owner calendar, on YYYY-MM-DD strings (Malaysian
 * calendar dates, like every rental date), so no time zone can shift a day.
 */
export type CalendarView = "week" | "month";

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The week (Monday to Sunday, as Malaysian calendars print it) or the calendar month holding `anchor`. */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === "week") {
    const from = addDays(anchor, -((utc(anchor).getUTCDay() + 6) % 7));
    return { from, to: addDays(from, 6) };
  }
  const from = `${anchor.slice(0, 8)}01`;
  return { from, to: addDays(shiftMonth(from, 1), -1) };
}

/** The anchor one week or one month on (`step` 1) or back (-1). */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  return view === "week" ? addDays(anchor, 7 * step) : shiftMonth(`${anchor.slice(0, 8)}01`, step);
}

function shiftMonth(firstOfMonth: string, step: number): string {
  const d = utc(firstOfMonth);
  d.setUTCMonth(d.getUTCMonth() + step);
  return d.toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** British English keeps the calendar's "Mon 4 May" (en-MY would write "Mon, 4 May"); Malay is "Isn, 4 Mei". */
const CALENDAR_LOCALE: Record<Language, string> = { en: "en-GB", ms: "ms-MY" };

const format = (iso: string, opts: Intl.DateTimeFormatOptions, lang: Language) =>
  // eslint-disable-next-line no-restricted-properties -- the calendar's headings need their own locale (above), read in UTC like every rental date
  utc(iso).toLocaleDateString(CALENDAR_LOCALE[lang], { ...opts, timeZone: "UTC" });

/** "May 2026" for a whole month; "4 – 10 May 2026" or "27 Apr – 3 May 2026" otherwise. */
export function rangeLabel(from: string, to: string, lang: Language): string {
  const wholeMonth = from.endsWith("-01") && rangeOf("month", from).to === to;
  if (wholeMonth) return format(from, { month: "long", year: "numeric" }, lang);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = format(
    from,
    sameMonth
      ? { day: "numeric" }
      : sameYear
        ? { day: "numeric", month: "short" }
        : { day: "numeric", month: "short", year: "numeric" },
    lang,
  );
  return `${start} – ${format(to, { day: "numeric", month: "short", year: "numeric" }, lang)}`;
}

/** "Mon 4 May" — a day as a column header reads it to a screen reader. */
export const dayLabel = (iso: string, lang: Language) =>
  format(iso, { weekday: "short", day: "numeric", month: "short" }, lang);
/** "Mo" — the visible weekday of a column. */
export const weekdayInitials = (iso: string, lang: Language) => format(iso, { weekday: "short" }, lang).slice(0, 2);

/** A run of table cells in one gear row: a hold spanning its days in the window, or one free day. */
export type Segment<H> = { start: string; span: number; hold: H | null };

/**
 * Cut a row of `days` into cells: each hold becomes one cell spanning its days
 * inside the window (so a booking reads as one link, not one per day); free days
 * stay single cells. Holds of one gear never overlap (the database forbids it).
 */
export function rowSegments<H extends { startDate: string; endDate: string }>(
  days: string[],
  holds: H[],
): Segment<H>[] {
  const segments: Segment<H>[] = [];
  for (let i = 0; i < days.length;) {
    const day = days[i]!;
    const hold = holds.find((h) => h.startDate <= day && day <= h.endDate) ?? null;
    let span = 1;
    if (hold) while (i + span < days.length && days[i + span]! <= hold.endDate) span++;
    segments.push({ start: day, span, hold });
    i += span;
  }
  return segments;
}

/** A part of a hold on a calendar lane: the rental (or block) itself, or the turnaround days kept after a booking. */
export type LaneItem<H> = { startDate: string; endDate: string; hold: H; turnaround: boolean };

/**
 * Lay a listing's holds out in lanes (issue 32): holds of a listing of several
 * units overlap, so each lane takes the holds that fit one after another, first
 * fit by start date, and a one-unit listing keeps one lane. A booking's
 * turnaround days follow it in its lane as a part of their own, so they read as
 * turnaround and not as rented days. Never no lanes: an idle listing has one, empty.
 */
export function holdLanes<H extends { startDate: string; endDate: string; turnaroundDays?: number }>(
  holds: H[],
): LaneItem<H>[][] {
  const lanes: { last: string; items: LaneItem<H>[] }[] = [];
  const byStart = [...holds].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  for (const h of byStart) {
    const turnaround = h.turnaroundDays ?? 0;
    const last = addDays(h.endDate, turnaround);
    const items: LaneItem<H>[] = [{ startDate: h.startDate, endDate: h.endDate, hold: h, turnaround: false }];
    if (turnaround > 0) items.push({ startDate: addDays(h.endDate, 1), endDate: last, hold: h, turnaround: true });
    const lane = lanes.find((l) => l.last < h.startDate);
    if (lane) {
      lane.items.push(...items);
      lane.last = last;
    } else lanes.push({ last, items });
  }
  return lanes.length > 0 ? lanes.map((l) => l.items) : [[]];
}

/** Units rented on each of `days`: a booking counts its units over its rental days, not its turnaround. */
export function unitsBookedPerDay(
  days: string[],
  holds: readonly ({ kind: "booking"; startDate: string; endDate: string; units: number } | { kind: "block" })[],
): number[] {
  return days.map((d) =>
    holds.reduce((sum, h) => (h.kind === "booking" && h.startDate <= d && d <= h.endDate ? sum + h.units : sum), 0),
  );
}
