import { afterEach, describe, expect, it, vi } from "vitest";
import { clearPrivateCache } from "./pwa";

/** A CacheStorage holding caches by name; only keys and delete are used. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: async () => [...held],
    delete: async (name: string) => held.delete(name),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("clearPrivateCache", () => {
  it("deletes the cached API reads (this worker's and the hand-written one's) and keeps the shell, pages and images", async () => {
    const caches = fakeCaches([
      "sewagear-data",
      "sewagear-data-v1",
      "sewagear-pages",
      "sewagear-images",
      "workbox-precache-v2-https://sewagear.test/",
    ]);
    vi.stubGlobal("window", { caches });
    vi.stubGlobal("caches", caches);
    await clearPrivateCache();
    expect([...caches.held].sort()).toEqual([
      "sewagear-images",
      "sewagear-pages",
      "workbox-precache-v2-https://sewagear.test/",
    ]);
  });

  it("does nothing where the browser has no caches", async () => {
    vi.stubGlobal("window", {});
    await expect(clearPrivateCache()).resolves.toBeUndefined();
  });
});
