import { z } from "zod";
import { Timestamp } from "./contracts";
import { GearIdParams, IsoDate } from "./gear-contracts";
import { msg } from "./i18n/message";

/** Limits of calendar sync (issue 32 point 4, ADR 038). */
export const CALENDAR_LIMITS = {
  /** External calendars one listing may read. */
  perGear: 5,
  urlMax: 2000,
  nameMax: 80,
} as const;

/**
 * GET /api/owners/me/calendar-feed: the owner's private iCalendar addresses, one
 * for all their listings and one per listing (absolute URLs; anyone holding one
 * can read it, so the page says to keep it private).
 */
export const CalendarFeedView = z.object({
  url: z.string(),
  gear: z.array(z.object({ gearId: z.string(), name: z.string(), url: z.string() })),
});
export type CalendarFeedView = z.infer<typeof CalendarFeedView>;

/**
 * POST /api/gear/:id/calendars: an external calendar's address (http or https; the
 * server also checks that it is a public address and a calendar), and a name for it.
 */
export const AddCalendarRequest = z.object({
  url: z
    .string()
    .trim()
    .max(CALENDAR_LIMITS.urlMax, msg("calendars", "errors.urlTooLong", { max: CALENDAR_LIMITS.urlMax }))
    .pipe(z.url({ protocol: /^https?$/, message: msg("calendars", "errors.notHttp") })),
  name: z
    .string()
    .trim()
    .min(1, msg("calendars", "errors.nameRequired"))
    .max(CALENDAR_LIMITS.nameMax, msg("calendars", "errors.nameTooLong", { max: CALENDAR_LIMITS.nameMax })),
});
export type AddCalendarRequest = z.infer<typeof AddCalendarRequest>;

/** An external span that overlaps a booking made here (flagged, the booking stands). */
export const CalendarClash = z.object({
  bookingId: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  /** The booking's own dates and status, so the owner sees what it clashes with. */
  bookingStartDate: IsoDate,
  bookingEndDate: IsoDate,
  bookingStatus: z.string(),
});
export type CalendarClash = z.infer<typeof CalendarClash>;

export const ExternalCalendarView = z.object({
  id: z.number(),
  gearId: z.string(),
  name: z.string(),
  url: z.string(),
  lastReadAt: Timestamp.nullable(),
  /** Busy spans found by the last good read. */
  lastEventCount: z.number(),
  /** Days this calendar blocks now (what the last read blocked). */
  blockedDays: z.number(),
  /** The last read's failure as a `msg(…)` string (the page translates it); null after a good read. */
  lastError: z.string().nullable(),
  lastErrorAt: Timestamp.nullable(),
  /** "Read now" asked and the worker has not finished it yet. */
  readPending: z.boolean(),
  clashes: z.array(CalendarClash),
});
export type ExternalCalendarView = z.infer<typeof ExternalCalendarView>;

export const ExternalCalendarList = z.object({ calendars: z.array(ExternalCalendarView) });
export type ExternalCalendarList = z.infer<typeof ExternalCalendarList>;

export const CalendarParams = GearIdParams.extend({
  calendarId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The public feed's :token (base64url of 32 random bytes) and the per-listing :gearId. */
export const FeedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const GearFeedParams = FeedTokenParams.extend({ gearId: z.string().min(1).max(64) });
