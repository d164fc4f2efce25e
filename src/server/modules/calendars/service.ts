import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  bookings,
  externalCalendarClashes,
  externalCalendarHolds,
  externalCalendars,
  gearHolds,
} from "../../db/schema";
import { badInput, conflict, notFound } from "../../lib/errors";
import { resolvedHostProblem, literalAddress } from "../../lib/public-address";
import { todayInMalaysia } from "../../../shared/dates";
import { HOLDING_STATUSES } from "../../../shared/booking-lifecycle";
import { msg } from "../../../shared/i18n/message";
import {
  type AddCalendarRequest,
  CALENDAR_LIMITS,
  type ExternalCalendarView,
} from "../../../shared/calendar-sync-contracts";
import { FeedReadError, feedUrlProblem } from "./fetch-feed";
import { importSpans, removeCalendarBlocks } from "./import";
import { READ_EVERY_MS, type ReadSettings, readBusySpans, readProblemMessage } from "./read";
import { requestRead } from "./jobs";

/** The longest the page shows a "Read now" as pending (the worker's retries included). */
const PENDING_AT_MOST_MS = 5 * 60 * 1000;

/** A refusal of the URL field, with the read problem's message. */
const badUrl = (message: string) => badInput(message, { url: message });

/**
 * Add an external calendar to a listing. The request reads it once itself (the
 * same guarded fetch the worker uses), so a URL that is not http(s), not public,
 * unreachable or not a calendar is refused here with its message and nothing is
 * saved; on success the calendar and its first blocks are written together.
 */
export async function addCalendar({
  db,
  settings,
  gearId,
  input,
}: {
  db: Db;
  settings: ReadSettings;
  gearId: string;
  input: AddCalendarRequest;
}): Promise<ExternalCalendarView> {
  const url = new URL(input.url);
  const early = feedUrlProblem(url, settings.policy);
  if (early) throw badUrl(msg("calendars", `errors.read.${early}`, { status: 0 }));
  // Said before connecting, so the owner is told "not a public address" rather than a timeout.
  if (!literalAddress(url)) {
    const found = await resolvedHostProblem(url.hostname, settings.policy);
    if (found === "refused") throw badUrl(msg("calendars", "errors.read.refusedAddress", { status: 0 }));
    if (found === "unresolved") throw badUrl(msg("calendars", "errors.read.unresolved", { status: 0 }));
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(externalCalendars)
    .where(eq(externalCalendars.gearId, gearId));
  if (n >= CALENDAR_LIMITS.perGear) throw badUrl(msg("calendars", "errors.tooMany", { max: CALENDAR_LIMITS.perGear }));
  const today = todayInMalaysia();
  let spans;
  try {
    spans = await readBusySpans(url.toString(), settings, today);
  } catch (err) {
    if (err instanceof FeedReadError) throw badUrl(readProblemMessage(err));
    throw err;
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(externalCalendars)
      .values({
        gearId,
        name: input.name,
        url: url.toString(),
        nextReadAt: new Date(Date.now() + READ_EVERY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: externalCalendars.id });
    if (!row) return null;
    const result = await importSpans(tx, { id: row.id, gearId, name: input.name }, spans, today);
    await tx
      .update(externalCalendars)
      .set({ lastReadAt: new Date(), lastEventCount: result.spans })
      .where(eq(externalCalendars.id, row.id));
    return row.id;
  });
  if (id === null) throw conflict(msg("calendars", "errors.duplicate"), { url: msg("calendars", "errors.duplicate") });
  return (await listCalendars(db, gearId)).find((c) => c.id === id)!;
}

/** A listing's calendar, or 404 (another listing's id reads as not found). */
async function requireCalendar(db: Db, gearId: string, calendarId: number) {
  const [row] = await db
    .select({ id: externalCalendars.id })
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.gearId, gearId)));
  if (!row) throw notFound(msg("calendars", "errors.thatCalendar"));
  return row;
}

/** Remove a calendar and the blocks it made; blocks made by hand stay. */
export async function removeCalendar(db: Db, gearId: string, calendarId: number) {
  await requireCalendar(db, gearId, calendarId);
  await db.transaction(async (tx) => {
    // Waits for an import of this calendar that is running (read.ts locks the row too).
    await tx
      .select({ id: externalCalendars.id })
      .from(externalCalendars)
      .where(eq(externalCalendars.id, calendarId))
      .for("update");
    await removeCalendarBlocks(tx, calendarId);
    await tx.delete(externalCalendars).where(eq(externalCalendars.id, calendarId));
  });
}

/** "Read now": queued for the worker; the answer is the calendar with its read pending. */
export async function readCalendarNow(db: Db, gearId: string, calendarId: number): Promise<ExternalCalendarView> {
  await requireCalendar(db, gearId, calendarId);
  await requestRead(db, calendarId);
  return (await listCalendars(db, gearId)).find((c) => c.id === calendarId)!;
}

/** A listing's external calendars with their last read, blocked days and clashes, oldest first. */
export async function listCalendars(db: Db, gearId: string): Promise<ExternalCalendarView[]> {
  const rows = await db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.gearId, gearId))
    .orderBy(asc(externalCalendars.createdAt), asc(externalCalendars.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const days = await db
    .select({
      calendarId: externalCalendarHolds.calendarId,
      days: sql<number>`coalesce(sum(upper(${gearHolds.period}) - lower(${gearHolds.period})), 0)::int`,
    })
    .from(externalCalendarHolds)
    .innerJoin(gearHolds, eq(gearHolds.id, externalCalendarHolds.holdId))
    .where(inArray(externalCalendarHolds.calendarId, ids))
    .groupBy(externalCalendarHolds.calendarId);
  const clashes = await db
    .select({
      calendarId: externalCalendarClashes.calendarId,
      bookingId: externalCalendarClashes.bookingId,
      startDate: externalCalendarClashes.startDate,
      endDate: externalCalendarClashes.endDate,
      bookingStartDate: bookings.startDate,
      bookingEndDate: bookings.endDate,
      bookingStatus: bookings.status,
    })
    .from(externalCalendarClashes)
    .innerJoin(bookings, eq(bookings.id, externalCalendarClashes.bookingId))
    // A booking cancelled since the read no longer clashes with anything.
    .where(and(inArray(externalCalendarClashes.calendarId, ids), inArray(bookings.status, HOLDING_STATUSES)))
    .orderBy(asc(externalCalendarClashes.startDate), asc(externalCalendarClashes.id));
  return rows.map((r) => ({
    id: r.id,
    gearId: r.gearId,
    name: r.name,
    url: r.url,
    lastReadAt: r.lastReadAt?.toISOString() ?? null,
    lastEventCount: r.lastEventCount,
    blockedDays: Number(days.find((d) => d.calendarId === r.id)?.days ?? 0),
    lastError: r.lastError,
    lastErrorAt: r.lastErrorAt?.toISOString() ?? null,
    // A read asked for longer ago than any read takes has failed in the worker (its job
    // gave up): not pending any more, so the page stops waiting.
    readPending: r.readRequestedAt !== null && r.readRequestedAt.getTime() > Date.now() - PENDING_AT_MOST_MS,
    clashes: clashes.filter((c) => c.calendarId === r.id).map(({ calendarId: _c, ...c }) => c),
  }));
}
