import { describe, expect, it } from "vitest";
import { addMonths, availabilityMonths } from "./availability-months";

describe("the availability calendar's months", () => {
  it("adds months as a calendar does, keeping the day where the month has it", () => {
    expect(addMonths("2026-11-24", 3)).toBe("2027-02-24");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("lays each month out in weeks from Monday, padded with empty days", () => {
    const [nov] = availabilityMonths("2026-11-24", "2027-02-24", 1, new Set());
    expect(nov!.first).toBe("2026-11-01");
    // 1 November 2026 is a Sunday: six empty days before it, and five weeks after.
    expect(nov!.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(nov!.weeks[0]![6]).toMatchObject({ date: "2026-11-01", day: 1 });
    expect(nov!.weeks.flat().filter(Boolean)).toHaveLength(30);
    for (const week of nov!.weeks) expect(week).toHaveLength(7);
    // 30 November is a Monday: the rest of that week is empty.
    expect(nov!.weeks.at(-1)).toEqual([
      expect.objectContaining({ date: "2026-11-30" }),
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("marks the days before today and after the window closed, and the held or blocked ones unavailable", () => {
    const months = availabilityMonths("2026-11-24", "2027-02-24", 4, new Set(["2026-11-25", "2027-01-01"]));
    const day = (date: string) => months.flatMap((m) => m.weeks.flat()).find((d) => d?.date === date)!.status;
    expect(months.map((m) => m.first)).toEqual(["2026-11-01", "2026-12-01", "2027-01-01", "2027-02-01"]);
    expect(day("2026-11-23")).toBe("closed");
    expect(day("2026-11-24")).toBe("available");
    expect(day("2026-11-25")).toBe("unavailable");
    expect(day("2027-01-01")).toBe("unavailable");
    expect(day("2027-02-24")).toBe("available");
    expect(day("2027-02-25")).toBe("closed");
  });
});
