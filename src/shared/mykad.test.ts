import { describe, expect, it } from "vitest";
import { msg } from "./i18n/message";
import { ADULT_AGE, formatMykad, normalizeMykad, validateMykad } from "./mykad";

const today = new Date("2026-11-22T00:00:00Z");

describe("MyKad", () => {
  it.each([
    "900101-14-5678",
    "900101145678",
    "000229 10 1234", // 2000 was a leap year
    "081122-01-0001", // eighteen today
    "750615-59-1234", // the last state code
    "800101-60-1234", // a foreign code
    "800101-82-1234", // "state unknown"
    "800101-99-1234",
  ])("accepts %s", (n) => expect(validateMykad(n, today)).toBeNull());
  const digits = msg("verification", "errors.mykad.digits");
  const birthDate = msg("verification", "errors.mykad.birthDate");
  const placeOfBirth = msg("verification", "errors.mykad.placeOfBirth");
  const underage = msg("verification", "errors.mykad.underage", { age: ADULT_AGE });
  it.each([
    ["90010114567", digits],
    ["9001011456789", digits],
    ["90010A145678", digits],
    ["901301145678", birthDate],
    ["990230145678", birthDate], // 30 February
    ["900431145678", birthDate], // 31 April
    ["900100145678", birthDate],
    ["030229145678", birthDate], // 2003 was not a leap year
    ["900101005678", placeOfBirth],
    ["900101175678", placeOfBirth],
    ["900101205678", placeOfBirth],
    ["900101695678", placeOfBirth],
    ["900101705678", placeOfBirth],
    ["900101735678", placeOfBirth],
    ["900101805678", placeOfBirth],
    ["900101815678", placeOfBirth],
    ["900101945678", placeOfBirth],
    ["900101975678", placeOfBirth],
    ["081123-01-0001", underage], // eighteen tomorrow
    ["260101-01-0001", underage], // born this year
    ["100101-14-5678", underage],
  ])("refuses %s (%s)", (n, why) => expect(validateMykad(n, today)).toBe(why));
  it("a 29 February birthday is of age on 1 March of a year without one", () => {
    expect(validateMykad("080229-14-5678", new Date("2026-02-28T00:00:00Z"))).toBe(underage);
    expect(validateMykad("080229-14-5678", new Date("2026-03-01T00:00:00Z"))).toBeNull();
  });
  it("normalizes and formats", () => {
    expect(normalizeMykad("900101-14 5678")).toBe("900101145678");
    expect(formatMykad("900101145678")).toBe("900101-14-5678");
  });
});
