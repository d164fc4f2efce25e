import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedFilters, users } from "../../db/schema";
import { badInput, conflict, notFound } from "../../lib/errors";
import {
  type CreateSavedFilterRequest,
  GearSearchQuery,
  type SavedFilter,
  searchToQueryString,
  type UpdateSavedFilterRequest,
} from "../../../shared/search-contracts";

/** How many filters one user may keep: plenty for a person, a bound for a script. */
export const MAX_SAVED_FILTERS = 50;

type Row = typeof savedFilters.$inferSelect;
const present = (f: Row): SavedFilter => ({
  id: f.id,
  name: f.name,
  query: f.query,
  alert: f.alert,
  createdAt: f.createdAt.toISOString(),
});

/**
 * A /learnmore query string, checked with the search's own schema (so a saved
 * filter always runs) and written in its normal form: fields in a fixed order,
 * defaults, empty fields, unknown parameters and the page left out.
 */
export function normalizeFilterQuery(query: string): string {
  const parsed = GearSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "That filter is not valid";
    throw badInput(message, { query: message });
  }
  return searchToQueryString({ ...parsed.data, page: 1 });
}

/** The user's saved filters, newest first. */
export async function listSavedFilters(db: Db, userId: string): Promise<SavedFilter[]> {
  const rows = await db
    .select()
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))
    .orderBy(desc(savedFilters.createdAt), desc(savedFilters.id));
  return rows.map(present);
}

/** Save a filter for the user; 400 for a filter the search would refuse, 409 past MAX_SAVED_FILTERS. */
export async function createSavedFilter(db: Db, userId: string, input: CreateSavedFilterRequest): Promise<SavedFilter> {
  const query = normalizeFilterQuery(input.query);
  const row = await db.transaction(async (tx) => {
    // Lock the user's row, so two saves at once cannot both pass the count below.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [kept] = await tx.select({ n: count() }).from(savedFilters).where(eq(savedFilters.userId, userId));
    if ((kept?.n ?? 0) >= MAX_SAVED_FILTERS)
      throw conflict(`You can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one first.`);
    const [inserted] = await tx.insert(savedFilters).values({ userId, name: input.name, query }).returning();
    return inserted!;
  });
  return present(row);
}

/** Rename a filter or switch its alert; someone else's filter is 404 and stays as it was. */
export async function updateSavedFilter(
  db: Db,
  userId: string,
  id: number,
  change: UpdateSavedFilterRequest,
): Promise<SavedFilter> {
  const mine = and(eq(savedFilters.id, id), eq(savedFilters.userId, userId));
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.alert !== undefined && { alert: change.alert }),
  };
  // Nothing to change: answer with the row as it is (still only the user's own).
  const [row] = Object.keys(set).length
    ? await db.update(savedFilters).set(set).where(mine).returning()
    : await db.select().from(savedFilters).where(mine);
  if (!row) throw notFound("The saved filter");
  return present(row);
}

/** Delete a filter; someone else's is 404 and stays. */
export async function deleteSavedFilter(db: Db, userId: string, id: number): Promise<void> {
  const [row] = await db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning({ id: savedFilters.id });
  if (!row) throw notFound("The saved filter");
}
