import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { i18n } from "./i18n";
import { LANGUAGE_STORAGE_KEY } from "./language-choice";

/** The headers of the one request `api()` makes, with the page shown in `shown` and this device's stored language. */
async function headersSent(shown: string | undefined, stored: string | null): Promise<Headers> {
  const store = new Map(stored === null ? [] : [[LANGUAGE_STORAGE_KEY, stored]]);
  vi.stubGlobal("localStorage", { getItem: (k: string) => store.get(k) ?? null });
  let sent = new Headers();
  vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
    sent = new Headers(init.headers);
    return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
  });
  const before = i18n.language;
  i18n.language = shown as string;
  try {
    await api("/api/session");
  } finally {
    i18n.language = before;
  }
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api: the language asked for", () => {
  it("is the one the page is shown in, whatever is stored (a /ms/ address with no stored choice)", async () => {
    expect((await headersSent("ms", null)).get("accept-language")).toBe("ms");
    expect((await headersSent("en", "ms")).get("accept-language")).toBe("en");
  });

  it("before the texts are set up: the choice stored on this device, else the browser's own", async () => {
    expect((await headersSent(undefined, "ms")).get("accept-language")).toBe("ms");
    expect((await headersSent(undefined, null)).get("accept-language")).toBeNull();
    expect((await headersSent(undefined, "fr")).get("accept-language")).toBeNull();
  });
});
