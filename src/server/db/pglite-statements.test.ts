import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteForDrizzle } from "./pglite-driver";
import { PreparedStatements } from "./pglite-statements";

const clients: PGlite[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function open(size?: number) {
  const pg = await PGlite.create();
  clients.push(pg);
  const statements = new PreparedStatements(pg, size);
  return { pg, statements, client: pgliteForDrizzle(pg, { statements }) };
}

/** The statements this session holds prepared, by text (PostgreSQL's own view, read with PGlite's plain query). */
async function prepared(pg: PGlite) {
  const { rows } = await pg.query<{ statement: string }>("select statement from pg_prepared_statements");
  return rows.map((row) => row.statement);
}

describe("PGlite statements kept prepared (pglite-statements.ts)", () => {
  it("prepares a text once and answers every later ask from it, with each ask's own parameters", async () => {
    const { pg, client } = await open();
    const text = "select $1::int * 2 as doubled";
    for (const n of [1, 2, 3]) expect((await client.query(text, [n])).rows).toEqual([{ doubled: n * 2 }]);
    expect(await prepared(pg)).toEqual([text]);
  });

  it("closes the least recently used statement past its size, keeping those still asked", async () => {
    const { pg, statements, client } = await open(2);
    await client.query("select 1 as a");
    await client.query("select 2 as b");
    await client.query("select 1 as a"); // used again: now the newest
    await client.query("select 3 as c"); // evicts "select 2"
    expect(statements.size).toBe(2);
    await client.query("select 4 as d"); // evicts "select 1"; the close of "select 2" goes with it
    // The close of "select 1" waits for the next statement prepared.
    expect((await prepared(pg)).sort()).toEqual(["select 1 as a", "select 3 as c", "select 4 as d"]);
    // An evicted text is prepared again when asked, and the pending close goes with it.
    expect((await client.query("select 2 as b")).rows).toEqual([{ b: 2 }]);
    expect((await prepared(pg)).sort()).toEqual(["select 2 as b", "select 3 as c", "select 4 as d"]);
  });

  it("fails as PGlite's query does (code, statement and parameters on the error), and the next query is answered", async () => {
    const { pg, client } = await open();
    await client.query("create table things (id int primary key)");
    await client.query("insert into things values ($1)", [1]);
    const error = await client.query("insert into things values ($1)", [1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", query: "insert into things values ($1)", params: [1] });
    // A text PostgreSQL cannot parse is not kept.
    await expect(client.query("selec 1")).rejects.toMatchObject({ code: "42601" });
    expect(await prepared(pg)).not.toContain("selec 1");
    expect((await client.query("select count(*)::int as n from things")).rows).toEqual([{ n: 1 }]);
  });

  it("rolls back a transaction whose statement failed, and keeps what committed before", async () => {
    const { client } = await open();
    await client.query("create table things (id int primary key)");
    await client.query("insert into things values (1)");
    const failed = client.transaction(async (tx) => {
      await tx.query("insert into things values ($1)", [2]);
      await tx.query("insert into things values ($1)", [1]); // duplicate: aborts the transaction
    });
    await expect(failed).rejects.toMatchObject({ code: "23505" });
    expect((await client.query("select id from things order by id")).rows).toEqual([{ id: 1 }]);
    // A statement first prepared inside an aborted transaction is refused, then prepared on the next ask.
    const aborted = client.transaction(async (tx) => {
      await tx.query("select 1/0").catch(() => undefined);
      await tx.query("select id + 100 as shifted from things");
    });
    await expect(aborted).rejects.toMatchObject({ code: "25P02" });
    expect((await client.query("select id + 100 as shifted from things")).rows).toEqual([{ shifted: 101 }]);
  });

  it("asks again when a table changed its columns under a kept statement", async () => {
    const { client } = await open();
    await client.query("create table things (id int)");
    await client.query("insert into things values (1)");
    expect((await client.query("select * from things")).rows).toEqual([{ id: 1 }]);
    await client.query("alter table things add column name text default 'x'");
    expect((await client.query("select * from things")).rows).toEqual([{ id: 1, name: "x" }]);
  });

  it("delivers notifications sent by a statement to PGlite's listeners", async () => {
    const { pg, client } = await open();
    const heard: string[] = [];
    await pg.listen("changes", (payload) => heard.push(payload));
    await client.query("select pg_notify('changes', $1)", ["gear 7"]);
    await client.transaction((tx) => tx.query("select pg_notify('changes', $1)", ["gear 8"]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(["gear 7", "gear 8"]);
  });
});
