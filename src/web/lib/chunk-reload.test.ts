import { describe, expect, it } from "vitest";
import { isChunkLoadError, reloadOnceForNewVersion } from "./chunk-reload";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe("chunk reload", () => {
  it("recognises a stale chunk in Chromium, Firefox and Safari words, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads once, then not again within the window (no reload loop)", () => {
    const storage = memoryStorage();
    let reloads = 0;
    expect(reloadOnceForNewVersion(storage, () => reloads++)).toBe(true);
    expect(reloadOnceForNewVersion(storage, () => reloads++)).toBe(false);
    expect(reloads).toBe(1);
  });
});
