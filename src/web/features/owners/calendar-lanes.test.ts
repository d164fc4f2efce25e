import { describe, expect, it } from "vitest";
import { daysOf, holdLanes, unitsBookedPerDay } from "./calendar-grid";

const booking = (id: string, startDate: string, endDate: string, units = 1, turnaroundDays = 0) => ({
  kind: "booking" as const,
  id,
  startDate,
  endDate,
  units,
  turnaroundDays,
});

describe("the owner calendar's lanes and units (issue 32)", () => {
  it("keeps one lane for holds one after another, and opens another only where they overlap", () => {
    const a = booking("a", "2026-05-02", "2026-05-04");
    const b = booking("b", "2026-05-03", "2026-05-03");
    const c = booking("c", "2026-05-05", "2026-05-06");
    const lanes = holdLanes([c, b, a]);
    expect(lanes.map((l) => l.map((i) => i.hold.id))).toEqual([["a", "c"], ["b"]]);
    expect(holdLanes([])).toEqual([[]]);
  });

  it("shows a booking's turnaround after it as a part of its own, which the next booking in the lane may not share", () => {
    const a = booking("a", "2026-05-02", "2026-05-03", 2, 2);
    const b = booking("b", "2026-05-05", "2026-05-05");
    const c = booking("c", "2026-05-06", "2026-05-06");
    const lanes = holdLanes([a, b, c]);
    expect(lanes[0]!.map((i) => [i.hold.id, i.startDate, i.endDate, i.turnaround])).toEqual([
      ["a", "2026-05-02", "2026-05-03", false],
      ["a", "2026-05-04", "2026-05-05", true],
      ["c", "2026-05-06", "2026-05-06", false],
    ]);
    expect(lanes[1]!.map((i) => i.hold.id)).toEqual(["b"]);
  });

  it("counts a k-unit booking's units once per rental day, not its turnaround days, and not blocks", () => {
    const days = daysOf("2026-05-01", "2026-05-05");
    const holds = [
      booking("a", "2026-05-02", "2026-05-03", 2, 1),
      booking("b", "2026-05-03", "2026-05-03"),
      { kind: "block" as const },
    ];
    expect(unitsBookedPerDay(days, holds)).toEqual([0, 2, 3, 0, 0]);
  });
});
