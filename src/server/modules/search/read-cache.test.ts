import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createReadCache } from "./read-cache";

/** A database whose only query is the version read: counts the reads, answers `version`. */
function fakeDatabase() {
  const state = { version: "100:100:" as string | Error, reads: 0 };
  const client = {
    async query(text: string) {
      expect(text).toContain("pg_current_snapshot()");
      state.reads++;
      if (state.version instanceof Error) throw state.version;
      return { rows: [{ v: state.version }] };
    },
  };
  return { state, database: { kind: "pglite", db: { $client: client } } as unknown as Database };
}

describe("the catalogue read cache", () => {
  it("keeps an answer while the snapshot is unchanged and loads again once it moves", async () => {
    const { state, database } = fakeDatabase();
    const cache = createReadCache(database);
    let loads = 0;
    const load = async () => ++loads;
    expect(await (await cache.current()).remember("k", load)).toBe(1);
    expect(await (await cache.current()).remember("k", load)).toBe(1);
    state.version = "101:101:";
    expect(await (await cache.current()).remember("k", load)).toBe(2);
    // A transaction still running is part of the snapshot: its commit moves it too.
    state.version = "101:103:102";
    expect(await (await cache.current()).remember("k", load)).toBe(3);
  });

  it("reads the version once for requests arriving together, and again for later ones", async () => {
    const { state, database } = fakeDatabase();
    const cache = createReadCache(database);
    await Promise.all(Array.from({ length: 20 }, () => cache.current()));
    expect(state.reads).toBe(1);
    await cache.current();
    expect(state.reads).toBe(2);
  });

  it("shares one load between identical requests, and does not keep a failure", async () => {
    const { database } = fakeDatabase();
    const cache = createReadCache(database);
    let loads = 0;
    const failing = async () => {
      loads++;
      throw new Error("database went away");
    };
    const answers = await cache.current();
    const both = await Promise.allSettled([answers.remember("k", failing), answers.remember("k", failing)]);
    expect(both.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(loads).toBe(1);
    expect(await (await cache.current()).remember("k", async () => "loaded")).toBe("loaded");
  });

  it("keeps nothing when it cannot read the version", async () => {
    const { state, database } = fakeDatabase();
    state.version = new Error("no snapshot here");
    const cache = createReadCache(database);
    let loads = 0;
    const load = async () => ++loads;
    await (await cache.current()).remember("k", load);
    await (await cache.current()).remember("k", load);
    expect(loads).toBe(2);
  });

  it("starts afresh past its size limit rather than growing", async () => {
    const { database } = fakeDatabase();
    const cache = createReadCache(database, 2);
    let loads = 0;
    const answers = await cache.current();
    for (const key of ["a", "b", "c", "a"]) await answers.remember(key, async () => ++loads);
    expect(loads).toBe(4);
  });
});
