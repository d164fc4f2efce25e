import { describe, expect, it } from "vitest";
import { isAppRoute } from "./app-routes";

describe("isAppRoute", () => {
  it.each([
    ["/", true],
    ["/learnmore", true],
    ["/learnmore/", true],
    ["/gear/abc123", true],
    ["/owner/lensmaster", true],
    ["/invoices/INV-2026-000001", true],
    ["/admin/settings", true],
    ["/gear", false],
    ["/gear/abc/extra", false],
    ["/no-such-page", false],
    ["/admin/nothing-here", false],
    ["/owner/%E0%A4%A", false],
    // Every page has a Malay URL under /ms (issue 33).
    ["/ms", true],
    ["/ms/gear/abc123", true],
    ["/ms/profile", true],
    ["/ms/no-such-page", false],
    ["/msgear/abc123", false],
  ])("%s → %s", (path, expected) => {
    expect(isAppRoute(path)).toBe(expected);
  });
});
