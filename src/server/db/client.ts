import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface; services take either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for `loadDataDir` (tests copy one migrated template). */
  dumpDataDir?(): Promise<Blob>;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

export interface OpenDatabaseOptions {
  /** A PostgreSQL server's connection string; PGlite when unset. */
  url?: string;
  /** PGlite's data directory; in memory when unset. */
  dir?: string;
  /**
   * Tests: start the in-memory PGlite from a tarball of a data directory
   * (PGlite's dumpDataDir), so each test file copies one migrated template
   * instead of running initdb and every migration again.
   */
  loadDataDir?: Blob;
  /** Apply the committed migrations (default). Tests turn it off for copies of a template migrated in the same run. */
  migrate?: boolean;
}

/**
 * Open the database: a PostgreSQL server when `url` is given, else embedded PGlite
 * (in `dir`, or in memory when `dir` is undefined), and apply the committed migrations.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.migrate ?? true);
  return openPglite(opts.dir, opts.loadDataDir, opts.migrate ?? true);
}

async function openPglite(dir: string | undefined, loadDataDir: Blob | undefined, migrate: boolean): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // btree_gist must be passed on every open, not only the first: the exclusion
  // constraints fail with "could not access file" otherwise.
  const client = await PGlite.create({ dataDir: dir, loadDataDir, extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (migrate) await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: "pglite",
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return unsub;
    },
    close: () => client.close(),
    // Uncompressed: gzip made the dump ~7x slower and each load slower too.
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (migrate) await migratePg(db as never, { migrationsFolder: MIGRATIONS });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: "postgres",
    async listen(channel, onPayload) {
      // LISTEN needs a dedicated connection: pooled ones are handed to others.
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      c.on("notification", (n) => n.channel === channel && onPayload(n.payload ?? ""));
      await c.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      listeners.push(c);
      return async () => {
        await c.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
