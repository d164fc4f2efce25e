import { sql } from "drizzle-orm";
import { jobs } from "../db/schema";
import { afterAll, beforeAll, describe, expect, it } from "../test/fixtures";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { silentLogger } from "../test/test-app";
import { jobRow } from "./queue";
import { startWorker } from "./worker";

/**
 * Jobs run in the order they were queued: a renter told "confirmed" and then
 * "cancelled" must not get the two e-mails the other way round. PostgreSQL hands
 * back an UPDATE's rows in the order it finds them on disk, not in the order of
 * the sub-select that chose them, and an updated row moves on disk.
 */
let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});

describe("the job worker", () => {
  it("runs a claimed batch in queue order even when earlier rows were rewritten on disk", async () => {
    const rows = await tdb.database.db
      .insert(jobs)
      .values(Array.from({ length: 12 }, (_, i) => jobRow({ kind: "filters.match", payload: { gearId: String(i) } })))
      .returning({ id: jobs.id });
    // Rewrite the first half (as a failed attempt's release does): their new versions now sit after the rest.
    await tdb.database.db.execute(
      sql`update jobs set last_error = 'earlier attempt' where id <= ${rows[5]!.id} and kind = 'filters.match'`,
    );
    const ran: number[] = [];
    const worker = startWorker({
      database: tdb.database,
      log: silentLogger,
      pollMs: 60_000,
      retryBaseMs: 1000,
      batchSize: 50,
      handlers: { "filters.match": async ({ gearId }) => void ran.push(Number(gearId)) },
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(ran).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });
});
