import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { LANGUAGE_STORAGE_KEY } from "./language-choice";

/** The headers of the one request `api()` makes, with this device's stored language. */
async function headersSent(stored: string | null): Promise<Headers> {
  const store = new Map(stored === null ? [] : [[LANGUAGE_STORAGE_KEY, stored]]);
  vi.stubGlobal("localStorage", { getItem: (k: string) => store.get(k) ?? null });
  let sent = new Headers();
  vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
    sent = new Headers(init.headers);
    return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
  });
  await api("/api/session");
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api: the device's language", () => {
  it("asks for the language chosen on this device", async () => {
    expect((await headersSent("ms")).get("accept-language")).toBe("ms");
  });

  it("leaves the browser's own Accept-Language when nothing (or nonsense) is stored", async () => {
    expect((await headersSent(null)).get("accept-language")).toBeNull();
    expect((await headersSent("fr")).get("accept-language")).toBeNull();
  });
});
