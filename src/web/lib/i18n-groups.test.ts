import { afterEach, describe, expect, it, vi } from "vitest";
import { msg, translateMessage } from "../../shared/i18n/message";
import { i18n, loadCatalogues, loadGroup } from "./i18n";

afterEach(() => vi.restoreAllMocks());

describe("the web's texts arrive in groups (ADR 010)", () => {
  it("the public group of a language brings the public pages' namespaces and nothing else", async () => {
    await loadCatalogues("ms", "public");
    expect(i18n.hasResourceBundle("ms", "gear")).toBe(true);
    expect(i18n.hasResourceBundle("ms", "nav")).toBe(true);
    expect(i18n.hasResourceBundle("ms", "deposits")).toBe(false);
    // Nothing of English came with it: a page in Malay never waits for English texts.
    expect(i18n.hasResourceBundle("en", "gear")).toBe(false);
  });

  it("a text asked for before its group was loaded is reported, and its group loaded", async () => {
    await loadCatalogues("en", "public");
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(i18n.t("gear:errors.thatGear", { lng: "en" })).toBe("That gear");
    expect(report).not.toHaveBeenCalled();

    expect(i18n.t("deposits:state.none", { lng: "en" })).toBe("state.none");
    expect(report).toHaveBeenCalledWith(expect.stringContaining('"deposits"'));
    await vi.waitFor(() => expect(i18n.hasResourceBundle("en", "deposits")).toBe(true));
    expect(i18n.t("deposits:state.none", { lng: "en" })).toBe("No deposit");
  });

  it("a page's group, once needed, loads in the language shown", async () => {
    await loadGroup("rest");
    expect(i18n.hasResourceBundle("en", "salary")).toBe(true);
    // Loading again is the same fetch, not a second one.
    expect(loadCatalogues("en", "rest")).toBe(loadCatalogues("en", "rest"));
  });

  it("a notification's dates, stored as YYYY-MM-DD by the server, read in the language shown", async () => {
    await Promise.all([loadCatalogues("en", "rest"), loadCatalogues("ms", "rest")]);
    const body = msg("bookings", "notices.lateBody", { date: "2026-11-24" });
    const read = (lng: string) => translateMessage(body, (key, params) => i18n.t(key as never, { ...params, lng }));
    expect(read("en")).toBe("It was due back on 24 Nov 2026 and has not been marked returned.");
    expect(read("ms")).toBe("Ia sepatutnya dipulangkan pada 24 Nov 2026 tetapi belum ditandakan telah dipulangkan.");
  });
});
