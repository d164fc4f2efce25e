import { and, eq } from "drizzle-orm";
import { auditLog, jobs } from "../../db/schema";
import { beforeAll, describe, expect, it } from "../../test/fixtures";
import { ACTORS, buildMatrixPeople, cookieFor, signedIn, type MatrixPeople } from "../../test/matrix";
import type { TestApp } from "../../test/test-app";

/** A job that gave up, written directly (a handler that throws 25 times would take hours of backoff). */
const failedJob = async (ctx: TestApp) => {
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      // A real kind with a valid payload: a retried job runs again (an unknown one would fail at once).
      kind: "password-reset-request",
      payload: { email: "someone@example.test" },
      attempts: 25,
      failedAt: new Date(),
      lastError: "smtp: connection refused",
    })
    .returning();
  return row!;
};
const jobRow = async (ctx: TestApp, id: number) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("failed jobs for admins", () => {
  let people: MatrixPeople;
  beforeAll(async ({ ctx }) => {
    people = await buildMatrixPeople(ctx);
  });

  it.for(ACTORS)("%s: GET /api/admin/jobs/failed and POST …/retry", async (actor, { ctx }) => {
    const expected = { ...signedIn(403), admin: 200 }[actor];
    const job = await failedJob(ctx);
    const as = cookieFor(people, actor);
    const list = await ctx.request.get("/api/admin/jobs/failed", { as });
    expect(list.statusCode).toBe(expected);
    const retry = await ctx.request.post(`/api/admin/jobs/${job.id}/retry`, {}, { as });
    expect(retry.statusCode).toBe(expected);
    const after = await jobRow(ctx, job.id);
    if (expected === 200) {
      const item = list.json().items.find((i: { id: number }) => i.id === job.id);
      expect(item).toMatchObject({
        kind: "password-reset-request",
        attempts: 25,
        lastError: "smtp: connection refused",
      });
      // The payload (it may name people) is not listed.
      expect(JSON.stringify(list.json())).not.toContain("someone@example.test");
      expect(after.failedAt).toBeNull();
      expect(after.attempts).toBeLessThanOrEqual(1);
    } else {
      expect(after).toEqual(job);
    }
  });

  it("a retry is audited in its transaction; a job that is not failed (or a second retry) is 404", async ({ ctx }) => {
    const job = await failedJob(ctx);
    const admin = people.admin;
    expect((await ctx.request.post(`/api/admin/jobs/${job.id}/retry`, {}, { as: admin })).statusCode).toBe(200);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job.retried"), eq(auditLog.subjectId, String(job.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorId).toBe(admin.id);
    expect((await ctx.request.post(`/api/admin/jobs/${job.id}/retry`, {}, { as: admin })).statusCode).toBe(404);
    expect((await ctx.request.post(`/api/admin/jobs/abc/retry`, {}, { as: admin })).statusCode).toBe(400);
  });
});
