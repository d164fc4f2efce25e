import type { Database } from "../../db/client";

/** Answers kept for the database as it is now; `remember` loads what is not kept yet. */
export interface Answers {
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export interface ReadCache {
  /** The answers valid for the database as it is at this moment. */
  current(): Promise<Answers>;
}

type RawClient = { query(text: string): Promise<{ rows: { v: string }[] }> };

const NOTHING_KEPT: Answers = { remember: (_key, load) => load() };

/**
 * Keeps answers of the hot public catalogue reads (search pages, totals, state
 * counts, featured gear) while the database is unchanged. PGlite answers one
 * query at a time, so at 50 connections p99 ≈ 50 × what one search costs; a
 * kept answer costs a share of one trivial query instead (bench/README.md).
 *
 * The version is the current snapshot, `pg_current_snapshot()` (xmin:xmax:running
 * xids): it moves whenever any transaction that wrote commits or aborts, in this
 * process or any other, and never on reads. An answer is loaded after its version
 * was read, so it is never older than that version: no write, however it was made,
 * can be missed, and gear writes need no hook into this module. The price is that
 * any write (a session, a notification) also drops the kept answers.
 *
 * Requests that arrive together share one version read: each waits for the end of
 * the event loop's current turn, and the read is sent then. A request only ever
 * joins a read that has not been sent yet, so the snapshot is taken after the
 * request arrived and includes every write acknowledged before it, on PGlite and
 * on a pool of PostgreSQL connections alike.
 *
 * At most `maxAnswers` are kept (then it starts afresh): filters are typed by
 * anyone, and 500 pages of at most 48 cards stay within a few tens of MB.
 */
export function createReadCache(database: Database, maxAnswers = 500): ReadCache {
  const client = (database.db as unknown as { $client?: RawClient }).$client;
  let kept: { version: string; answers: Map<string, Promise<unknown>> } | null = null;
  let batch: Promise<string | null> | null = null;

  async function readVersion(): Promise<string | null> {
    if (!client) return null;
    try {
      // Straight through the driver (PGlite and pg both answer query(text) with { rows }):
      // Drizzle's execute adds ~0.4 ms a call on PGlite, most of a kept answer's cost.
      return (await client.query("select pg_current_snapshot()::text as v")).rows[0]?.v ?? null;
    } catch {
      // No version, no keeping: every read goes to the database.
      return null;
    }
  }

  function version(): Promise<string | null> {
    // setImmediate runs after the I/O callbacks of this turn: all requests parsed in
    // it join. Node drains promise jobs between those callbacks, so without the wait
    // each request would find the previous read already answered and send its own.
    batch ??= new Promise((resolve) =>
      setImmediate(() => {
        batch = null;
        resolve(readVersion());
      }),
    );
    return batch;
  }

  return {
    async current() {
      const v = await version();
      if (v === null) return NOTHING_KEPT;
      if (!kept || kept.version !== v) kept = { version: v, answers: new Map() };
      const { answers } = kept;
      return {
        remember<T>(key: string, load: () => Promise<T>): Promise<T> {
          const known = answers.get(key) as Promise<T> | undefined;
          if (known) return known;
          if (answers.size >= maxAnswers) answers.clear();
          // The promise is kept, so identical requests arriving together share one load.
          const answer = load();
          answers.set(key, answer);
          answer.catch(() => answers.get(key) === answer && answers.delete(key));
          return answer;
        },
      };
    },
  };
}
