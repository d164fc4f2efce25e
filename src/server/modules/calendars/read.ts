import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { externalCalendars } from "../../db/schema";
import type { AddressPolicy } from "../../lib/public-address";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { FeedReadError, type FetchLimits, fetchFeed } from "./fetch-feed";
import { importSpans, type ImportResult, recordFailedRead, recordGoodRead } from "./import";
import { type BusySpan, busySpans } from "./parse-feed";
import { noticeNewClashes } from "./clash-notice";

/** How an external calendar is read: the address rules and the caps (from the configuration). */
export interface ReadSettings {
  policy: AddressPolicy;
  limits: FetchLimits;
}

export const readSettingsOf = (
  config: Pick<Config, "CALENDAR_ALLOW_LOOPBACK" | "CALENDAR_FETCH_TIMEOUT_MS" | "CALENDAR_MAX_BYTES">,
): ReadSettings => ({
  policy: { allowLoopback: config.CALENDAR_ALLOW_LOOPBACK },
  limits: { timeoutMs: config.CALENDAR_FETCH_TIMEOUT_MS, maxBytes: config.CALENDAR_MAX_BYTES },
});

/**
 * Every external calendar is read this often by the worker (calendars/jobs.ts).
 * Half an hour: a booking taken on another platform shows here within that time,
 * which is what other platforms' own imports offer (most read every few hours),
 * at one small request per calendar per half hour.
 */
export const READ_EVERY_MS = 30 * 60 * 1000;

/** Busy days are imported up to two years ahead; bookings here cannot be made further out than that anyway. */
export const IMPORT_HORIZON_DAYS = 730;

/** The message of a failed read (calendars namespace), translated when shown. */
export const readProblemMessage = (err: FeedReadError) =>
  msg("calendars", `errors.read.${err.problem}`, { status: err.status ?? 0 });

/** Fetch and parse one calendar's busy days for the import window starting `today`. */
export async function readBusySpans(url: string, settings: ReadSettings, today: string): Promise<BusySpan[]> {
  const text = await fetchFeed(url, settings.policy, settings.limits);
  return busySpans(text, { from: today, to: addDays(today, IMPORT_HORIZON_DAYS) });
}

/** The calendar's row for a read (null when it was removed meanwhile). */
export const findCalendarRow = (db: Db | Tx, id: number) =>
  firstRow(db.select().from(externalCalendars).where(eq(externalCalendars.id, id)));

/**
 * One read of one calendar (the worker's `calendar.read`): fetch, parse, replace
 * its blocks; a feed that cannot be read or parsed is recorded as the calendar's
 * last error and is not retried before the next scheduled read (the job succeeds).
 * Database failures throw, so the job retries.
 */
export async function readCalendar(db: Db, settings: ReadSettings, calendarId: number): Promise<ImportResult | null> {
  const calendar = await findCalendarRow(db, calendarId);
  if (!calendar) return null;
  const today = todayInMalaysia();
  const next = new Date(Date.now() + READ_EVERY_MS);
  let spans: BusySpan[];
  try {
    spans = await readBusySpans(calendar.url, settings, today);
  } catch (err) {
    if (!(err instanceof FeedReadError)) throw err;
    await recordFailedRead(db, calendar.id, readProblemMessage(err), next);
    return null;
  }
  const result = await db.transaction(async (tx) => {
    // Removed while it was being fetched: nothing to import into.
    // Locked, so a removal waits for this import to finish (and then removes its blocks).
    const locked = await firstRow(
      tx
        .select({ id: externalCalendars.id })
        .from(externalCalendars)
        .where(eq(externalCalendars.id, calendar.id))
        .for("update"),
    );
    if (!locked) return null;
    const result = await importSpans(tx, calendar, spans, today);
    await noticeNewClashes(tx, calendar, result.newClashes);
    return result;
  });
  if (result) await recordGoodRead(db, calendar.id, result.spans, next);
  return result;
}
