import { describe, expect, it } from "vitest";
import { resolveLanguage } from "./language-choice";

describe("resolveLanguage", () => {
  it("takes the account's saved language over the device's and the browser's", () => {
    expect(resolveLanguage({ saved: "ms", stored: "en", browser: ["en-GB"] })).toBe("ms");
    expect(resolveLanguage({ saved: "en", stored: "ms", browser: ["ms-MY"] })).toBe("en");
  });

  it("takes the device's choice when signed out or nothing is saved", () => {
    expect(resolveLanguage({ saved: null, stored: "ms", browser: ["en-US"] })).toBe("ms");
    expect(resolveLanguage({ stored: "en", browser: ["ms"] })).toBe("en");
  });

  it("ignores a stored value that is not a language and asks the browser", () => {
    expect(resolveLanguage({ stored: "id", browser: ["id-ID", "ms-MY", "en"] })).toBe("ms");
    expect(resolveLanguage({ saved: "fr", stored: "", browser: ["ms_MY"] })).toBe("ms");
  });

  it("falls back to English", () => {
    expect(resolveLanguage({ browser: ["id", "zh-CN"] })).toBe("en");
    expect(resolveLanguage({})).toBe("en");
  });
});
