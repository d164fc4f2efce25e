import type { Database } from "../db/client";
import { metrics } from "./metrics";
import { createFence, type Fence } from "./read-fence";

/** The channel the database triggers of migration 0025 notify (drizzle/0025_read_versions.sql). */
export const READS_CHANNEL = "sewagear_reads";

/** `depend(...scopes)`: the answer being loaded changes when a write names one of these scopes. */
export type Depend = (...scopes: string[]) => void;

/** Answers kept for the database as it is now; `remember` loads what is not kept. */
export interface Answers {
  remember<T>(key: string, load: (depend: Depend) => Promise<T>): Promise<T>;
}

export interface ReadCache {
  /** The answers valid once every write committed before this call is seen. */
  current(): Promise<Answers>;
}

const NOTHING_KEPT: Answers = {
  remember: (_key, load) => {
    metrics.readCache.inc({ result: "miss" });
    return load(() => {});
  },
};

interface Entry {
  answer: Promise<unknown>;
  /** The number of scope changes heard when the load started. */
  startedAt: number;
  settled: boolean;
  scopes: string[];
  /** The scopes' versions once loaded, or null: still loading, or a write landed meanwhile. */
  versions: number[] | null;
  /** The last `heard` at which `versions` were found current. */
  checkedAt: number;
}

/**
 * Keeps answers of the public reads until a committed write names a scope they
 * depend on (ADR 025). Database triggers name, inside the writing transaction,
 * the scopes each write can change (`gear:<id>`, `owner:<id>`, `listings`,
 * `holds@<month>`, …) through pg_notify, which is delivered only once the write
 * has committed. Each process counts a version per scope it hears of.
 *
 * An answer records the versions of its scopes only if nothing at all was heard
 * while it loaded (`heard` did not move): its rows were then read after every
 * change to those scopes the versions count, so a later change moves a version
 * and the answer is loaded again. A load that overlapped a change serves its
 * callers but is not kept. A request only reads after `fence` (read-fence.ts):
 * every write committed before it arrived has been heard by then.
 */
export function createReadCache(database: Database, maxAnswers = 2000): ReadCache {
  const versions = new Map<string, number>();
  const answers = new Map<string, Entry>();
  let heard = 0;
  let fence: Promise<Fence> | null = null;

  function hear(payload: string) {
    if (payload === "*") return forgetAll();
    for (const scope of payload.split(" ")) versions.set(scope, (versions.get(scope) ?? 0) + 1);
    heard++;
  }
  function forgetAll() {
    answers.clear();
    versions.clear();
    heard++;
  }
  const versionsOf = (scopes: string[]) => scopes.map((s) => versions.get(s) ?? 0);

  function reusable(e: Entry): boolean {
    // A load still running may be joined while nothing has been heard since it began.
    if (!e.settled) return e.startedAt === heard;
    if (!e.versions) return false;
    if (e.checkedAt === heard) return true;
    const now = versionsOf(e.scopes);
    if (now.some((v, i) => v !== e.versions![i])) return false;
    e.checkedAt = heard;
    return true;
  }

  const kept: Answers = {
    remember<T>(key: string, load: (depend: Depend) => Promise<T>): Promise<T> {
      const known = answers.get(key);
      if (known && reusable(known)) {
        metrics.readCache.inc({ result: "hit" });
        return known.answer as Promise<T>;
      }
      metrics.readCache.inc({ result: "miss" });
      if (answers.size >= maxAnswers) answers.clear();
      const entry: Entry = {
        answer: Promise.resolve(),
        startedAt: heard,
        settled: false,
        scopes: [],
        versions: null,
        checkedAt: -1,
      };
      const depend: Depend = (...scopes) => void entry.scopes.push(...scopes);
      entry.answer = (async () => load(depend))().then(
        (value) => {
          entry.settled = true;
          // An answer that named no scope could never be told apart from a stale one: not kept.
          if (heard === entry.startedAt && entry.scopes.length > 0) {
            entry.versions = versionsOf(entry.scopes);
            entry.checkedAt = heard;
          }
          return value;
        },
        (err: unknown) => {
          entry.settled = true;
          if (answers.get(key) === entry) answers.delete(key);
          throw err;
        },
      );
      answers.set(key, entry);
      return entry.answer as Promise<T>;
    },
  };

  function follow(): Promise<Fence> {
    fence ??= createFence(database, READS_CHANNEL, hear, forgetAll).catch((err: unknown) => {
      fence = null;
      throw err;
    });
    return fence;
  }

  return {
    async current() {
      try {
        await (await follow()).passed();
        return kept;
      } catch {
        // Not listening (yet), or the fence did not come back: every read goes to the database.
        return NOTHING_KEPT;
      }
    },
  };
}

const caches = new WeakMap<Database, ReadCache>();

/** The one read cache of this process for `database`, shared by every module's public reads. */
export function readCacheOf(database: Database): ReadCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = createReadCache(database)));
  return cache;
}
