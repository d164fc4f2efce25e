import { sql } from "drizzle-orm";
import type pg from "pg";
import type { TestApp } from "./test-app";

/** A connection of the test's own from the app's PostgreSQL pool: "another process" holding locks. */
export const ownConnection = (ctx: TestApp): Promise<pg.PoolClient> =>
  (ctx.db as unknown as { $client: pg.Pool }).$client.connect();

/**
 * Resolves once some session of this database waits for a lock (`event`, e.g.
 * "advisory", narrows which kind); throws after 5 s with `never` as the message.
 */
export async function someoneWaitsForLock(ctx: TestApp, never: string, event?: string) {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(
        sql`datname = current_database() and wait_event_type = 'Lock' and (${event ?? null}::text is null or wait_event = ${event ?? null})`,
      );
    if (row!.n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(never);
}
