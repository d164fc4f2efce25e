import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { filterAlertMatches, filterDigests, gear, owners, savedFilters, users } from "../../db/schema";
import type { GearSearchQuery } from "../../../shared/search-contracts";
import { listedMatching } from "../search/repository";

/** A listing that is public now (active, of an active owner), or undefined. */
export function findListedGear(db: Db, id: string) {
  return firstRow(
    db
      .select({ id: gear.id, name: gear.name, ownerId: gear.ownerId, pricePerDay: gear.pricePerDay })
      .from(gear)
      .innerJoin(owners, eq(owners.userId, gear.ownerId))
      .where(and(eq(gear.id, id), eq(gear.status, "active"), eq(owners.status, "active"))),
  );
}

/** Saved filters with alerts on and a channel chosen, of everyone but `exceptUserId` (an owner is not told of their own gear). */
export function findAlertFilters(db: Db, exceptUserId: string) {
  return db
    .select({
      id: savedFilters.id,
      userId: savedFilters.userId,
      name: savedFilters.name,
      query: savedFilters.query,
      alertPush: savedFilters.alertPush,
      alertEmail: savedFilters.alertEmail,
    })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.alert, true),
        or(eq(savedFilters.alertPush, true), eq(savedFilters.alertEmail, true)),
        ne(savedFilters.userId, exceptUserId),
      ),
    );
}

/** Statements stay a modest size however many filters there are. */
const CHUNK = 200;

/**
 * Which of `filters` the listing `gearId` matches, with the search's own
 * conditions: one statement per CHUNK filters, each an EXISTS on the gear's
 * primary key (so every probe reads one row).
 */
export async function findFiltersMatching(
  db: Db,
  gearId: string,
  filters: { id: number; filter: GearSearchQuery }[],
): Promise<number[]> {
  const matched: number[] = [];
  for (let i = 0; i < filters.length; i += CHUNK) {
    const probes = filters
      .slice(i, i + CHUNK)
      .map(
        ({ id, filter }) =>
          sql`select ${id}::bigint as id where exists (select 1 from ${gear} where ${gear.id} = ${gearId} and ${listedMatching(filter)})`,
      );
    // Both drivers answer `{ rows }` (the worker's claim reads it the same way); a bigint comes back as text.
    const res = await db.execute(sql.join(probes, sql` union all `));
    matched.push(...(res as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id)));
  }
  return matched;
}

/** Record matches; answers only the ones not recorded before (a listing archived and restored alerts once). */
export function insertMatches(tx: Tx, rows: { filterId: number; userId: string; gearId: string }[]) {
  return tx
    .insert(filterAlertMatches)
    .values(rows)
    .onConflictDoNothing()
    .returning({ filterId: filterAlertMatches.filterId, userId: filterAlertMatches.userId });
}

/**
 * Matches waiting for the e-mail digest: not e-mailed, the filter still alerting
 * by e-mail, the listing still public. Oldest first, with the person to write to.
 */
export function findDigestMatches(db: Db | Tx, userId?: string) {
  return db
    .select({
      matchId: filterAlertMatches.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      filterName: savedFilters.name,
      gearId: gear.id,
      gearName: gear.name,
      pricePerDay: gear.pricePerDay,
    })
    .from(filterAlertMatches)
    .innerJoin(savedFilters, eq(savedFilters.id, filterAlertMatches.filterId))
    .innerJoin(gear, eq(gear.id, filterAlertMatches.gearId))
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .innerJoin(users, eq(users.id, filterAlertMatches.userId))
    .where(
      and(
        isNull(filterAlertMatches.emailedAt),
        eq(savedFilters.alert, true),
        eq(savedFilters.alertEmail, true),
        eq(gear.status, "active"),
        eq(owners.status, "active"),
        userId === undefined ? undefined : eq(filterAlertMatches.userId, userId),
      ),
    )
    .orderBy(asc(filterAlertMatches.userId), asc(filterAlertMatches.id));
}

/** Claim today's digest for the person; false when they already had one today. */
export async function claimDigestDay(tx: Tx, userId: string, day: string): Promise<boolean> {
  const rows = await tx.insert(filterDigests).values({ userId, day }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function markEmailed(tx: Tx, matchIds: number[]) {
  await tx.update(filterAlertMatches).set({ emailedAt: new Date() }).where(inArray(filterAlertMatches.id, matchIds));
}
