import { and, eq, sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { scamReportEvidence, scamReports } from "../../db/schema/scam-reports";
import { buildOwner, buildUser, VERIFIED_COMPLETE } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { listFiles } from "../../test/uploads";
import { PURGE_DISMISSED_JOB, scamReportJobHandlers } from "./retention-jobs";
import { mustDecide, reportId } from "../../test/scam-reports";

const DAY = 86_400_000;

describe("dismissed reports' retention", () => {
  it("a dismissal queues the purge 30 days on; it deletes the report, its evidence rows and files, and leaves confirmed ones", async ({
    ctx,
  }) => {
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const dismissed = await reportId(ctx, reporter);
    const confirmed = await reportId(ctx, reporter);
    await mustDecide(ctx, dismissed, admin, "dismiss");
    await mustDecide(ctx, confirmed, admin, "confirm");
    const filesOf = async (id: string) => (await listFiles(ctx.uploadsDir)).filter((f) => f.includes(id));
    expect(await filesOf(dismissed)).toHaveLength(2);

    const queued = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_DISMISSED_JOB), sql`${jobs.payload}->>'reportId' = ${dismissed}`));
    expect(queued).toHaveLength(1);
    const [row] = await ctx.db.select().from(scamReports).where(eq(scamReports.id, dismissed));
    expect(queued[0]!.runAt.getTime() - row!.decidedAt!.getTime()).toBe(30 * DAY);
    const none = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_DISMISSED_JOB), sql`${jobs.payload}->>'reportId' = ${confirmed}`));
    expect(none).toEqual([]);

    const purge = scamReportJobHandlers(ctx.db, ctx.app.deps.storage)[PURGE_DISMISSED_JOB]!;
    await purge({ reportId: dismissed }, { id: 0, attempts: 1 });
    await purge({ reportId: confirmed }, { id: 0, attempts: 1 });
    expect(await ctx.db.select().from(scamReports).where(eq(scamReports.id, dismissed))).toEqual([]);
    expect(await ctx.db.select().from(scamReportEvidence).where(eq(scamReportEvidence.reportId, dismissed))).toEqual(
      [],
    );
    expect(await filesOf(dismissed)).toEqual([]);
    expect(await ctx.db.select().from(scamReports).where(eq(scamReports.id, confirmed))).toHaveLength(1);
    expect(await filesOf(confirmed)).toHaveLength(2);
    // Run again (a retry): nothing left, no error.
    await purge({ reportId: dismissed }, { id: 0, attempts: 2 });
  });
});
