import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { FeedReadError } from "./fetch-feed";
import { busySpans, mergeSpans } from "./parse-feed";

/** What external calendars really contain, read as days in Malaysia (parse-feed.ts). */
const window = { from: "2030-01-01", to: "2031-12-31" };
const cal = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"];

/** New York in winter (UTC-5), as Google Calendar writes a zone into its export. */
const NEW_YORK = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:STANDARD",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

describe("busy days of a feed", () => {
  it("reads a time in the feed's own zone as the Malaysian day it falls on", () => {
    // 20:00 in New York on 15 January is 09:00 on the 16th in Malaysia (13 hours ahead).
    const text = cal(
      ...NEW_YORK,
      ...vevent(
        "UID:ny",
        "DTSTART;TZID=America/New_York:20300115T200000",
        "DTEND;TZID=America/New_York:20300115T210000",
      ),
    );
    expect(busySpans(text, window)).toEqual([{ startDate: "2030-01-16", endDate: "2030-01-16" }]);
    // The feed's zone is not left in the library's registry for the next feed.
    expect(ICAL.TimezoneService.has("America/New_York")).toBe(false);
  });

  it("reads a floating time as Malaysian time, and an end at midnight as ending the day before", () => {
    const text = cal(
      ...vevent("UID:float", "DTSTART:20300301T230000", "DTEND:20300302T000000"),
      ...vevent("UID:utc", "DTSTART:20300305T160000Z", "DTEND:20300306T160000Z"),
    );
    // 16:00 UTC is midnight in Malaysia: the 6th, through the end of the 6th.
    expect(busySpans(text, window)).toEqual([
      { startDate: "2030-03-01", endDate: "2030-03-01" },
      { startDate: "2030-03-06", endDate: "2030-03-06" },
    ]);
  });

  it("expands a recurring event with its excluded and moved occurrences", () => {
    const text = cal(
      ...vevent(
        "UID:weekly",
        "DTSTART;VALUE=DATE:20300107",
        "DTEND;VALUE=DATE:20300108",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;VALUE=DATE:20300114",
      ),
      // The third one moved two days later, and it is free time there.
      ...vevent(
        "UID:weekly",
        "RECURRENCE-ID;VALUE=DATE:20300121",
        "DTSTART;VALUE=DATE:20300123",
        "DTEND;VALUE=DATE:20300124",
        "TRANSP:TRANSPARENT",
      ),
    );
    expect(busySpans(text, window)).toEqual([
      { startDate: "2030-01-07", endDate: "2030-01-07" },
      { startDate: "2030-01-28", endDate: "2030-01-28" },
    ]);
  });

  it("an endless rule stops at the window's end", () => {
    const text = cal(...vevent("UID:daily", "DTSTART;VALUE=DATE:20311229", "RRULE:FREQ=DAILY"));
    expect(busySpans(text, window)).toEqual([
      { startDate: "2031-12-29", endDate: "2031-12-29" },
      { startDate: "2031-12-30", endDate: "2031-12-30" },
      { startDate: "2031-12-31", endDate: "2031-12-31" },
    ]);
  });

  for (const [what, text] of [
    ["an HTML page", "<!doctype html><html><body>Sign in</body></html>"],
    ["JSON", '{"events": []}'],
    ["an empty answer", ""],
    ["a vCard", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Someone\r\nEND:VCARD"],
  ] as const) {
    it(`${what} is not a calendar`, () => {
      expect(() => busySpans(text, window)).toThrow(FeedReadError);
      try {
        busySpans(text, window);
      } catch (err) {
        expect((err as FeedReadError).problem).toBe("notCalendar");
      }
    });
  }
});

describe("merging spans", () => {
  it("joins spans that overlap or touch, and keeps the others apart", () => {
    expect(
      mergeSpans([
        { startDate: "2030-01-05", endDate: "2030-01-06" },
        { startDate: "2030-01-01", endDate: "2030-01-03" },
        { startDate: "2030-01-04", endDate: "2030-01-04" },
        { startDate: "2030-01-10", endDate: "2030-01-10" },
      ]),
    ).toEqual([
      { startDate: "2030-01-01", endDate: "2030-01-06" },
      { startDate: "2030-01-10", endDate: "2030-01-10" },
    ]);
  });
});
