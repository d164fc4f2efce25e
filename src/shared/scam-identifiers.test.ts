import { describe, expect, it } from "vitest";
import {
  maskEmail,
  maskIcLast4,
  maskPhone,
  normalizeEmail,
  normalizeIcLast4,
  normalizePhone,
} from "./scam-identifiers";

describe("normalizePhone: one Malaysian number however it is written", () => {
  it.each([
    ["+60 12-345 6789", "+60123456789"],
    ["012 3456789", "+60123456789"],
    ["0123456789", "+60123456789"],
    ["60123456789", "+60123456789"],
    ["012-345 6789", "+60123456789"],
    ["(012) 345-6789", "+60123456789"],
    ["0060 12 345 6789", "+60123456789"],
    ["+60 012-345 6789", "+60123456789"],
    ["12-345 6789", "+60123456789"],
    ["  +6012.345.6789 ", "+60123456789"],
    // Eleven-digit mobiles (011 numbers) and fixed lines.
    ["011-2345 6789", "+601123456789"],
    ["+601123456789", "+601123456789"],
    ["03-2161 2345", "+60321612345"],
    ["603 2161 2345", "+60321612345"],
    // Another country's number stays itself, in E.164.
    ["+65 9123 4567", "+6591234567"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["", "abc", "012-345", "+60 0", "0123456789012345", "phone: 0123456789", "01234567890123"])(
    "%j is not a phone number",
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe("normalizeEmail: trimmed and lower-cased", () => {
  it.each([
    ["  Rina.Renter@Example.COM ", "rina.renter@example.com"],
    ["rina@example.com", "rina@example.com"],
  ])("%j → %s", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
  it.each(["", "rina", "rina@", "@example.com", "rina @example.com"])("%j is not an e-mail", (input) => {
    expect(normalizeEmail(input)).toBeNull();
  });
});

describe("normalizeIcLast4: four digits, or the last four of a whole MyKad", () => {
  it.each([
    ["5678", "5678"],
    [" 5678 ", "5678"],
    ["900101-14-5678", "5678"],
    ["900101145678", "5678"],
    ["0012", "0012"],
  ])("%j → %s", (input, expected) => {
    expect(normalizeIcLast4(input)).toBe(expected);
  });
  it.each(["", "567", "56789", "56a8", "90010114567"])("%j is not IC digits", (input) => {
    expect(normalizeIcLast4(input)).toBeNull();
  });
});

describe("masks kept after a decision", () => {
  it("shows only the end of a phone, the first letter and domain of an e-mail, two IC digits", () => {
    expect(maskPhone("+60123456789")).toBe("•••• 6789");
    expect(maskEmail("rina@example.com")).toBe("r•••@example.com");
    expect(maskIcLast4("5678")).toBe("••78");
  });
});
