import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, gearHolds, gearPhotos, owners } from "../../db/schema";
import type { GearCard, GearSearchResult } from "../../../shared/catalogue";
import { addDays } from "../../../shared/dates";
import { type GearSearchQuery, searchToQueryString } from "../../../shared/search-contracts";
import { gearCardColumns, toGearCards } from "../gear/presenter";

/**
 * Words → a prefix tsquery ("son fx" → 'son:* & fx:*'). Only letters and digits
 * survive, so no user text is ever read as tsquery syntax.
 */
export function prefixTsQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** Listed = active gear of an active owner. */
const listed = and(eq(gear.status, "active"), eq(owners.status, "active"));

function conditions(f: GearSearchQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [listed];
  const tsq = f.q ? prefixTsQuery(f.q) : null;
  if (tsq) where.push(sql`${gear.search} @@ to_tsquery('simple', ${tsq})`);
  if (f.category) where.push(eq(gear.category, f.category));
  if (f.state) where.push(eq(gear.state, f.state));
  if (f.minPrice !== undefined) where.push(gte(gear.pricePerDay, f.minPrice));
  if (f.maxPrice !== undefined) where.push(lte(gear.pricePerDay, f.maxPrice));
  if (f.student) where.push(eq(gear.enableStudentRate, true));
  if (f.from && f.to) {
    // Free on every day asked for: no block or booking hold overlaps [from, to].
    const wanted = sql`daterange(${f.from}::date, ${addDays(f.to, 1)}::date)`;
    where.push(sql`not exists (select 1 from ${gearHolds} where ${gearHolds.gearId} = ${gear.id} and ${gearHolds.period} && ${wanted})`);
  }
  return and(...where);
}

const ORDER = {
  newest: [desc(gear.createdAt), desc(gear.id)],
  price_asc: [asc(gear.pricePerDay), asc(gear.id)],
  price_desc: [desc(gear.pricePerDay), desc(gear.id)],
} as const;

/**
 * Answers of the public catalogue reads, kept while the database is unchanged.
 * The version is Postgres's WAL insert position: every committed write, from any
 * process, moves it, so a kept answer is never older than the last write. Reading
 * it is one trivial query instead of a page, a count over thousands of rows and
 * the covers; PGlite answers one query at a time, so at 50 connections that is
 * the difference between ~1 s and ~20 ms at p99 (bench/gear-search.ts, bench/README.md).
 * Per database handle, so two test databases in one process never share answers.
 */
interface Memo {
  version: string;
  answers: Map<string, Promise<unknown>>;
}
const memos = new WeakMap<Db, Memo>();
const MAX_ANSWERS = 1000;

/** The answers kept for the database as it is now, or null when it cannot tell (then nothing is kept). */
async function currentMemo(db: Db): Promise<Memo | null> {
  let version: string;
  try {
    const result = (await db.execute(sql`select pg_current_wal_insert_lsn()::text as v`)) as unknown as { rows: { v: string }[] };
    version = result.rows[0]!.v;
  } catch {
    // No WAL position (e.g. a read replica in recovery).
    return null;
  }
  let memo = memos.get(db);
  if (!memo || memo.version !== version) memos.set(db, (memo = { version, answers: new Map() }));
  return memo;
}

function remember<T>(memo: Memo | null, key: string, load: () => Promise<T>): Promise<T> {
  if (!memo) return load();
  const { answers } = memo;
  const kept = answers.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  if (answers.size >= MAX_ANSWERS) answers.clear();
  // The promise itself is kept, so identical requests arriving together share one load.
  const answer = load();
  answers.set(key, answer);
  answer.catch(() => answers.get(key) === answer && answers.delete(key));
  return answer;
}

/** GET /api/gear: one page of matching listings and the total (see `remember`). */
export async function searchGear(db: Db, f: GearSearchQuery): Promise<GearSearchResult> {
  // The total does not depend on sort or page: paging through one filter counts once.
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filter } = f;
  const memo = await currentMemo(db);
  const [items, total] = await Promise.all([
    remember(memo, `page?${searchToQueryString(f)}`, () => findGearPage(db, f)),
    remember(memo, `total?${searchToQueryString(filter)}`, () => countGear(db, f)),
  ]);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

/** One page of matching listings, straight from the database. */
export async function findGearPage(db: Db, f: GearSearchQuery): Promise<GearCard[]> {
  const rows = await db
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(conditions(f))
    .orderBy(...ORDER[f.sort])
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return toGearCards(db, rows);
}

/** How many listings match, straight from the database. */
export async function countGear(db: Db, f: GearSearchQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gear).innerJoin(owners, eq(owners.userId, gear.ownerId)).where(conditions(f));
  return row?.n ?? 0;
}

/** Listed gear per state, for the home page map. */
export const countByState = async (db: Db) => remember(await currentMemo(db), "state-counts", () => findCountsByState(db));

async function findCountsByState(db: Db) {
  const rows = await db
    .select({ state: gear.state, count: count() })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(listed, sql`${gear.state} is not null`))
    .groupBy(gear.state)
    .orderBy(desc(count()), asc(gear.state));
  return rows.map((r) => ({ state: r.state!, count: r.count }));
}

/** Up to 8 newest listings with photos, at most 2 per owner, so one shop cannot fill the home page. */
export const featuredGear = async (db: Db): Promise<GearCard[]> => remember(await currentMemo(db), "featured", () => findFeaturedGear(db));

async function findFeaturedGear(db: Db): Promise<GearCard[]> {
  const rows = await db
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(listed, sql`exists (select 1 from ${gearPhotos} where ${gearPhotos.gearId} = ${gear.id})`))
    .orderBy(desc(gear.createdAt), desc(gear.id))
    .limit(60);
  const perOwner = new Map<string, number>();
  const picked = rows.filter((r) => {
    const n = perOwner.get(r.gear.ownerId) ?? 0;
    if (n >= 2) return false;
    perOwner.set(r.gear.ownerId, n + 1);
    return true;
  });
  return toGearCards(db, picked.slice(0, 8));
}
