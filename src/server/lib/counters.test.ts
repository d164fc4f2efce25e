import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { rateLimitCounters } from "../db/schema/limits";
import { describe, expect, it } from "../test/fixtures";
import { ownConnection, someoneWaitsForLock } from "../test/pg-waits";
import { hitMany } from "./counters";

describe("hitMany: many windows' hits in few statements", () => {
  it("adds each window's hits and answers each total in the order given, past one statement's rows", async ({
    ctx,
  }) => {
    const at = new Date("2026-11-24T10:00:30Z");
    // 2,501 keys: three statements of at most 1,000 rows.
    const counts = Array.from({ length: 2501 }, (_, i) => ({
      window: { bucket: "many", key: `198.51.100.${i}`, windowMs: 60_000 },
      at,
      n: (i % 7) + 1,
    }));
    expect(await hitMany(ctx.db, counts)).toEqual(counts.map((c) => c.n));
    // Again, in reverse order and a few only: added to what is stored, answered in the order asked.
    const again = [counts[2500]!, counts[1000]!, counts[0]!];
    expect(await hitMany(ctx.db, again)).toEqual(again.map((c) => c.n * 2));
    const stored = await ctx.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.bucket, "many"));
    expect(stored).toHaveLength(2501);
    expect(stored.reduce((sum, r) => sum + r.hits, 0)).toBe(
      counts.reduce((sum, c) => sum + c.n, 0) + again.reduce((sum, c) => sum + c.n, 0),
    );
    expect(await hitMany(ctx.db, [])).toEqual([]);
  });
});

/**
 * Two processes flushing batches with addresses in common: written in the order each
 * batch was gathered, one would lock b then wait for a while the other held a and
 * wanted b — a deadlock, one batch aborted after a second and its counts lost.
 * A connection of the test plays the other process (PostgreSQL only).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("hitMany beside another process (PostgreSQL)", () => {
  it("writes its rows in one order, so a batch with addresses in common waits instead of deadlocking", async ({
    ctx,
  }) => {
    const at = new Date("2026-11-24T10:00:30Z");
    const window = (key: string) => ({ bucket: "order", key, windowMs: 60_000 });
    const client = await ownConnection(ctx);
    const other = drizzle(client);
    const upsert = (key: string) =>
      other.execute(
        sql`insert into rate_limit_counters (bucket, key, window_start, hits) values ('order', ${key}, ${windowStartOf(at)}, 1)
            on conflict (bucket, key, window_start) do update set hits = rate_limit_counters.hits + 1`,
      );
    try {
      await client.query("begin");
      await upsert("203.0.113.1");
      // Gathered b first: written in that order it would hold b while waiting for a.
      const batch = hitMany(ctx.db, [
        { window: window("203.0.113.2"), at, n: 5 },
        { window: window("203.0.113.1"), at, n: 3 },
      ]);
      await someoneWaitsForLock(ctx, "the batch never waited for the other process's row");
      // The other process now wants b: free, since the batch waits for a before touching b.
      await upsert("203.0.113.2");
      await client.query("commit");
      expect(await batch).toEqual([6, 4]);
    } finally {
      await client.query("rollback").catch(() => undefined);
      client.release();
    }
  });
});

const windowStartOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
