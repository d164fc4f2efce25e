import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { type DbLog, reconnectingListener } from "./listener";
import { pgliteForDrizzle } from "./pglite-driver";
import { initPgliteDir } from "./pglite-init";
import { transactionTrap } from "./transaction-trap";
import { PROJECT_ROOT } from "../lib/root";
import { metrics, trackPool } from "../lib/metrics";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface; services take either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * LISTEN on a channel; returns an unsubscribe function. On PostgreSQL the
   * connection is re-established after a loss, and `onResync` then runs:
   * whatever was notified meanwhile is lost, so the caller catches up (ADR 029).
   */
  listen(channel: string, onPayload: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  /** Report connection trouble to this logger (the app's, once built) instead of the console. */
  useLogger(log: DbLog): void;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for `loadDataDir` (tests copy one migrated template). */
  dumpDataDir?(): Promise<Blob>;
}

/** `db` whose transactions run their callback inside `trap`'s mark (db/transaction-trap.ts). */
function trapped(db: Db, trap: ReturnType<typeof transactionTrap>): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (fn, config) => transaction((tx) => trap.inside(() => fn(tx)), config);
  return db;
}

const MIGRATIONS = path.join(PROJECT_ROOT, "drizzle");

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
  /** PostgreSQL: how long a query waits for a connection before failing (then answered 503). */
  connectTimeoutMs?: number;
}

/**
 * Open the database: a PostgreSQL server when `url` is given, else embedded PGlite
 * (in `dir`, or in memory when `dir` is undefined), and apply the committed migrations.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.migrate ?? true, opts.connectTimeoutMs ?? 5000);
  return openPglite(opts.dir, opts.loadDataDir, opts.migrate ?? true);
}

/**
 * initdb writes shared_buffers = 128MB into PGlite's postgresql.conf, as for a server;
 * inside PGlite's WebAssembly memory (which never shrinks) that made ~155 MB resident,
 * of the server's 645 MB at start. 32 MB keeps the hot pages of a small shop's database
 * (the demo's whole directory is ~40 MB); a page not kept is read again from the OS page
 * cache, not the disk (ADR 044, bench/memory.ts).
 * Given at every start rather than written into postgresql.conf, so older data
 * directories get it too.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=32MB"];

async function openPglite(dir: string | undefined, loadDataDir: Blob | undefined, migrate: boolean): Promise<Database> {
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await initPgliteDir(dir);
  }
  // btree_gist must be passed on every open, not only the first: the exclusion
  // constraints fail with "could not access file" otherwise.
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir,
    extensions: { btree_gist },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const trap = transactionTrap();
  const db = trapped(
    drizzlePglite(pgliteForDrizzle(client, { checkOutsideTransaction: trap.check }), { schema }) as unknown as Db,
    trap,
  );
  if (migrate) await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: "pglite",
    async listen(channel, onPayload) {
      // PGlite hands a notification to its listeners while it reads the answer to the
      // COMMIT that sent it, inside the committing transaction's context: listeners
      // (the job worker, the live bus) must run outside it, as on PostgreSQL.
      const unsub = await client.listen(channel, trap.outside(onPayload));
      return unsub;
    },
    useLogger() {},
    close: () => client.close(),
    // Uncompressed: gzip made the dump ~7x slower and each load slower too.
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, migrate: boolean, connectTimeoutMs: number): Promise<Database> {
  let log: DbLog = {
    info: (obj, m) => console.info(m, obj),
    warn: (obj, m) => console.warn(m, obj),
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // A connection that dies while idle in the pool emits 'error' on the pool, one
  // checked out (in a transaction, between queries) on itself: without a handler
  // either ends the process (issue 15). The pool drops the dead one by itself.
  pool.on("error", (err) => log.warn({ err: err.message }, "database: idle connection lost"));
  pool.on("connect", (c) => {
    c.on("error", (err) => log.warn({ err: err.message }, "database: connection lost"));
    timeQueries(c);
  });
  const untrackPool = trackPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  const trap = transactionTrap();
  // drizzle sends queries outside a transaction to the pool itself, and each transaction's to a client it checked out.
  const poolQuery = pool.query.bind(pool);
  pool.query = ((...args: Parameters<typeof poolQuery>) => {
    trap.check();
    return poolQuery(...args);
  }) as typeof pool.query;
  const db = trapped(drizzlePg(pool, { schema }) as unknown as Db, trap);
  if (migrate) await migratePg(db as never, { migrationsFolder: MIGRATIONS });
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    async listen(channel, onPayload, onResync) {
      // LISTEN needs a dedicated connection: pooled ones are handed to others.
      const stop = await reconnectingListener({
        url,
        channel,
        onPayload,
        onResync,
        log: () => log,
        connectTimeoutMs,
      });
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    useLogger(l) {
      log = l;
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      untrackPool();
      await pool.end();
    },
  };
}

/**
 * Time every query of a pooled connection for /metrics. On the connection itself
 * rather than the pool: drizzle sends a transaction's queries to the connection it
 * checked out. Callback (the pool's own `query`) and promise forms; a submittable
 * (a cursor) passes untimed.
 */
function timeQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const end = metrics.dbQueryDuration.startTimer({ database: "postgres" });
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...result: unknown[]) => {
        end();
        (last as (...r: unknown[]) => void)(...result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer instanceof Promise) return answer.finally(end);
    return answer;
  }) as typeof client.query;
}
