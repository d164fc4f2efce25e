import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
