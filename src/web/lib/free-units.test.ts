import { describe, expect, it } from "vitest";
import { freeUnitsOf } from "./free-units";

describe("free units from a listing's availability", () => {
  const shop = freeUnitsOf({
    unitCount: 3,
    turnaroundDays: 1,
    free: [
      { date: "2026-05-04", free: 1 },
      { date: "2026-05-05", free: 2 },
      { date: "2026-05-08", free: 0 },
    ],
  });

  it("gives a listed day its count and any other day every unit", () => {
    expect([shop.on("2026-05-04"), shop.on("2026-05-05"), shop.on("2026-05-06"), shop.on("2026-05-08")]).toEqual([
      1, 2, 3, 0,
    ]);
  });

  it("gives a range the fewest free on its days and on the turnaround days after it", () => {
    expect(shop.forRange("2026-05-05", "2026-05-05")).toBe(2);
    expect(shop.forRange("2026-05-04", "2026-05-05")).toBe(1);
    // The 6th is all free, but its turnaround day (the 7th) is too; the 7th's runs into the 8th.
    expect(shop.forRange("2026-05-06", "2026-05-06")).toBe(3);
    expect(shop.forRange("2026-05-07", "2026-05-07")).toBe(0);
  });
});
