import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./format";
import { acceptLanguageTags, pickLanguage } from "./languages";

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
});
