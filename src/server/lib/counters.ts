import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema/limits";

export interface Window {
  /** Which limit ("register", "sign-in" …). */
  bucket: string;
  /** Who is counted: an address, an e-mail, both. */
  key: string;
  windowMs: number;
}

export interface Count {
  hits: number;
  /** When this window ends: the Retry-After of a refusal. */
  resetsAt: Date;
}

const windowOf = ({ windowMs }: Window, now: Date) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/**
 * Count one hit (or `n` at once, a batch counted in memory) and read the total in
 * one upsert: concurrent hits from any process each see a distinct, growing count,
 * so no burst slips past a check.
 */
export async function hit(db: Db, w: Window, now = new Date(), n = 1): Promise<Count> {
  const windowStart = windowOf(w, now);
  const [hits] = (await upsertHits(db, [{ window: w, at: now, n }])) as [number];
  // The first hit of a window clears this key's earlier windows: the table holds
  // about one row per active key and limit (purgeCounters takes the rest).
  if (hits === n) {
    await db
      .delete(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.bucket, w.bucket),
          eq(rateLimitCounters.key, w.key),
          lt(rateLimitCounters.windowStart, windowStart),
        ),
      );
  }
  return { hits, resetsAt: new Date(windowStart.getTime() + w.windowMs) };
}

/** Rows per upsert: 4 parameters each, well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_UPSERT = 1000;

const windowId = (bucket: string, key: string, windowStart: Date) =>
  `${bucket}\u0000${key}\u0000${windowStart.getTime()}`;

/**
 * Add `n` hits to each window in one upsert per 1,000 (where `hit` would send one
 * statement each) and read each total, in the order given. Windows must be
 * distinct: one statement cannot update a row twice. The rows are written in one
 * order in every process (by window): two processes' batches with addresses in
 * common then lock those rows in the same order, and cannot deadlock each waiting
 * for a row the other holds (PostgreSQL would abort one after a second).
 */
export async function hitMany(db: Db, counts: { window: Window; at: Date; n: number }[]): Promise<number[]> {
  const ordered = counts
    .map((count, asked) => ({
      count,
      asked,
      id: windowId(count.window.bucket, count.window.key, windowOf(count.window, count.at)),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const totals: number[] = new Array(counts.length);
  for (let i = 0; i < ordered.length; i += ROWS_PER_UPSERT) {
    const batch = ordered.slice(i, i + ROWS_PER_UPSERT);
    const written = await upsertHits(
      db,
      batch.map((b) => b.count),
    );
    batch.forEach((b, j) => (totals[b.asked] = written[j]!));
  }
  return totals;
}

async function upsertHits(db: Db, counts: { window: Window; at: Date; n: number }[]): Promise<number[]> {
  const rows = counts.map(({ window, at, n }) => ({
    bucket: window.bucket,
    key: window.key,
    windowStart: windowOf(window, at),
    hits: n,
  }));
  const totals = await db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + excluded.hits` },
    })
    .returning({
      bucket: rateLimitCounters.bucket,
      key: rateLimitCounters.key,
      windowStart: rateLimitCounters.windowStart,
      hits: rateLimitCounters.hits,
    });
  // RETURNING's order is not promised: match each total to its window.
  const byId = new Map(totals.map((r) => [windowId(r.bucket, r.key, r.windowStart), r.hits]));
  return rows.map((r) => byId.get(windowId(r.bucket, r.key, r.windowStart))!);
}

/** Windows that ended more than a day ago (keys never seen again). */
export async function purgeCounters(db: Db, now = new Date()) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 86_400_000)));
}
