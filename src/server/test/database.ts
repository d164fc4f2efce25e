import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";

/**
 * Test databases are copies of one template migrated once per vitest run
 * (global-setup.ts): running initdb and every migration per test file was most
 * of the suite's time. PGlite copies load the template's data directory from a
 * tarball; a PostgreSQL server copies it with CREATE DATABASE … TEMPLATE.
 */

/** Where global-setup.ts left the template: a tarball path (PGlite) or a database name (PostgreSQL). */
const TEMPLATE_ENV = "SEWAGEAR_TEST_TEMPLATE";

export interface TestDatabase {
  database: Database;
  /** On a PostgreSQL server: the database's URL, for a second connection pool (another "process"). */
  url?: string;
  /** Close the database and, on a PostgreSQL server, drop it. */
  close(): Promise<void>;
}

export interface Template {
  /** Remove the template (the run's temporary root takes the PGlite tarball with it). */
  drop(): Promise<void>;
}

/** Migrate the run's template and tell the test processes where it is (through the environment they inherit). */
export async function createTemplate(root: string): Promise<Template> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    try {
      const tarball = path.join(root, "template.tar");
      await writeFile(tarball, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      process.env[TEMPLATE_ENV] = tarball;
    } finally {
      await database.close();
    }
    return { drop: async () => {} };
  }
  const name = `sg_tpl_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  try {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template,
    // so this pool must be gone (not merely ending) before the first copy.
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    await database.close();
    await waitUntilUnused(serverUrl, name);
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
  process.env[TEMPLATE_ENV] = name;
  return { drop: () => dropDatabase(serverUrl, name) };
}

let tarball: Promise<Blob> | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or — when TEST_DATABASE_URL is
 * set — a new database `sg_test_<random>` on that server, dropped on close.
 * Without a template (code run outside vitest) it migrates from scratch.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!serverUrl) {
    if (!template) {
      const database = await openDatabase({});
      return { database, close: () => database.close() };
    }
    // Read once per process: the worker processes run many files each (isolate: false).
    tarball ??= readFile(template).then((b) => new Blob([b]));
    const database = await openDatabase({ loadDataDir: await tarball, migrate: false });
    return { database, close: () => database.close() };
  }
  const name = `sg_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (c) =>
    c.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`),
  );
  let database: Database;
  const url = databaseUrl(serverUrl, name);
  try {
    database = await openDatabase({ url, migrate: !template });
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
  return {
    database,
    url,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * pg's pool.end() resolves before its sockets have closed; terminating those
 * connections with FORCE then surfaces as an uncaught "terminating connection"
 * error in the test process. So wait (briefly) for them to go first.
 */
async function dropDatabase(serverUrl: string, name: string) {
  await waitUntilUnused(serverUrl, name);
  await withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function waitUntilUnused(serverUrl: string, name: string) {
  await withAdminClient(serverUrl, async (c) => {
    for (let i = 0; i < 40; i++) {
      const { rows } = await c.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]!.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
