import { describe, expect, it } from "vitest";
import { msg } from "./i18n/message";
import { formatMykad, normalizeMykad, validateMykad } from "./mykad";

const today = new Date("2026-11-22T00:00:00Z");

describe("MyKad", () => {
  it.each(["900101-14-5678", "900101145678", "000229 10 1234", "260101-01-0001"])("accepts %s", (n) =>
    expect(validateMykad(n, today)).toBeNull(),
  );
  const digits = msg("verification", "errors.mykad.digits");
  const birthDate = msg("verification", "errors.mykad.birthDate");
  const placeOfBirth = msg("verification", "errors.mykad.placeOfBirth");
  it.each([
    ["90010114567", digits],
    ["9001011456789", digits],
    ["90010A145678", digits],
    ["901301145678", birthDate],
    ["030229145678", birthDate], // 2003 was not a leap year
    ["900101005678", placeOfBirth],
    ["900101175678", placeOfBirth],
  ])("refuses %s (%s)", (n, why) => expect(validateMykad(n, today)).toBe(why));
  it("normalizes and formats", () => {
    expect(normalizeMykad("900101-14 5678")).toBe("900101145678");
    expect(formatMykad("900101145678")).toBe("900101-14-5678");
  });
});
