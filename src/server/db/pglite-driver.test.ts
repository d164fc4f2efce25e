import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_TYPES, pgliteForDrizzle } from "./pglite-driver";

type Options = { rowMode?: string; parsers?: Record<number, (value: string) => unknown> } | undefined;

/** Dates, times, intervals and arrays of them, as each kind of drizzle query reads them. */
const SAMPLE = sql`select timestamptz '2026-11-24 10:00:00+08' as tz, timestamp '2026-11-24 10:00' as ts,
  date '2026-11-24' as d, interval '1 day 2 hours' as i, array[date '2026-11-24', date '2026-11-25'] as ds,
  array[1.50, 2.25]::numeric[] as ns, 42::int as n, true as b, '{"a":1}'::jsonb as j`;

describe("the PGlite client drizzle is given (pglite-driver.ts)", () => {
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

  it("answers every query as drizzle alone does: dates as text, numbers, booleans, jsonb, in and out of transactions", async () => {
    const plain = await PGlite.create();
    const kept = await PGlite.create();
    clients.push(plain, kept);
    const expected = await drizzle(plain).execute(SAMPLE);
    const db = drizzle(pgliteForDrizzle(kept));
    const got = await db.execute(SAMPLE);
    expect(got.rows).toEqual(expected.rows);
    expect(typeof got.rows[0]!.tz).toBe("string");
    expect(got.rows[0]!.n).toBe(42);
    expect(got.rows[0]!.j).toEqual({ a: 1 });
    // Asked again: the kept statement answers the same.
    expect((await db.execute(SAMPLE)).rows).toEqual(expected.rows);

    // Inside a transaction, and a savepoint in it, the same.
    const inTx = await db.transaction(async (tx) => {
      const outer = await tx.execute(SAMPLE);
      const inner = await tx.transaction((nested) => nested.execute(SAMPLE));
      return [outer.rows, inner.rows];
    });
    expect(inTx).toEqual([expected.rows, expected.rows]);
  });

  it("ignores the parsers handed with a query (PGlite would copy its whole table to merge them): the instance has drizzle's", async () => {
    const kept = await PGlite.create();
    clients.push(kept);
    const client = pgliteForDrizzle(kept);
    const handed = { parsers: { 23: () => "handed", 1082: () => "handed" } };
    const outside = await client.query("select 7::int as n, date '2026-11-24' as d", [], handed);
    const inside = await client.transaction((tx) => tx.query("select 7::int as n, date '2026-11-24' as d", [], handed));
    expect([outside.rows, inside.rows]).toEqual([[{ n: 7, d: "2026-11-24" }], [{ n: 7, d: "2026-11-24" }]]);
  });

  it("sends parameters as PGlite's query does: arrays, json, dates, booleans, null", async () => {
    const plain = await PGlite.create();
    const kept = await PGlite.create();
    clients.push(plain, kept);
    const text = `select $1::text[] as a, $2::jsonb as j, $3::timestamptz as t, $4::boolean as b, $5::int as n, $6::date[] as ds`;
    const params = [
      ["x", "y,z", 'q"uote'],
      { a: [1, 2] },
      new Date("2026-11-24T02:00:00Z"),
      false,
      null,
      ["2026-11-24"],
    ];
    const client = pgliteForDrizzle(kept);
    const got = await client.query(text, params);
    // Dates come back as text from both: drizzle's parsers are set on the instance.
    const asText = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (value: string) => value]));
    const expected = await plain.query(text, params, { parsers: asText });
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0]).toMatchObject({
      a: ["x", "y,z", 'q"uote'],
      j: { a: [1, 2] },
      b: false,
      n: null,
      ds: "{2026-11-24}",
    });
  });

  it("keeps a transaction to itself: a query from outside waits for its end", async () => {
    const kept = await PGlite.create();
    clients.push(kept);
    const db = drizzle(pgliteForDrizzle(kept));
    await db.execute(sql`create table counter (n int)`);
    await db.execute(sql`insert into counter values (0)`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction(async (t) => {
      await t.execute(sql`update counter set n = 1`);
      await gate;
      await t.execute(sql`update counter set n = 2`);
    });
    // Asked while the transaction is open: answered only after its commit.
    const outside = db.execute(sql`select n from counter`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });
});
