import { asc } from "drizzle-orm";
import { auditLog, depositEvidence, depositSettlements, handoverPhotos, handoverSheets } from "../db/schema";
import { newId } from "../lib/ids";
import { buildBooking, day } from "./factories";
import type { Caller, InjectResponse } from "./request";
import type { TestApp } from "./test-app";
import { listFiles } from "./uploads";

/** Deposit test scenes: returned bookings with a return sheet, and the calls of each step. */

/** The parties of a scene: any two accounts that may book and own. */
export interface Parties {
  owner: { id: string; cookie: string };
  renter: { id: string; cookie: string };
}

/**
 * A booking of the owner's new gear by the renter, returned two days ago, with a
 * deposit of `deposit` sen and a return sheet carrying two photos (written
 * directly: the handover module's own tests cover how sheets are made).
 */
export async function returnedBooking(ctx: TestApp, p: Parties, deposit = 50_000) {
  const b = await buildBooking(ctx, {
    ownerId: p.owner.id,
    renterId: p.renter.id,
    status: "completed",
    startDate: day(-4),
    endDate: day(-2),
    deposit,
  });
  const sheetId = newId();
  await ctx.db.insert(handoverSheets).values({
    id: sheetId,
    bookingId: b.id,
    kind: "return",
    items: [{ name: "Camera body", present: true, condition: "good", note: null }],
    createdBy: p.owner.id,
  });
  const photoIds = [newId(), newId()];
  await ctx.db.insert(handoverPhotos).values(
    photoIds.map((id) => ({
      id,
      sheetId,
      fileKey: `private/handover/${b.id}/${id}.webp`,
      thumbKey: `private/handover/${b.id}/${id}-t.webp`,
      width: 64,
      height: 48,
    })),
  );
  return { bookingId: b.id, photoIds };
}

const url = (id: string, step = "") => `/api/bookings/${id}/deposit${step}`;

export const readDepositAs = (ctx: TestApp, id: string, as: Caller) => ctx.request.get(url(id), { as });
export const returnInFull = (ctx: TestApp, id: string, as: Caller) => ctx.request.post(url(id, "/return"), {}, { as });
export const claim = (ctx: TestApp, id: string, as: Caller, body: object) =>
  ctx.request.post(url(id, "/claim"), body, { as });
export const answerClaimAs = (ctx: TestApp, id: string, as: Caller, body: object = { answer: "accept" }) =>
  ctx.request.post(url(id, "/answer"), body, { as });
export const decide = (ctx: TestApp, id: string, as: Caller, body: object) =>
  ctx.request.post(url(id, "/decision"), body, { as });

export async function must(res: Promise<InjectResponse>, status = 200) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode} ${r.body}`);
  return r;
}

/** A returned booking whose owner claimed `amount` sen with the first return photo. */
export async function claimedBooking(ctx: TestApp, p: Parties, amount = 15_000) {
  const scene = await returnedBooking(ctx, p);
  await must(
    claim(ctx, scene.bookingId, p.owner, {
      amount,
      reason: "The battery charger did not come back.",
      photoIds: [scene.photoIds[0]],
    }),
  );
  return scene;
}

/** A claimed booking the renter disputed. */
export async function disputedBooking(ctx: TestApp, p: Parties, amount = 15_000) {
  const scene = await claimedBooking(ctx, p, amount);
  await must(
    answerClaimAs(ctx, scene.bookingId, p.renter, { answer: "dispute", note: "I returned the charger in the bag." }),
  );
  return scene;
}

/** Every deposit row, the audit trail and the stored files: what a refused call must leave as it was. */
export async function depositRows(ctx: TestApp) {
  return {
    settlements: await ctx.db.select().from(depositSettlements).orderBy(asc(depositSettlements.bookingId)),
    evidence: await ctx.db
      .select()
      .from(depositEvidence)
      .orderBy(asc(depositEvidence.bookingId), asc(depositEvidence.photoId)),
    audit: await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id)),
    files: await listFiles(ctx.uploadsDir),
  };
}
