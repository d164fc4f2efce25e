import { and, inArray, isNull, lte, sql } from "drizzle-orm";
import { jobs } from "../db/schema";
import type { TestApp } from "./test-app";

/**
 * Run the worker until no job (of `kinds`, when given) is left due, for jobs that
 * queue further jobs (a match queues pushes, a push fans out per device). The
 * worker also runs on its own after each commit: waiting for the table, not for
 * one drain, is what makes the end certain.
 */
export async function settleJobs(ctx: TestApp, kinds?: string[]) {
  for (let i = 0; i < 50; i++) {
    await ctx.worker.drain();
    const [open] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        and(
          kinds ? inArray(jobs.kind, kinds) : undefined,
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, new Date()),
        ),
      );
    if (open!.n === 0) return;
    await new Promise((r) => setTimeout(r, 60));
  }
  throw new Error(`jobs${kinds ? ` of ${kinds.join(", ")}` : ""} still open`);
}
