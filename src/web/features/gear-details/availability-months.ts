import { addDays } from "../../../shared/dates";

/** A day of the availability calendar: open to book, held or blocked, or outside the bookable window. */
export interface CalendarDay {
  date: string;
  day: number;
  status: "available" | "unavailable" | "closed";
}

/** One month as weeks of seven days, Monday first (as Malaysian calendars are); null pads the first and last week. */
export interface CalendarMonth {
  /** The month's first day, YYYY-MM-01. */
  first: string;
  weeks: (CalendarDay | null)[][];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** `date` plus `months`, the day kept where the month has it, else its last day (31 Jan + 1 month → 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/**
 * `count` months from `from`'s month: days from `from` to `last` are available
 * unless listed in `unavailable` (held by a booking or blocked by the owner); the
 * days before and after that window are closed.
 */
export function availabilityMonths(
  from: string,
  last: string,
  count: number,
  unavailable: ReadonlySet<string>,
): CalendarMonth[] {
  const [y, m] = from.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, offset) => {
    const start = new Date(Date.UTC(y, m - 1 + offset, 1));
    const first = iso(start);
    const days = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    const cells: (CalendarDay | null)[] = Array.from({ length: (start.getUTCDay() + 6) % 7 }, () => null);
    for (let day = 1; day <= days; day++) {
      const date = addDays(first, day - 1);
      const status = date < from || date > last ? "closed" : unavailable.has(date) ? "unavailable" : "available";
      cells.push({ date, day, status });
    }
    while (cells.length % 7) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
    return { first, weeks };
  });
}
