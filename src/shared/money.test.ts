import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, rentalDays, todayInMalaysia } from "./dates";
import { formatRM, parseRM, percentOf } from "./money";

describe("money", () => {
  it.each([
    [12000, "RM 120.00"],
    [5, "RM 0.05"],
    [123456789, "RM 1,234,567.89"],
    [-250, "-RM 2.50"],
  ])("formatRM(%i) = %s", (sen, text) => expect(formatRM(sen)).toBe(text));

  it.each([
    ["120", 12000],
    ["120.5", 12050],
    ["RM 1,200.05", 120005],
    ["abc", null],
    ["1.234", null],
    ["", null],
  ])("parseRM(%s) = %s", (text, sen) => expect(parseRM(text)).toBe(sen));

  it("rounds percentages half up to the sen", () => {
    expect(percentOf(9999, 500)).toBe(500); // 499.95
    expect(percentOf(100, 600)).toBe(6);
  });
});

describe("dates", () => {
  it("counts both ends of a rental", () => {
    expect(rentalDays("2026-12-01", "2026-12-01")).toBe(1);
    expect(rentalDays("2026-12-30", "2027-01-02")).toBe(4);
    expect(rentalDays("2028-02-28", "2028-03-01")).toBe(3); // leap year
  });
  it("validates calendar dates", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-1-01")).toBe(false);
    // Every day of 2000–2100 as the calendar has it, and nothing else of its shape.
    const real = new Set<string>();
    for (let t = Date.UTC(2000, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86_400_000)
      real.add(new Date(t).toISOString().slice(0, 10));
    let checked = 0;
    for (const year of [1999, 2000, 2024, 2026, 2100, 2101])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          expect(isIsoDate(text), text).toBe(real.has(text));
          checked++;
        }
    expect(checked).toBe(6 * 14 * 33);
    expect(isIsoDate("2100-02-29")).toBe(false); // not a leap year (divisible by 100)
    expect(isIsoDate("2000-02-29")).toBe(true); // a leap year (divisible by 400)
  });
  it("adds days across month ends", () => expect(addDays("2026-01-31", 1)).toBe("2026-02-01"));
  it("takes today in Malaysia (UTC+8)", () => {
    expect(todayInMalaysia(new Date("2026-11-22T15:59:00Z"))).toBe("2026-11-22");
    expect(todayInMalaysia(new Date("2026-11-22T16:00:00Z"))).toBe("2026-11-23");
  });
});
