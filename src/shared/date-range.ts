import type { z } from "zod";
import { todayInMalaysia } from "./dates";
import { msg } from "./i18n/message";

/**
 * Messages of a date range's rules (search filter, wanted request), the same on
 * the server and in the forms; `msg` strings, translated where they are shown.
 */
export const DATE_RANGE_MESSAGES = {
  bothDates: msg("bookings", "dateRange.bothDates"),
  endBeforeStart: msg("bookings", "dateRange.endBeforeStart"),
  startInPast: msg("bookings", "dateRange.startInPast"),
} as const;

type Day = string | null | undefined;

/**
 * Both days or neither (a range with one open end reads differently to everyone),
 * and the end on or after the start; each issue on its field (`keys`: start, end).
 */
export function checkDateRange(start: Day, end: Day, keys: [string, string], ctx: z.RefinementCtx): void {
  const [startKey, endKey] = keys;
  if (!start !== !end)
    ctx.addIssue({ code: "custom", path: [start ? endKey : startKey], message: DATE_RANGE_MESSAGES.bothDates });
  if (start && end && end < start)
    ctx.addIssue({ code: "custom", path: [endKey], message: DATE_RANGE_MESSAGES.endBeforeStart });
}

/** The start not before today in Malaysia (the server's clock on the API, the browser's in a form). */
export function checkStartNotPast(start: Day, startKey: string, ctx: z.RefinementCtx): void {
  if (start && start < todayInMalaysia())
    ctx.addIssue({ code: "custom", path: [startKey], message: DATE_RANGE_MESSAGES.startInPast });
}
