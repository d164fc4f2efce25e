import { bigint, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, instant, serialId } from "./columns";
import { owners } from "./owners";
import { gear, gearHolds } from "./gear";
import { bookings } from "./bookings";

/**
 * An owner's private iCalendar feed address (issue 32 point 4, ADR 038). The token
 * is the whole secret of the feed's URL; renewing replaces it, so the old URL
 * answers 404 at once. Kept readable (not hashed) so the settings page can show
 * the address again, as calendar services show their secret addresses.
 */
export const ownerCalendarFeeds = pgTable(
  "owner_calendar_feeds",
  {
    ownerId: text("owner_id")
      .primaryKey()
      .references(() => owners.userId, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("owner_calendar_feeds_token_idx").on(t.token)],
);

/**
 * An external calendar of one listing (a Google Calendar secret address, another
 * platform's export) whose busy events become blocked days of the listing. Read
 * by the worker when `next_read_at` comes (calendars/jobs.ts) and on request.
 */
export const externalCalendars = pgTable(
  "external_calendars",
  {
    id: serialId(),
    gearId: belongsTo("gear_id", () => gear.id),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** The last read that succeeded, and how many busy spans it found. */
    lastReadAt: instant("last_read_at"),
    lastEventCount: integer("last_event_count").notNull().default(0),
    /** The last read's failure (a `msg(…)` string, translated when shown); cleared by a good read. */
    lastError: text("last_error"),
    lastErrorAt: instant("last_error_at"),
    nextReadAt: instant("next_read_at").notNull().defaultNow(),
    /** Set by "Read now", cleared when a read (good or bad) finishes: the page waits while it is set. */
    readRequestedAt: instant("read_requested_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("external_calendars_gear_url_idx").on(t.gearId, t.url),
    index("external_calendars_next_read_idx").on(t.nextReadAt),
  ],
);

/**
 * The blocks an external calendar made: which gear_holds rows are its own. An
 * import replaces exactly these, so blocks the owner made by hand are never
 * touched; removing the calendar removes them (calendars/import.ts).
 */
export const externalCalendarHolds = pgTable(
  "external_calendar_holds",
  {
    holdId: bigint("hold_id", { mode: "number" })
      .primaryKey()
      .references(() => gearHolds.id, { onDelete: "cascade" }),
    calendarId: bigint("calendar_id", { mode: "number" })
      .notNull()
      .references(() => externalCalendars.id, { onDelete: "cascade" }),
  },
  (t) => [index("external_calendar_holds_calendar_idx").on(t.calendarId)],
);

/**
 * An external busy span that overlaps a booking already made here: flagged for
 * the owner to sort out (the booking stands; the days it holds are not blocked
 * again), never silently dropped. Rewritten by every read.
 */
export const externalCalendarClashes = pgTable(
  "external_calendar_clashes",
  {
    id: serialId(),
    calendarId: bigint("calendar_id", { mode: "number" })
      .notNull()
      .references(() => externalCalendars.id, { onDelete: "cascade" }),
    bookingId: belongsTo("booking_id", () => bookings.id),
    /** The external event's span, inclusive. */
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
  },
  (t) => [index("external_calendar_clashes_calendar_idx").on(t.calendarId)],
);
