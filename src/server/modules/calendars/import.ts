import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { externalCalendarClashes, externalCalendarHolds, externalCalendars, gearHolds } from "../../db/schema";
import { addDays } from "../../../shared/dates";
import { gearHoldsLock } from "../gear/repository";
import { type BusySpan, mergeSpans } from "./parse-feed";

/** A hold already on the listing: its id, whether it is a booking's, and its days as [start, end). */
interface OtherHold {
  bookingId: string | null;
  start: string;
  end: string;
}

/** The parts of [start, end) that no hold covers, and the bookings it overlaps. */
export function cutAround(span: BusySpan, others: OtherHold[]) {
  const end = addDays(span.endDate, 1);
  const overlapping = others
    .filter((h) => h.start < end && h.end > span.startDate)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const free: { start: string; end: string }[] = [];
  let cursor = span.startDate;
  for (const h of overlapping) {
    if (h.start > cursor) free.push({ start: cursor, end: h.start });
    if (h.end > cursor) cursor = h.end;
  }
  if (cursor < end) free.push({ start: cursor, end });
  const bookings = [...new Set(overlapping.flatMap((h) => (h.bookingId ? [h.bookingId] : [])))];
  return { free, bookings };
}

export interface Clash {
  bookingId: string;
  startDate: string;
  endDate: string;
}
const clashKey = (c: Clash) => `${c.bookingId}|${c.startDate}|${c.endDate}`;

export interface ImportResult {
  /** Busy spans the feed had (after merging), blocked days written, bookings it clashes with. */
  spans: number;
  blockedDays: number;
  clashes: number;
  /** Clashes the last read did not have: what the owner is told about. */
  newClashes: Clash[];
}

/**
 * Make the calendar's blocks what `spans` says, in the caller's transaction, under
 * the listing's hold lock (gear/repository.ts: no booking or block of this listing is
 * written meanwhile). The calendar's own blocks are replaced, so an event gone
 * from the feed unblocks its days; blocks made by hand, and other calendars'
 * blocks, are never touched: days they hold are simply not blocked twice. Days
 * held by a booking made here are not blocked either: the overlap is recorded as
 * a clash for the owner to sort out (the booking stands).
 */
export async function importSpans(
  tx: Tx,
  calendar: { id: number; gearId: string; name: string },
  spans: BusySpan[],
  today: string,
): Promise<ImportResult> {
  await tx.execute(sql`select ${gearHoldsLock(calendar.gearId)}`);
  await removeCalendarBlocks(tx, calendar.id);
  const before = await tx
    .delete(externalCalendarClashes)
    .where(eq(externalCalendarClashes.calendarId, calendar.id))
    .returning({
      bookingId: externalCalendarClashes.bookingId,
      startDate: externalCalendarClashes.startDate,
      endDate: externalCalendarClashes.endDate,
    });
  const known = new Set(before.map(clashKey));
  const merged = mergeSpans(spans);
  const others: OtherHold[] = await tx
    .select({
      bookingId: gearHolds.bookingId,
      start: sql<string>`lower(${gearHolds.period})::text`,
      end: sql<string>`upper(${gearHolds.period})::text`,
    })
    .from(gearHolds)
    .where(and(eq(gearHolds.gearId, calendar.gearId), sql`upper(${gearHolds.period}) > ${today}::date`));
  let blockedDays = 0;
  const clashes: Clash[] = [];
  for (const span of merged) {
    const { free, bookings } = cutAround(span, others);
    for (const piece of free) {
      const [hold] = await tx
        .insert(gearHolds)
        .values({
          gearId: calendar.gearId,
          kind: "block",
          period: `[${piece.start},${piece.end})`,
          note: calendar.name,
        })
        .returning({ id: gearHolds.id });
      await tx.insert(externalCalendarHolds).values({ holdId: hold!.id, calendarId: calendar.id });
      blockedDays += daysBetween(piece.start, piece.end);
    }
    for (const bookingId of bookings) clashes.push({ bookingId, startDate: span.startDate, endDate: span.endDate });
  }
  if (clashes.length > 0)
    await tx.insert(externalCalendarClashes).values(clashes.map((c) => ({ calendarId: calendar.id, ...c })));
  return {
    spans: merged.length,
    blockedDays,
    clashes: clashes.length,
    newClashes: clashes.filter((c) => !known.has(clashKey(c))),
  };
}

const daysBetween = (start: string, endExclusive: string) =>
  Math.round((Date.parse(endExclusive) - Date.parse(start)) / 86_400_000);

/** Delete the blocks a calendar made (its link rows go with them). */
export async function removeCalendarBlocks(tx: Db | Tx, calendarId: number) {
  const own = tx
    .select({ id: externalCalendarHolds.holdId })
    .from(externalCalendarHolds)
    .where(eq(externalCalendarHolds.calendarId, calendarId));
  await tx.delete(gearHolds).where(inArray(gearHolds.id, own));
}

/** Mark a read done: what it found, no error, the next read in `nextReadAt`. */
export async function recordGoodRead(db: Db, calendarId: number, spans: number, nextReadAt: Date) {
  await db
    .update(externalCalendars)
    .set({
      lastReadAt: new Date(),
      lastEventCount: spans,
      lastError: null,
      lastErrorAt: null,
      readRequestedAt: null,
      nextReadAt,
    })
    .where(eq(externalCalendars.id, calendarId));
}

/**
 * Mark a read failed with its message. The blocks of the last good read stay:
 * a feed that is down for an hour must not free its days for booking here.
 */
export async function recordFailedRead(db: Db, calendarId: number, message: string, nextReadAt: Date) {
  await db
    .update(externalCalendars)
    .set({ lastError: message, lastErrorAt: new Date(), readRequestedAt: null, nextReadAt })
    .where(eq(externalCalendars.id, calendarId));
}
