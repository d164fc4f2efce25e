import { types, type PGlite } from "@electric-sql/pglite";
import { timeQuery } from "../lib/metrics";
import { PreparedStatements, type QueryOptions } from "./pglite-statements";

const asText = (value: string) => value;

/**
 * The type parsers drizzle-orm's PGlite driver hands PGlite with every query:
 * dates, times and intervals (and arrays of them, and numeric[]) stay text, which
 * drizzle's columns then map themselves. pglite-driver.test.ts checks this list
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

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** The options without drizzle's per-query parsers: PGlite would copy its parser table to merge them. */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/**
 * The PGlite client drizzle is given: only what drizzle calls, `query` and
 * `transaction` (nested transactions are savepoints sent as queries).
 *
 * - Parsers set once: for every query PGlite merged the parsers drizzle hands it
 *   into a copy of its whole parser table (~6 % of a booking request's CPU). The
 *   instance has the same ones, so each query's are ignored and rows come back
 *   exactly as drizzle asked.
 * - Each query timed for /metrics (lib/metrics.ts).
 * - Statements kept prepared (pglite-statements.ts), taking PGlite's own locks as
 *   its `query` does: outside a transaction the transaction lock (so no query
 *   runs inside another's transaction) and the query lock; inside, the query lock.
 */
export function pgliteForDrizzle(
  client: PGlite,
  {
    statements = new PreparedStatements(client),
    checkOutsideTransaction = () => {},
  }: {
    statements?: PreparedStatements;
    /** Called before each query outside a transaction; throws for one issued inside one (transaction-trap.ts). */
    checkOutsideTransaction?: () => void;
  } = {},
): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  // Timed inside the locks: the query's own time, not its wait behind others.
  const run = (text: string, params: unknown[] | undefined, options: QueryOptions, inTx: boolean) =>
    timeQuery("pglite", () => statements.run(text, params, withoutParsers(options), inTx));
  const inTransaction: Query = (text, params, options) =>
    client._runExclusiveQuery(() => run(text, params, options, true));
  const query: Query = async (text, params, options) => {
    checkOutsideTransaction();
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options, false)));
  };
  return {
    query,
    transaction: <T>(fn: (tx: { query: Query }) => Promise<T>) =>
      client.transaction((tx) => fn({ ...tx, query: inTransaction })),
  } as unknown as PGlite;
}
