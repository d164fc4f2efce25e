import { describe, expect, it } from "vitest";
import { formatMykad, normalizeMykad, validateMykad } from "./mykad";

const today = new Date("2026-11-22T00:00:00Z");

describe("MyKad", () => {
  it.each(["900101-14-5678", "900101145678", "000229 10 1234", "260101-01-0001"])("accepts %s", (n) =>
    expect(validateMykad(n, today)).toBeNull(),
  );
  it.each([
    ["90010114567", "12 digits"],
    ["9001011456789", "12 digits"],
    ["90010A145678", "12 digits"],
    ["901301145678", "date of birth"],
    ["030229145678", "date of birth"], // 2003 was not a leap year
    ["900101005678", "place-of-birth"],
    ["900101175678", "place-of-birth"],
  ])("refuses %s (%s)", (n, why) => expect(validateMykad(n, today)).toContain(why));
  it("normalizes and formats", () => {
    expect(normalizeMykad("900101-14 5678")).toBe("900101145678");
    expect(formatMykad("900101145678")).toBe("900101-14-5678");
  });
});
