import { type Column, getTableColumns, type Query, type SQL, sql, type Table } from "drizzle-orm";
import type { SelectedFieldsOrdered } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client";

/**
 * Values for a statement that drizzle builds once per shape and afterwards only runs.
 *
 * Building drizzle's SQL walks every chunk of it, column by column, and asks each
 * what kind of thing it is: for the booking request's six-insert statement that
 * was ~0.3 ms of the ~3.2 ms a booking costs the server's event loop on PGlite,
 * to make the same text every time. Here the values go in as placeholders and are
 * encoded as drizzle would encode them; the statement's text and its parameters'
 * order are built the first time a shape is seen (which columns each row gives, so
 * a column left out keeps its database default as with a plain insert).
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  #shape = "";

  /** The row's given columns as `prefix` + key; null stays null, undefined is left to the column's default. */
  row<T extends Table>(table: T, prefix: string, row: Partial<T["$inferInsert"]>): this {
    const columns = getTableColumns(table) as Record<string, Column>;
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (!column) throw new Error(`${prefix}${key}: no such column`);
      this.values[prefix + key] = value === null ? null : column.mapToDriverValue(value);
      this.#shape += `${prefix}${key},`;
    }
    return this;
  }

  /** A value used as is (text, a number), not through a column. */
  value(name: string, value: string | number): this {
    this.values[name] = value;
    this.#shape += `${name},`;
    return this;
  }

  /** A choice the statement's text depends on beyond which values are given. */
  variant(name: string): this {
    this.#shape += `${name}|`;
    return this;
  }

  /** Which names are given: statements are kept per shape. */
  get shape(): string {
    return this.#shape;
  }
}

/** The placeholders standing for a row bound under `prefix`, for the builder: only the columns it gave. */
export function placeholdersOf<T extends Record<string, unknown>>(row: T, prefix: string): T {
  const out: Record<string, SQL> = {};
  for (const [key, value] of Object.entries(row))
    if (value !== undefined) out[key] = sql`${sql.placeholder(prefix + key)}`;
  return out as T;
}

/**
 * Statements kept by shape that return rows of `table`: `run(db, bindings, build)`
 * builds the statement with `build` the first time its shape is seen, then runs the
 * kept text with the bindings' values on `db` (a transaction or not), reading every
 * column back as drizzle's `.returning()` does.
 */
export class BuiltOnce<T extends Table, Row = T["$inferSelect"]> {
  readonly #byShape = new Map<string, Query>();
  readonly #returning: SelectedFieldsOrdered;

  constructor(table: T) {
    this.#returning = Object.entries(getTableColumns(table)).map(([key, field]) => ({ path: [key], field }));
  }

  run(db: Db | Tx, bindings: Bindings, build: () => { toSQL(): Query }): Promise<Row[]> {
    let query = this.#byShape.get(bindings.shape);
    if (!query) {
      query = build().toSQL();
      this.#byShape.set(bindings.shape, query);
    }
    return db._.session
      .prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(query, this.#returning, undefined, true)
      .execute(bindings.values);
  }
}
