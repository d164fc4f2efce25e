import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../db/client";
import { jobs } from "../db/schema";
import { afterAll, beforeAll, describe, expect, it } from "../test/fixtures";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { silentLogger } from "../test/test-app";
import { jobRow } from "./queue";
import { startWorker, type Worker } from "./worker";

/**
 * Issue 15 point 2: any number of workers on one database. Two workers, each on
 * its own connection pool when the suite runs on PostgreSQL (as two `npm run
 * worker` processes would be), share 200 due jobs: every job runs exactly once
 * and both take part. On PGlite (one connection) the two still share the table.
 */
const JOBS = 200;

let tdb: TestDatabase;
let second: Database;

beforeAll(async () => {
  tdb = await openTestDatabase();
  second = tdb.url ? await openDatabase({ url: tdb.url, migrate: false }) : tdb.database;
});
afterAll(async () => {
  if (second && second !== tdb?.database) await second.close();
  await tdb?.close();
});

describe("two job workers on one database", () => {
  it("run each of 200 jobs exactly once between them", async () => {
    const runs: { worker: string; id: number }[] = [];
    const startOn = (database: Database, name: string) =>
      startWorker({
        database,
        log: silentLogger,
        pollMs: 20,
        retryBaseMs: 1000,
        batchSize: 5,
        handlers: {
          // A real kind with the test's own handler (only registered kinds run).
          "filters.match": async (_payload, job) => {
            runs.push({ worker: name, id: job.id });
            // A little I/O time per job, as an e-mail has, so the two claim side by side.
            await new Promise((r) => setTimeout(r, 2));
          },
        },
      });
    await tdb.database.db
      .insert(jobs)
      .values(Array.from({ length: JOBS }, (_, i) => jobRow({ kind: "filters.match", payload: { gearId: `g${i}` } })));
    const workers: Worker[] = [startOn(tdb.database, "a"), startOn(second, "b")];
    try {
      const deadline = Date.now() + 30_000;
      const remaining = async () => {
        const res = await tdb.database.db.execute(
          sql`select count(*)::int as n from jobs where kind = 'filters.match' and done_at is null`,
        );
        return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      while ((await remaining()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await remaining()).toBe(0);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const ids = runs.map((r) => r.id);
    expect(ids).toHaveLength(JOBS);
    expect(new Set(ids).size).toBe(JOBS);
    const byA = runs.filter((r) => r.worker === "a").length;
    expect(byA).toBeGreaterThan(0);
    expect(JOBS - byA).toBeGreaterThan(0);
    console.info(`two workers: ${byA} + ${JOBS - byA} of ${JOBS} jobs, none twice`);
  }, 60_000);
});
