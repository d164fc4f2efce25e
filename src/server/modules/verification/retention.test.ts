import { and, eq, sql } from "drizzle-orm";
import { identityVerifications, jobs, users } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildUser, type BuiltUser } from "../../test/factories";
import { pngImage, listFiles } from "../../test/uploads";
import { DOCUMENT_RETENTION_DAYS, PURGE_DOCUMENTS_JOB } from "./retention-jobs";

let admin: BuiltUser;
beforeAll(async ({ ctx }) => {
  admin = await buildUser(ctx, { role: "admin" });
});

const ADDRESS = { streetAddress: "8 Jalan Ampang", postalCode: "50000", city: "Kuala Lumpur", state: "Selangor" };

/** A renter with a submitted request (IC front, back, selfie and a student card); returns its id. */
async function submittedRequest(ctx: TestApp) {
  const renter = await buildUser(ctx, { name: "Rina Renter", ...ADDRESS });
  const file = async (field: string, colour: string) => ({
    field,
    filename: `${field}.png`,
    type: "image/png",
    data: await pngImage(colour),
  });
  const res = await ctx.request.post(
    "/api/verification",
    multipart(
      {
        fullName: "Rina binti Renter",
        mykadNumber: "900101-14-5678",
        studentInstitution: "Universiti Malaya",
        studentCardExpiry: "2027-06-30",
      },
      [
        await file("icFront", "#111111"),
        await file("icBack", "#222222"),
        await file("selfie", "#333333"),
        await file("studentCard", "#444444"),
      ],
    ),
    { as: renter },
  );
  if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return { renter, id: res.json().id as string };
}
const purgeJobOf = async (ctx: TestApp, id: string) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_DOCUMENTS_JOB), sql`${jobs.payload}->>'verificationId' = ${id}`))
  )[0];
const filesOf = async (ctx: TestApp, userId: string) =>
  (await listFiles(ctx.uploadsDir)).filter((f) => f.includes(userId));
async function runPurgeNow(ctx: TestApp, id: string) {
  await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.kind, PURGE_DOCUMENTS_JOB), sql`${jobs.payload}->>'verificationId' = ${id}`));
  await ctx.worker.drain();
}

describe(`identity documents are deleted ${DOCUMENT_RETENTION_DAYS} days after the decision`, () => {
  it.for(["approve", "reject"] as const)(
    "after %s: a purge is queued for day 90; when it runs the images go, the decision stays",
    async (decision, { ctx }) => {
      const { renter, id } = await submittedRequest(ctx);
      expect(await filesOf(ctx, renter.id)).toHaveLength(4);
      const decided = await ctx.request.post(
        `/api/verification/${id}/decision`,
        { decision, reason: decision === "reject" ? "The selfie is blurred" : undefined },
        { as: admin },
      );
      expect(decided.statusCode).toBe(200);

      const job = await purgeJobOf(ctx, id);
      const days = (job!.runAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(DOCUMENT_RETENTION_DAYS - 0.01);
      expect(days).toBeLessThan(DOCUMENT_RETENTION_DAYS + 0.01);
      // Before it is due, nothing happens.
      await ctx.worker.drain();
      expect(await filesOf(ctx, renter.id)).toHaveLength(4);

      await runPurgeNow(ctx, id);
      expect(await filesOf(ctx, renter.id)).toEqual([]);
      const [row] = await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
      expect(row!.documentsDeletedAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({
        status: decision === "approve" ? "verified" : "rejected",
        fullName: "Rina binti Renter",
      });
      const [u] = await ctx.db.select().from(users).where(eq(users.id, renter.id));
      expect(u!.verificationStatus).toBe(decision === "approve" ? "verified" : "rejected");
      // Reviewers see the request without documents, and the old URLs answer 404.
      const view = await ctx.request.get(`/api/verification/${id}`, { as: admin });
      expect(view.statusCode).toBe(200);
      expect(view.json().documents).toEqual([]);
      expect((await ctx.request.get(`/api/verification/${id}/documents/icFront`, { as: admin })).statusCode).toBe(404);
    },
  );

  it("a request still pending keeps its documents even if a purge job runs", async ({ ctx }) => {
    const { renter, id } = await submittedRequest(ctx);
    await ctx.db
      .insert(jobs)
      .values({ kind: PURGE_DOCUMENTS_JOB, payload: { verificationId: id }, runAt: new Date(Date.now() - 1000) });
    await ctx.worker.drain();
    expect(await filesOf(ctx, renter.id)).toHaveLength(4);
    const [row] = await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
    expect(row!.documentsDeletedAt).toBeNull();
  });
});
