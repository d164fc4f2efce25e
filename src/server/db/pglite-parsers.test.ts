import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_TYPES, withParsersOnce } from "./pglite-parsers";

type Options = { rowMode?: string; parsers?: Record<number, (value: string) => unknown> } | undefined;

/** Dates, times, intervals and arrays of them, as each kind of drizzle query reads them. */
const SAMPLE = sql`select timestamptz '2026-11-24 10:00:00+08' as tz, timestamp '2026-11-24 10:00' as ts,
  date '2026-11-24' as d, interval '1 day 2 hours' as i, array[date '2026-11-24', date '2026-11-25'] as ds,
  array[1.50, 2.25]::numeric[] as ns, 42::int as n, true as b, '{"a":1}'::jsonb as j`;

describe("PGlite's type parsers set once (pglite-parsers.ts)", () => {
  const clients: PGlite[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it("lists exactly the parsers the installed drizzle-orm sends with every query, each keeping the text", async () => {
    const seen: Options[] = [];
    const spy = {
      query: async (_sql: string, _params: unknown[], options: Options) => {
        seen.push(options);
        return { rows: [], fields: [], affectedRows: 0 };
      },
    };
    const db = drizzle(spy as never);
    await db.execute(sql`select 1`);
    const things = pgTable("things", { name: text("name") });
    await db.select({ name: things.name }).from(things);
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      const oids = Object.keys(options!.parsers!).map(Number).sort();
      expect(oids).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      for (const parse of Object.values(options!.parsers!))
        expect(parse("2026-11-24 10:00:00+08")).toBe("2026-11-24 10:00:00+08");
    }
  });

  it("answers every query as drizzle alone does, without handing PGlite any per-query parsers", async () => {
    const plain = await PGlite.create();
    const once = await PGlite.create();
    clients.push(plain, once);
    const handed: Options[] = [];
    const query = once.query.bind(once);
    once.query = ((text: string, params?: unknown[], options?: Options) => {
      handed.push(options);
      return query(text, params, options as never);
    }) as typeof once.query;
    const transaction = once.transaction.bind(once);
    once.transaction = ((fn: (tx: { query: typeof once.query }) => Promise<unknown>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text: string, params?: unknown[], options?: Options) => {
          handed.push(options);
          return txQuery(text, params, options as never);
        }) as typeof tx.query;
        return fn(tx);
      })) as typeof once.transaction;

    const expected = await drizzle(plain).execute(SAMPLE);
    const db = drizzle(withParsersOnce(once));
    const got = await db.execute(SAMPLE);
    expect(got.rows).toEqual(expected.rows);
    expect(typeof got.rows[0]!.tz).toBe("string");
    expect(got.rows[0]!.n).toBe(42);
    expect(got.rows[0]!.j).toEqual({ a: 1 });

    // Inside a transaction, and a savepoint in it, the same.
    const inTx = await db.transaction(async (tx) => {
      const outer = await tx.execute(SAMPLE);
      const inner = await tx.transaction((nested) => nested.execute(SAMPLE));
      return [outer.rows, inner.rows];
    });
    expect(inTx).toEqual([expected.rows, expected.rows]);
    // The query above, and in the transaction: the two samples and the savepoint's two statements.
    expect(handed.length).toBeGreaterThanOrEqual(5);
    expect(handed.every((options) => options?.parsers === undefined)).toBe(true);
  });
});
