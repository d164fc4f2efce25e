import { eq } from "drizzle-orm";
import { rateLimitCounters } from "../db/schema/limits";
import { describe, expect, it } from "../test/fixtures";
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
