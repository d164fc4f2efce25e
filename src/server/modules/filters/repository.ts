import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { countRows, firstRow } from "../../db/query";
import { savedFilters, users } from "../../db/schema";

export type SavedFilterRow = typeof savedFilters.$inferSelect;

const mine = (userId: string, id: number) => and(eq(savedFilters.id, id), eq(savedFilters.userId, userId));

/** The user's saved filters, newest first. */
export function findFilters(db: Db, userId: string): Promise<SavedFilterRow[]> {
  return db
    .select()
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))
    .orderBy(desc(savedFilters.createdAt), desc(savedFilters.id));
}

/** Lock the user's row until the transaction ends, so two saves of theirs run one after the other. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/** How many filters the user keeps. */
export const countFilters = (tx: Tx, userId: string) => countRows(tx, savedFilters, eq(savedFilters.userId, userId));

/**
 * The user's filter with this name, in any case (the unique index's own
 * expression, so it is the index that answers), other than `exceptId`.
 */
export async function findFilterNamed(
  db: Db | Tx,
  userId: string,
  name: string,
  exceptId?: number,
): Promise<SavedFilterRow | undefined> {
  return firstRow(
    db
      .select()
      .from(savedFilters)
      .where(
        and(
          eq(savedFilters.userId, userId),
          sql`lower(${savedFilters.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(savedFilters.id, exceptId),
        ),
      ),
  );
}

export async function insertFilter(tx: Tx, values: { userId: string; name: string; query: string }) {
  const [row] = await tx.insert(savedFilters).values(values).returning();
  return row!;
}

/** Change the user's own filter; undefined when they have none with this id. */
export async function updateFilter(
  db: Db | Tx,
  userId: string,
  id: number,
  set: Partial<Pick<SavedFilterRow, "name" | "query" | "alert" | "alertPush" | "alertEmail">>,
): Promise<SavedFilterRow | undefined> {
  if (Object.keys(set).length === 0) {
    return firstRow(db.select().from(savedFilters).where(mine(userId, id)));
  }
  return firstRow(db.update(savedFilters).set(set).where(mine(userId, id)).returning());
}

/** Delete the user's own filter; undefined when they have none with this id. */
export async function deleteFilter(db: Db, userId: string, id: number): Promise<{ id: number } | undefined> {
  return firstRow(db.delete(savedFilters).where(mine(userId, id)).returning({ id: savedFilters.id }));
}

/** Whether `err` is the unique index on (user_id, lower(name)) refusing a second filter of one name. */
export function isDuplicateName(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code ? e : e?.cause;
  return pg?.code === "23505" && pg.constraint === "saved_filters_user_name_idx";
}
