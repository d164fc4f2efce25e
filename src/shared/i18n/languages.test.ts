import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime, formatDay, formatMonth, formatNumericDate } from "./format";
import { acceptLanguageTags, LOCALE, pickLanguage } from "./languages";

describe("language choice", () => {
  it.each([
    [["ms-MY", "en"], "ms"],
    [["ms"], "ms"],
    [["en-GB", "ms"], "en"],
    [["id-ID", "ms"], "ms"],
    [["id-ID"], "en"],
    [["zh-CN", "ta"], "en"],
    [[], "en"],
  ])("%j → %s", (tags, expected) => {
    expect(pickLanguage(tags)).toBe(expected);
  });

  it("reads Accept-Language by descending q, ignoring * and q=0", () => {
    expect(acceptLanguageTags("en;q=0.5, ms-MY, ms;q=0.9, *;q=0.1, fr;q=0")).toEqual(["ms-MY", "ms", "en"]);
    expect(pickLanguage(acceptLanguageTags("en;q=0.5, ms;q=0.8"))).toBe("ms");
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe("formatting per language", () => {
  it("writes dates the Malaysian way in each language", () => {
    expect(formatDay("2026-11-23", "en", "full")).toBe("Monday, 23 November 2026");
    expect(formatDay("2026-11-23", "ms", "full")).toBe("Isnin, 23 November 2026");
    expect(formatDateTime("2026-11-23T10:00:00Z", "ms")).toContain("6:00 PTG");
  });

  it("keeps one formatter per language: alternating languages never mixes them up", () => {
    for (let i = 0; i < 3; i++) {
      expect(formatDay("2026-12-01", "en")).toBe("1 Dec 2026");
      expect(formatDay("2026-12-01", "ms")).toBe("1 Dis 2026");
      expect(formatMonth("2026-12-01T00:00:00Z", "ms")).toBe("Disember 2026");
      expect(formatMonth("2026-12-01T00:00:00Z", "en")).toBe("December 2026");
    }
    expect(formatCount(1234567, "en")).toBe("1,234,567");
    expect(formatCount(1234567, "ms")).toBe("1,234,567");
    for (const n of [0, 7, 7.5, 999, 1000, 65432, 1000000, -4321, 1234.5678, 0.25, -0.5])
      for (const lang of ["en", "ms"] as const) expect(formatCount(n, lang)).toBe(n.toLocaleString(LOCALE[lang]));
    expect(formatNumericDate("2026-11-23T10:00:00Z", "en")).toBe(
      new Date("2026-11-23T10:00:00Z").toLocaleDateString("en-MY"),
    );
    expect(formatNumericDate("2026-11-23T10:00:00Z", "ms")).toBe(
      new Date("2026-11-23T10:00:00Z").toLocaleDateString("ms-MY"),
    );
  });
});
