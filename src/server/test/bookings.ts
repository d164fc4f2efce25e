import { randomBytes } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  bookingEvents,
  bookingReceipts,
  bookings,
  gearHolds,
  handoverSheets,
  invoices,
  jobs,
  notifications,
} from "../db/schema";
import type { Caller } from "./request";
import { multipart, type UploadFile } from "./request";
import type { TestApp } from "./test-app";
import { pngImage } from "./uploads";

/** Booking calls through the API, and what a refused call must leave unchanged. */

let keySeq = 0;
/** A fresh Idempotency-Key. */
export const idemKey = () => `key-${randomBytes(6).toString("hex")}-${keySeq++}`;

/** POST /api/bookings with an Idempotency-Key (a fresh one unless given). */
export function requestBooking(
  ctx: TestApp,
  as: Caller,
  body: { gearId: string; startDate: string; endDate: string } & Record<string, unknown>,
  key: string | null = idemKey(),
) {
  return ctx.request.post("/api/bookings", body, { as, headers: key === null ? {} : { "idempotency-key": key } });
}

/** A pending booking's id (fails unless 201). */
export async function createBookingId(
  ctx: TestApp,
  as: Caller,
  body: { gearId: string; startDate: string; endDate: string },
): Promise<string> {
  const res = await requestBooking(ctx, as, body);
  if (res.statusCode !== 201) throw new Error(`create booking: ${res.statusCode} ${res.body}`);
  return res.json().booking.id as string;
}

/** POST /api/bookings/:id/transitions. */
export const moveBooking = (ctx: TestApp, id: string, to: string, as: Caller, reason?: string | null) =>
  ctx.request.post(`/api/bookings/${id}/transitions`, reason === undefined ? { to } : { to, reason }, { as });

/** Move a booking and fail the test unless it answers 200. */
export async function mustMove(ctx: TestApp, id: string, to: string, as: Caller, reason?: string) {
  const res = await moveBooking(ctx, id, to, as, reason);
  if (res.statusCode !== 200) throw new Error(`move ${id} to ${to}: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * The owner fills in booking `id`'s `kind` check sheet ("pickup" | "return")
 * with one photo and sends it to the renter through the API, as handing over
 * and taking back require (handover/policy.ts moveSheetProblem). Fails the test
 * unless every call succeeds.
 */
/** A sheet's `updatedAt` as stored now: the version a renter who reads it answers (ADR 017). */
export async function sheetVersion(ctx: TestApp, bookingId: string, kind: "pickup" | "return") {
  const [row] = await ctx.db
    .select({ updatedAt: handoverSheets.updatedAt })
    .from(handoverSheets)
    .where(and(eq(handoverSheets.bookingId, bookingId), eq(handoverSheets.kind, kind)));
  return row?.updatedAt.toISOString() ?? new Date().toISOString();
}

export async function fillSheet(ctx: TestApp, id: string, kind: "pickup" | "return", owner: Caller) {
  const url = `/api/bookings/${id}/sheets/${kind}`;
  const items = [{ name: "Camera body", present: true, condition: "good" }];
  const saved = await ctx.request.put(url, { items }, { as: owner });
  if (saved.statusCode !== 200) throw new Error(`${kind} sheet of ${id}: ${saved.statusCode} ${saved.body}`);
  const photo = { field: "photos", filename: "gear.png", type: "image/png", data: await pngImage() };
  const added = await ctx.request.post(`${url}/photos`, multipart({}, [photo]), { as: owner });
  if (added.statusCode !== 201) throw new Error(`${kind} sheet photo of ${id}: ${added.statusCode} ${added.body}`);
  const sent = await ctx.request.post(`${url}/send`, {}, { as: owner });
  if (sent.statusCode !== 200) throw new Error(`send ${kind} sheet of ${id}: ${sent.statusCode} ${sent.body}`);
}

/** Fill in the sheet the move to `to` needs ("active": pickup, "completed": return), then move; fails unless 200. */
export async function mustHandOver(ctx: TestApp, id: string, to: "active" | "completed", owner: Caller) {
  await fillSheet(ctx, id, to === "active" ? "pickup" : "return", owner);
  return mustMove(ctx, id, to, owner);
}

/** GET /api/bookings/:id. */
export const readBooking = (ctx: TestApp, id: string, as: Caller) => ctx.request.get(`/api/bookings/${id}`, { as });

/** Upload a payment receipt (a PNG unless `file` says otherwise). */
export async function uploadReceipt(ctx: TestApp, bookingId: string, as: Caller, file?: Partial<UploadFile>) {
  const receipt = {
    field: "receipt",
    filename: "receipt.png",
    type: "image/png",
    data: file?.data ?? (await pngImage()),
  };
  return ctx.request.post(`/api/bookings/${bookingId}/receipts`, multipart({}, [{ ...receipt, ...file }]), { as });
}

/** Everything about one booking that a refused call must leave untouched. */
export async function bookingSnapshot(ctx: TestApp, bookingId: string) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    booking,
    events: await ctx.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.id)),
    holds: await ctx.db.select().from(gearHolds).where(eq(gearHolds.bookingId, bookingId)).orderBy(asc(gearHolds.id)),
    receipts: await ctx.db
      .select()
      .from(bookingReceipts)
      .where(eq(bookingReceipts.bookingId, bookingId))
      .orderBy(asc(bookingReceipts.id)),
    invoices: await ctx.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)),
  };
}

/** Row counts of the tables a booking request or move writes to. */
export async function rowCounts(ctx: TestApp) {
  const n = async (
    table:
      | typeof bookings
      | typeof bookingEvents
      | typeof gearHolds
      | typeof jobs
      | typeof notifications
      | typeof bookingReceipts
      | typeof invoices,
  ) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    bookings: await n(bookings),
    events: await n(bookingEvents),
    holds: await n(gearHolds),
    jobs: await n(jobs),
    notifications: await n(notifications),
    receipts: await n(bookingReceipts),
    invoices: await n(invoices),
  };
}

/** Make a booking's scheduled job (`booking.expire-pending` | `booking.expire-unpaid`) due now. */
export async function makeJobDue(ctx: TestApp, kind: string, bookingId: string) {
  const rows = await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 60_000) })
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'bookingId' = ${bookingId}`))
    .returning({ id: jobs.id });
  if (rows.length !== 1) throw new Error(`expected one ${kind} job for ${bookingId}, found ${rows.length}`);
  return rows[0]!.id;
}
export { emailJobs } from "./mail-jobs";
