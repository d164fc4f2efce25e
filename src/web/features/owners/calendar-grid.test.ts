import { describe, expect, it } from "vitest";
import { dayLabel, daysOf, rangeLabel, rangeOf, rowSegments, shiftAnchor, weekdayInitials } from "./calendar-grid";

describe("owner calendar ranges", () => {
  it("a week runs Monday to Sunday around the anchor, across month and year ends", () => {
    expect(rangeOf("week", "2026-05-13")).toEqual({ from: "2026-05-11", to: "2026-05-17" }); // a Wednesday
    expect(rangeOf("week", "2026-05-11")).toEqual({ from: "2026-05-11", to: "2026-05-17" }); // the Monday
    expect(rangeOf("week", "2026-05-17")).toEqual({ from: "2026-05-11", to: "2026-05-17" }); // the Sunday
    expect(rangeOf("week", "2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });

  it("a month is the calendar month, leap Februaries included", () => {
    expect(rangeOf("month", "2026-05-13")).toEqual({ from: "2026-05-01", to: "2026-05-31" });
    expect(rangeOf("month", "2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(rangeOf("month", "2026-02-28")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("moves a week or a month forward and back; months never skip a short one", () => {
    expect(shiftAnchor("week", "2026-12-30", 1)).toBe("2027-01-06");
    expect(shiftAnchor("week", "2026-01-02", -1)).toBe("2025-12-26");
    expect(shiftAnchor("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(shiftAnchor("month", "2026-03-31", -1)).toBe("2026-02-01");
    expect(shiftAnchor("month", "2026-12-15", 1)).toBe("2027-01-01");
  });

  it("labels a month by name and any other range by its ends", () => {
    expect(rangeLabel("2026-05-01", "2026-05-31", "en")).toBe("May 2026");
    expect(rangeLabel("2026-05-11", "2026-05-17", "en")).toBe("11 – 17 May 2026");
    expect(rangeLabel("2026-04-27", "2026-05-03", "en")).toBe("27 Apr – 3 May 2026");
    expect(rangeLabel("2026-12-28", "2027-01-03", "en")).toBe("28 Dec 2026 – 3 Jan 2027");
    expect(dayLabel("2026-05-11", "en")).toBe("Mon 11 May");
    expect(weekdayInitials("2026-05-11", "en")).toBe("Mo");
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("names months and weekdays in Malay for a Malay reader", () => {
    expect(rangeLabel("2026-05-01", "2026-05-31", "ms")).toBe("Mei 2026");
    expect(rangeLabel("2026-04-27", "2026-05-03", "ms")).toBe("27 Apr – 3 Mei 2026");
    expect(rangeLabel("2026-12-28", "2027-01-03", "ms")).toBe("28 Dis 2026 – 3 Jan 2027");
    expect(dayLabel("2026-05-17", "ms")).toBe("Ahd, 17 Mei");
    // Seven different initials, Monday (Isnin) to Sunday (Ahad).
    const week = daysOf("2026-05-11", "2026-05-17").map((d) => weekdayInitials(d, "ms"));
    expect(week).toEqual(["Is", "Se", "Ra", "Kh", "Ju", "Sa", "Ah"]);
  });
});

describe("a gear row's cells", () => {
  const days = daysOf("2026-05-11", "2026-05-17");

  it("joins a hold's days into one cell, clipped to the window, and leaves free days single", () => {
    const before = { startDate: "2026-05-08", endDate: "2026-05-12" };
    const middle = { startDate: "2026-05-14", endDate: "2026-05-15" };
    const after = { startDate: "2026-05-17", endDate: "2026-05-20" };
    expect(rowSegments(days, [middle, after, before])).toEqual([
      { start: "2026-05-11", span: 2, hold: before },
      { start: "2026-05-13", span: 1, hold: null },
      { start: "2026-05-14", span: 2, hold: middle },
      { start: "2026-05-16", span: 1, hold: null },
      { start: "2026-05-17", span: 1, hold: after },
    ]);
  });

  it("back-to-back holds stay two cells, and the cells always cover the whole window", () => {
    const a = { startDate: "2026-05-11", endDate: "2026-05-13" };
    const b = { startDate: "2026-05-14", endDate: "2026-05-30" };
    const segments = rowSegments(days, [a, b]);
    expect(segments.map((s) => [s.start, s.span, s.hold])).toEqual([
      ["2026-05-11", 3, a],
      ["2026-05-14", 4, b],
    ]);
    expect(rowSegments(days, []).reduce((n, s) => n + s.span, 0)).toBe(7);
  });
});
