import type { Db } from "../db/client";
import { type Count, hit, hitMany, type Window } from "../lib/counters";

/** How long hits counted in memory wait before they are written (every address's in one upsert). */
export const FLUSH_MS = 250;

interface Tally {
  window: Window;
  windowStart: number;
  /** The total in the database at the last write (every process's hits, ours included). */
  known: number;
  /** Our hits since, not yet written. */
  pending: number;
  /** The first write, until it has answered: hits arriving meanwhile wait for the total it learns. */
  first: Promise<unknown> | null;
}

/**
 * The default per-address limit without a database round trip on most requests
 * (decision record 026). An address's first hit in a window is written at once, so
 * this process learns the total every process has counted. While that total plus
 * this process's unwritten hits stays at most half the limit, a hit is counted in
 * memory and written with the others of the next FLUSH_MS in one upsert; from half
 * the limit on, each hit is written at once and judged by the total the database
 * returns, as `hit` always did. One process is exact. With several, a process sees
 * the others' memory-counted hits at its next write, so a burst spread over P
 * processes at once can pass the limit by at most (P − 1) × half of it, once.
 */
export function createBatchedCounter(db: Db, max: number, now = () => Date.now()) {
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;

  async function write(t: Tally, extra: number): Promise<number> {
    const n = t.pending + extra;
    t.pending = 0;
    const { hits } = await hit(db, t.window, new Date(t.windowStart), n);
    t.known = Math.max(t.known, hits);
    return hits;
  }

  async function flush() {
    timer = undefined;
    const current = Math.floor(now());
    const due: Tally[] = [];
    for (const [id, t] of tallies) {
      if (t.pending > 0) due.push(t);
      // A past window with nothing left to write is done.
      else if (t.windowStart + t.window.windowMs <= current) tallies.delete(id);
    }
    // Every address's hits in one statement: one per address cost a round trip each
    // (with 100 addresses, ~40 % of the statements the booking bench sent).
    const counts = due.map((t) => ({ window: t.window, at: new Date(t.windowStart), n: t.pending }));
    for (const t of due) t.pending = 0;
    try {
      const totals = await hitMany(db, counts);
      due.forEach((t, i) => (t.known = Math.max(t.known, totals[i] ?? 0)));
    } catch {
      // A failed write loses at most FLUSH_MS of counts well below a limit; the next request writes again.
    }
  }

  return {
    /** Count one hit of `key` in `window`; the total to judge it by and when the window ends. */
    async hit(window: Window): Promise<Count> {
      const at = now();
      const windowStart = Math.floor(at / window.windowMs) * window.windowMs;
      const id = `${window.bucket}\u0000${window.key}\u0000${windowStart}`;
      const resetsAt = new Date(windowStart + window.windowMs);
      const t = tallies.get(id);
      if (!t) {
        const tally: Tally = { window, windowStart, known: 0, pending: 0, first: null };
        tallies.set(id, tally);
        const written = write(tally, 1);
        tally.first = written.finally(() => (tally.first = null)).catch(() => tallies.delete(id));
        return { hits: await written, resetsAt };
      }
      if (t.first) await t.first;
      if (t.known + t.pending + 1 <= max / 2) {
        t.pending++;
        if (!timer) {
          timer = setTimeout(() => void flush(), FLUSH_MS);
          timer.unref();
        }
        return { hits: t.known + t.pending, resetsAt };
      }
      return { hits: await write(t, 1), resetsAt };
    },
    /** Write what is still in memory (closing). */
    async close() {
      clearTimeout(timer);
      await flush();
    },
  };
}
