import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { translateMessage } from "./i18n/message";
import { resources } from "./i18n/resources";
import { USERNAME_MESSAGES, validateUsername } from "./username";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
/** A message (or null) as a reader of `lang` sees it. */
const read = (message: string | null, lang = "en") =>
  message &&
  translateMessage(message, (key, params) => i18n.getFixedT(lang)(key as never, params as never) as unknown as string);

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
    expect(read(validateUsername(input))).toBe(expected);
  });

  it("exports the seed's messages, verbatim in English", () => {
    expect(Object.fromEntries(Object.entries(USERNAME_MESSAGES).map(([k, m]) => [k, read(m)]))).toEqual({
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
    expect(read(validateUsername("1-"))).toBe(TOO_SHORT);
    expect(read(validateUsername("1" + "-".repeat(25)))).toBe(TOO_LONG);
    expect(read(validateUsername("1-abc"))).toBe(CHARSET);
  });

  it("says the same in Malay for a Malay reader", () => {
    expect(read(validateUsername("ab"), "ms")).toBe("Nama pengguna mestilah sekurang-kurangnya 3 aksara");
    expect(read(USERNAME_MESSAGES.taken, "ms")).toBe("Nama pengguna sudah diambil");
  });
});
