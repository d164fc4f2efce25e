import { describe, expect, it } from "vitest";
import { USERNAME_MESSAGES, validateUsername } from "./username";

// Seed section 5, messages verbatim.
const REQUIRED = "Username is required";
const TOO_SHORT = "Username must be at least 3 characters long";
const TOO_LONG = "Username must be less than 20 characters";
const CHARSET = "Username can only contain letters, numbers, and underscores";
const LEADING_DIGIT = "Username cannot start with a number";
const RESERVED = "Username is reserved and cannot be used";

describe("validateUsername (seed section 5)", () => {
  it.each([
    ["empty", "", REQUIRED],
    ["blank (two spaces)", "  ", REQUIRED],
    ["2 characters", "ab", TOO_SHORT],
    ["2 characters after trimming", "  ab  ", TOO_SHORT],
    ["3 characters", "abc", null],
    ["20 characters", "a".repeat(20), null],
    ["21 characters", "a".repeat(21), TOO_LONG],
    ["inner space", "lens master", CHARSET],
    ["hyphen", "lens-master", CHARSET],
    ["dot", "lens.master", CHARSET],
    ["unicode letter", "kamerà", CHARSET],
    ["emoji", "cam📷ra", CHARSET],
    ["leading digit", "1lens", LEADING_DIGIT],
    ["only digits", "12345", LEADING_DIGIT],
    ["reserved admin", "admin", RESERVED],
    ["reserved OWNER (any case)", "OWNER", RESERVED],
    ["reserved User (any case)", "User", RESERVED],
    ["reserved word inside a longer name is fine", "admin_gear", null],
    ["underscore and digits after the first letter", "Lens_Master_2024", null],
    ["leading underscore", "_lens", null],
    ["surrounding spaces are trimmed", "  lensmaster  ", null],
  ])("%s: %j → %j", (_label, input, expected) => {
    expect(validateUsername(input)).toBe(expected);
  });

  it("exports the seed's messages verbatim", () => {
    expect(USERNAME_MESSAGES).toEqual({
      required: REQUIRED,
      tooShort: TOO_SHORT,
      tooLong: TOO_LONG,
      charset: CHARSET,
      leadingDigit: LEADING_DIGIT,
      reserved: RESERVED,
      taken: "Username is already taken",
      checkFailed: "Error checking username availability",
    });
  });

  it("checks the rules in the seed's order (length before charset before leading digit before reserved)", () => {
    expect(validateUsername("1-")).toBe(TOO_SHORT);
    expect(validateUsername("1" + "-".repeat(25))).toBe(TOO_LONG);
    expect(validateUsername("1-abc")).toBe(CHARSET);
  });
});
