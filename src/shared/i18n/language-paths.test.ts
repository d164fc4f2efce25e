import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage, switchedPath, withoutLanguagePrefix } from "./language-paths";

describe("language URLs", () => {
  it("names Malay by the /ms prefix only", () => {
    expect(languageOfPath("/ms")).toBe("ms");
    expect(languageOfPath("/ms/gear/x")).toBe("ms");
    // A path that merely starts with the letters is not under the prefix.
    expect(languageOfPath("/msgear")).toBeNull();
    expect(languageOfPath("/gear/ms")).toBeNull();
  });

  it("moves a path between the languages' URLs, query kept", () => {
    expect(pathInLanguage("/", "ms")).toBe("/ms");
    expect(pathInLanguage("/gear/x", "ms")).toBe("/ms/gear/x");
    expect(pathInLanguage("/learnmore?q=a", "ms")).toBe("/ms/learnmore?q=a");
    expect(pathInLanguage("/?q=a", "ms")).toBe("/ms?q=a");
    expect(pathInLanguage("/ms/gear/x", "ms")).toBe("/ms/gear/x");
    expect(pathInLanguage("/ms", "en")).toBe("/");
    expect(pathInLanguage("/ms?q=a", "en")).toBe("/?q=a");
    expect(withoutLanguagePrefix("/ms/owner/a")).toBe("/owner/a");
  });

  it("a switch goes between a public page's URLs, and out of /ms to English from any page", () => {
    expect(switchedPath("/gear/x", "ms")).toBe("/ms/gear/x");
    expect(switchedPath("/", "ms")).toBe("/ms");
    expect(switchedPath("/ms/wanted", "en")).toBe("/wanted");
    expect(switchedPath("/ms/profile", "en")).toBe("/profile");
    // Already there, or a page with one URL: switched in place.
    expect(switchedPath("/ms/gear/x", "ms")).toBeNull();
    expect(switchedPath("/gear/x", "en")).toBeNull();
    expect(switchedPath("/profile", "ms")).toBeNull();
  });
});
