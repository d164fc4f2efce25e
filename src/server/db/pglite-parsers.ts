import { types, type PGlite } from "@electric-sql/pglite";

const asText = (value: string) => value;

/**
 * The type parsers drizzle-orm's PGlite driver hands PGlite with every query:
 * dates, times and intervals (and arrays of them, and numeric[]) stay text, which
 * drizzle's columns then map themselves. pglite-parsers.test.ts checks this list
 * against what the installed drizzle-orm really sends.
 */
export const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

type QueryOptions = { rowMode?: "array" | "object"; parsers?: unknown } | undefined;
type Queryable = Pick<PGlite, "query">;

/** The options without per-query parsers: the instance has the same ones (see withParsersOnce). */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

const stripping = <T extends Queryable>(target: T) =>
  ({
    query: (sql: string, params?: unknown[], options?: QueryOptions) =>
      target.query(sql, params, withoutParsers(options) as never),
  }) as T;

/**
 * The PGlite client drizzle is given. For every query PGlite merges the parsers
 * it is handed into a copy of its whole parser table (one object spread per
 * query, ~6 % of a booking request's CPU in bench/booking-create.ts). The same
 * parsers are set once on the instance here, and each query's are dropped, so
 * rows come back exactly as drizzle asked and nothing is copied. Only what
 * drizzle calls goes through: `query`, and `transaction`, whose handle is
 * wrapped the same way (nested transactions are savepoints sent as queries).
 */
export function withParsersOnce(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const wrapped = stripping(client);
  return Object.assign(wrapped, {
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => client.transaction((tx) => fn(stripping(tx))),
  }) as unknown as PGlite;
}
