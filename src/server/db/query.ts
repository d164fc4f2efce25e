import { and, count, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client";

/**
 * The one row a query answers, or undefined: a lookup by a unique key or with
 * `limit(1)`, or an update or delete by one that returns its row. drizzle
 * answers every query with an array; this says "at most one" in one place.
 */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** How many rows of `table` match `where` (all of them without it). */
export async function countRows(db: Db | Tx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The one value a query selecting `{ value }` answers, or null when no row matches. */
export async function firstValue<T>(query: PromiseLike<{ value: T }[]>): Promise<T | null> {
  const [row] = await query;
  return row?.value ?? null;
}

/** The value of `column` in the first row of its table that matches `where`, or null when none does. */
export function findValue<C extends PgColumn>(
  db: Db | Tx,
  column: C,
  where: SQL | undefined,
): Promise<C["_"]["data"] | null> {
  const query = db.select({ value: column }).from(column.table).where(where);
  return firstValue(query as PromiseLike<{ value: C["_"]["data"] }[]>);
}

/**
 * Set the time column `key` to now on the rows of `table` that match `where`
 * and have no time there yet: the first time stands (read, purged), so doing
 * it again changes nothing.
 */
export async function stampOnce<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  db: Db | Tx,
  table: T,
  key: K,
  where: SQL | undefined,
) {
  const column = table[key as keyof T] as PgColumn;
  await db
    .update(table)
    .set({ [key]: new Date() } as PgUpdateSetSource<T>)
    .where(and(isNull(column), where));
}
