import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, gearHolds, gearPhotos, owners } from "../../db/schema";
import type { GearCard, GearSearchResult } from "../../../shared/catalogue";
import { addDays } from "../../../shared/dates";
import type { GearSearchQuery } from "../../../shared/search-contracts";
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

/** GET /api/gear: one page of matching listings and the total. */
export async function searchGear(db: Db, f: GearSearchQuery): Promise<GearSearchResult> {
  const where = conditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(gearCardColumns)
      .from(gear)
      .innerJoin(owners, eq(owners.userId, gear.ownerId))
      .where(where)
      .orderBy(...ORDER[f.sort])
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(gear).innerJoin(owners, eq(owners.userId, gear.ownerId)).where(where),
  ]);
  return { items: await toGearCards(db, rows), total: total?.n ?? 0, page: f.page, pageSize: f.pageSize };
}

/** Listed gear per state, for the home page map. */
export async function countByState(db: Db) {
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
export async function featuredGear(db: Db): Promise<GearCard[]> {
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
