import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identityVerifications, jobs, users } from "../../db/schema";
import type { BuiltUser } from "../../test/factories";
import {
  buildAccount,
  buildTestAppWithFiles,
  type FilesTestApp,
  listFiles,
  pngImage,
  postForm,
} from "../../test/booking-factories";
import { get, post } from "../../test/test-app";
import { DOCUMENT_RETENTION_DAYS, PURGE_DOCUMENTS_JOB } from "./retention";

let ctx: FilesTestApp;
let admin: BuiltUser;
beforeAll(async () => {
  ctx = await buildTestAppWithFiles();
  admin = await buildAccount(ctx, { role: "admin" });
});
afterAll(async () => {
  await ctx?.close();
});

const ADDRESS = { streetAddress: "8 Jalan Ampang", postalCode: "50000", city: "Kuala Lumpur", state: "Selangor" };

/** A renter with a submitted request (IC front, back, selfie and a student card); returns its id. */
async function submittedRequest() {
  const renter = await buildAccount(ctx, { name: "Rina Renter", ...ADDRESS });
  const file = async (field: string, colour: string) => ({
    field,
    filename: `${field}.png`,
    type: "image/png",
    data: await pngImage(colour),
  });
  const res = await postForm(
    ctx,
    "/api/verification",
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
    renter.cookie,
  );
  if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return { renter, id: res.json().id as string };
}
const purgeJobOf = async (id: string) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_DOCUMENTS_JOB), sql`${jobs.payload}->>'verificationId' = ${id}`))
  )[0];
const filesOf = async (userId: string) => (await listFiles(ctx.uploadsDir)).filter((f) => f.includes(userId));
async function runPurgeNow(id: string) {
  await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.kind, PURGE_DOCUMENTS_JOB), sql`${jobs.payload}->>'verificationId' = ${id}`));
  await ctx.worker.drain();
}

describe(`identity documents are deleted ${DOCUMENT_RETENTION_DAYS} days after the decision`, () => {
  it.each(["approve", "reject"] as const)(
    "after %s: a purge is queued for day 90; when it runs the images go, the decision stays",
    async (decision) => {
      const { renter, id } = await submittedRequest();
      expect(await filesOf(renter.id)).toHaveLength(4);
      const decided = await post(
        ctx.app,
        `/api/verification/${id}/decision`,
        { decision, reason: decision === "reject" ? "The selfie is blurred" : undefined },
        admin.cookie,
      );
      expect(decided.statusCode).toBe(200);

      const job = await purgeJobOf(id);
      const days = (job!.runAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(DOCUMENT_RETENTION_DAYS - 0.01);
      expect(days).toBeLessThan(DOCUMENT_RETENTION_DAYS + 0.01);
      // Before it is due, nothing happens.
      await ctx.worker.drain();
      expect(await filesOf(renter.id)).toHaveLength(4);

      await runPurgeNow(id);
      expect(await filesOf(renter.id)).toEqual([]);
      const [row] = await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
      expect(row!.documentsDeletedAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({
        status: decision === "approve" ? "verified" : "rejected",
        fullName: "Rina binti Renter",
      });
      const [u] = await ctx.db.select().from(users).where(eq(users.id, renter.id));
      expect(u!.verificationStatus).toBe(decision === "approve" ? "verified" : "rejected");
      // Reviewers see the request without documents, and the old URLs answer 404.
      const view = await get(ctx.app, `/api/verification/${id}`, admin.cookie);
      expect(view.statusCode).toBe(200);
      expect(view.json().documents).toEqual([]);
      expect((await get(ctx.app, `/api/verification/${id}/documents/icFront`, admin.cookie)).statusCode).toBe(404);
    },
  );

  it("a request still pending keeps its documents even if a purge job runs", async () => {
    const { renter, id } = await submittedRequest();
    await ctx.db
      .insert(jobs)
      .values({ kind: PURGE_DOCUMENTS_JOB, payload: { verificationId: id }, runAt: new Date(Date.now() - 1000) });
    await ctx.worker.drain();
    expect(await filesOf(renter.id)).toHaveLength(4);
    const [row] = await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
    expect(row!.documentsDeletedAt).toBeNull();
  });
});
