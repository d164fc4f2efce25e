import { inArray } from "drizzle-orm";
import { jobs, rateLimitCounters } from "../db/schema";
import { describe, expect, it } from "../test/fixtures";
import { purgeFinishedJobs } from "./purge";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("purging finished jobs (issue 15: kept forever with names and addresses)", () => {
  it("deletes done jobs past their retention and failed ones past theirs; keeps the rest", async ({ ctx }) => {
    const rows = await ctx.db
      .insert(jobs)
      .values([
        { kind: "purge-test", payload: { n: "old-done" }, doneAt: daysAgo(15) },
        { kind: "purge-test", payload: { n: "new-done" }, doneAt: daysAgo(13) },
        { kind: "purge-test", payload: { n: "old-failed" }, failedAt: daysAgo(91) },
        { kind: "purge-test", payload: { n: "recent-failed" }, failedAt: daysAgo(15) },
        { kind: "purge-test", payload: { n: "pending" }, runAt: daysAgo(30) },
      ])
      .returning({ id: jobs.id, payload: jobs.payload });
    await ctx.db.insert(rateLimitCounters).values([
      { bucket: "test-purge", key: "old", windowStart: daysAgo(2) },
      { bucket: "test-purge", key: "new", windowStart: new Date() },
    ]);

    // The count is not asserted: on the shared PostgreSQL database another
    // test's worker may run the same purge first and delete these rows.
    await purgeFinishedJobs(ctx.db, { doneDays: 14, failedDays: 90 });

    const left = await ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => (r.payload as { n: string }).n).sort()).toEqual(["new-done", "pending", "recent-failed"]);
    const counters = await ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((c) => c.key)).toContain("new");
    expect(counters.map((c) => c.key)).not.toContain("old");
  });
});
