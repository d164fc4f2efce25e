import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countRows } from "../../db/query";
import { gear, gearPhotos, owners } from "../../db/schema";
import type { GearCard } from "../../../shared/catalogue";
import { addDays } from "../../../shared/dates";
import type { GearSearchQuery } from "../../../shared/search-contracts";
import { gearCardColumns } from "../gear/presenter";
import { toGearCards } from "../gear/repository";
import { bookableOverSql, bookableUnitsSql } from "../gear/units";
import { searchTerms } from "./synonyms";

/**
 * Words → a prefix tsquery (["son", "fx"] → 'son:* & fx:*'). The words are letters
 * and digits only (searchTerms), so no user text is ever read as tsquery syntax
 * (`&`, `!`, `:*`, quotes).
 */
const prefixTsQuery = (words: string[]) => words.map((w) => `${w}:*`).join(" & ");

/**
 * Bound as a parameter: to_tsquery only ever sees the sanitised words. The
 * 'simple' configuration lower-cases without stemming, so Malay text matches as
 * written (an English stemmer would cut Malay words into wrong stems).
 */
const textMatches = (words: string[]) => sql`${gear.search} @@ to_tsquery('simple', ${prefixTsQuery(words)})`;

/**
 * The free-text search: every term matches. Plain words go into one tsquery (the
 * GIN index answers it); a term naming a category or state in either language
 * ("kamera", "Penang") also matches gear of that category or in that state.
 */
function textConditions(q: string): SQL[] {
  const terms = searchTerms(q);
  const plain = terms.filter((t) => !t.categories.length && !t.states.length).flatMap((t) => t.words);
  const where: SQL[] = plain.length ? [textMatches(plain)] : [];
  for (const term of terms) {
    if (!term.categories.length && !term.states.length) continue;
    const alternatives = [textMatches(term.words)];
    if (term.categories.length) alternatives.push(inArray(gear.category, term.categories));
    if (term.states.length) alternatives.push(inArray(gear.state, term.states));
    where.push(or(...alternatives)!);
  }
  return where;
}

/** Listed = active gear of an active owner (a suspended owner's gear is hidden everywhere). */
const listed = and(eq(gear.status, "active"), eq(owners.status, "active"));
/**
 * The same without joining owners, for counts, which read every match: a hashed
 * NOT IN over the few inactive owners (gear.owner_id always has an owners row: it
 * is a foreign key to it) instead of a join per row.
 */
const listedWithoutJoin = and(
  eq(gear.status, "active"),
  sql`${gear.ownerId} not in (select ${owners.userId} from ${owners} where ${owners.status} <> 'active')`,
);

function conditions(f: GearSearchQuery, base: SQL | undefined): SQL | undefined {
  const where: (SQL | undefined)[] = [base];
  if (f.q) where.push(...textConditions(f.q));
  if (f.category) where.push(eq(gear.category, f.category));
  if (f.state) where.push(eq(gear.state, f.state));
  if (f.minPrice !== undefined) where.push(gte(gear.pricePerDay, f.minPrice));
  if (f.maxPrice !== undefined) where.push(lte(gear.pricePerDay, f.maxPrice));
  if (f.student) where.push(eq(gear.enableStudentRate, true));
  if (f.from && f.to) {
    // At least one unit free on every day asked for and the listing's turnaround days
    // after them (issue 32): a unit no owner block or booking hold touches over that
    // period, the booking's own test. Holds are end-exclusive ranges.
    where.push(bookableOverSql(gear, f.from, f.to));
  }
  return and(...where);
}

/**
 * The filter's conditions on a listed gear row, without joining owners: saved-filter
 * alerts (filters/alert-repository.ts) ask it of one new listing, so an alert
 * matches exactly what the filter's search would show.
 */
export const listedMatching = (f: GearSearchQuery) => conditions(f, listedWithoutJoin);

// The id breaks ties, so paging never repeats or skips an item with an equal price or time.
const ORDER = {
  newest: [desc(gear.createdAt), desc(gear.id)],
  price_asc: [asc(gear.pricePerDay), asc(gear.id)],
  price_desc: [desc(gear.pricePerDay), desc(gear.id)],
} as const;

/** The period a booking of [from, to] would hold on this listing: the days and its turnaround after them. */
const wantedPeriod = (from: string, to: string) =>
  sql`daterange(${from}::date, ${addDays(to, 1)}::date + ${gear.turnaroundDays})`;

/**
 * One page of matching listings as cards (the page, then the covers: two queries).
 * With dates, each card says how many units are free for them (`freeUnits`).
 */
export async function findGearPage(db: Db, f: GearSearchQuery): Promise<GearCard[]> {
  const dated = f.from && f.to ? wantedPeriod(f.from, f.to) : undefined;
  const rows = await db
    .select({ ...gearCardColumns, freeUnits: dated ? bookableUnitsSql(sql`${gear.id}`, dated) : sql<null>`null` })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(conditions(f, listed))
    .orderBy(...ORDER[f.sort])
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const cards = await toGearCards(db, rows);
  return dated ? cards.map((card, i) => ({ ...card, freeUnits: rows[i]!.freeUnits ?? 0 })) : cards;
}

/** How many listings match the filter (sort and page play no part). */
export const countGear = (db: Db, f: GearSearchQuery) => countRows(db, gear, conditions(f, listedWithoutJoin));

/** Listed gear per state, most first; gear without a state is left out. */
export async function findCountsByState(db: Db): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .select({ state: gear.state, count: count() })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(listed, sql`${gear.state} is not null`))
    .groupBy(gear.state)
    .orderBy(desc(count()), asc(gear.state));
  return rows.map((r) => ({ state: r.state!, count: r.count }));
}

const withPhoto = sql`exists (select 1 from ${gearPhotos} where ${gearPhotos.gearId} = ${gear.id})`;

/**
 * Up to `limit` newest listings with photos, at most `perOwner` of each owner, so
 * one shop cannot fill the home page. Usually the newest few dozen hold enough
 * owners, so those are read and picked in code; only when they do not (a few
 * busy shops) does a window over every listing rank each owner's items.
 */
export async function findFeaturedGear(
  db: Db,
  opts: { limit?: number; perOwner?: number; scan?: number } = {},
): Promise<GearCard[]> {
  const { limit = 8, perOwner = 2 } = opts;
  const scan = opts.scan ?? limit * 8;
  const newest = await db
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(listed, withPhoto))
    .orderBy(desc(gear.createdAt), desc(gear.id))
    .limit(scan);
  const taken = new Map<string, number>();
  const picked = newest.filter((r) => {
    const n = taken.get(r.gear.ownerId) ?? 0;
    if (n >= perOwner) return false;
    taken.set(r.gear.ownerId, n + 1);
    return true;
  });
  if (picked.length >= limit || newest.length < scan) return toGearCards(db, picked.slice(0, limit));

  const ranked = db.$with("ranked").as(
    db
      .select({
        id: gear.id,
        rank: sql<number>`row_number() over (partition by ${gear.ownerId} order by ${gear.createdAt} desc, ${gear.id} desc)`.as(
          "rank",
        ),
      })
      .from(gear)
      .innerJoin(owners, eq(owners.userId, gear.ownerId))
      .where(and(listed, withPhoto)),
  );
  const rows = await db
    .with(ranked)
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .innerJoin(ranked, eq(ranked.id, gear.id))
    .where(lte(ranked.rank, perOwner))
    .orderBy(desc(gear.createdAt), desc(gear.id))
    .limit(limit);
  return toGearCards(db, rows);
}
