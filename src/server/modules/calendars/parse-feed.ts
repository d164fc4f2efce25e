import ICAL from "ical.js";
import { addDays } from "../../../shared/dates";
import { FeedReadError } from "./fetch-feed";

/** A busy span of an external calendar, as days in Malaysia (inclusive). */
export interface BusySpan {
  startDate: string;
  endDate: string;
}

/**
 * Bounds of one read, so a hostile or huge feed costs a bounded amount of work:
 * occurrences of one recurring event looked at, and busy spans kept in all.
 */
const MAX_STEPS_PER_EVENT = 5_000;
const MAX_SPANS = 5_000;

const MALAYSIA_OFFSET_S = 8 * 3600;

/** The day in Malaysia a time falls on, and whether it is that day's midnight (an end there ends the day before). */
function malaysiaDay(t: ICAL.Time): { date: string; midnight: boolean } {
  if (t.isDate) return { date: t.toString().slice(0, 10), midnight: true };
  // Floating times ("10:00", no zone) are read as Malaysian wall-clock time.
  const floating = !t.zone || t.zone.tzid === "floating";
  const wall = floating
    ? Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)
    : (t.toUnixTime() + MALAYSIA_OFFSET_S) * 1000;
  const d = new Date(wall);
  const midnight = d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0;
  return { date: d.toISOString().slice(0, 10), midnight };
}

/** An event's days: from its start's day to the day of its (exclusive) end; an instant or a zero-length event is its one day. */
function daysOf(start: ICAL.Time, end: ICAL.Time | null): BusySpan {
  const first = malaysiaDay(start).date;
  if (!end) return { startDate: first, endDate: first };
  const e = malaysiaDay(end);
  const last = e.midnight ? addDays(e.date, -1) : e.date;
  return { startDate: first, endDate: last < first ? first : last };
}

/** Free time (TRANSP:TRANSPARENT) and cancelled events do not make a listing busy. */
function isBusy(c: ICAL.Component): boolean {
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * The busy days of an iCalendar text within [from, to] (RFC 5545, read by ical.js):
 * single events, recurring ones expanded (RRULE, RDATE, EXDATE and changed
 * occurrences), each clipped to the window. Throws FeedReadError("notCalendar")
 * for anything that is not a VCALENDAR: an HTML page, JSON, a broken file.
 */
export function busySpans(text: string, window: { from: string; to: string }): BusySpan[] {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    if (!Array.isArray(parsed) || parsed[0] !== "vcalendar") throw new Error("not a VCALENDAR");
    root = new ICAL.Component(parsed);
  } catch {
    throw new FeedReadError("notCalendar");
  }
  // The feed's own time zone definitions, for its TZID times. The registry is the
  // library's global one: what this feed adds is removed before anything else parses.
  const added: string[] = [];
  for (const vtz of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(vtz.getFirstPropertyValue("tzid") ?? "");
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    ICAL.TimezoneService.register(vtz);
    added.push(tzid);
  }
  try {
    return collect(root, window);
  } catch (err) {
    if (err instanceof FeedReadError) throw err;
    throw new FeedReadError("notCalendar");
  } finally {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid);
  }
}

function collect(root: ICAL.Component, window: { from: string; to: string }): BusySpan[] {
  const vevents = root.getAllSubcomponents("vevent");
  // Changed occurrences (RECURRENCE-ID) belong to their series' master event.
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const c of vevents) {
    const event = new ICAL.Event(c);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const ex of exceptions) masters.get(ex.uid)?.relateException(ex);

  const spans: BusySpan[] = [];
  const keep = (span: BusySpan) => {
    if (span.endDate < window.from || span.startDate > window.to) return;
    spans.push({
      startDate: span.startDate < window.from ? window.from : span.startDate,
      endDate: span.endDate > window.to ? window.to : span.endDate,
    });
  };
  for (const event of masters.values()) {
    if (spans.length >= MAX_SPANS) break;
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (isBusy(event.component)) keep(daysOf(event.startDate, event.endDate ?? null));
      continue;
    }
    const it = event.iterator();
    for (let step = 0; step < MAX_STEPS_PER_EVENT && spans.length < MAX_SPANS; step++) {
      const next = it.next();
      if (!next) break;
      const occurrence = event.getOccurrenceDetails(next);
      const span = daysOf(occurrence.startDate, occurrence.endDate);
      if (span.startDate > window.to) break;
      if (isBusy(occurrence.item.component)) keep(span);
    }
  }
  return spans;
}

/** Spans sorted and merged where they overlap or touch: what one block each can hold. */
export function mergeSpans(spans: BusySpan[]): BusySpan[] {
  const sorted = [...spans].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const out: BusySpan[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.startDate <= addDays(last.endDate, 1)) {
      if (s.endDate > last.endDate) last.endDate = s.endDate;
    } else out.push({ ...s });
  }
  return out;
}
