import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { bookings, jobs, notifications } from "../../db/schema";
import { emailJobs, fillSheet, mustMove } from "../../test/bookings";
import { buildBooking, day } from "../../test/factories";
import { matrixTest, type MatrixPeople } from "../../test/matrix";
import { multipart } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { msg } from "../../../shared/i18n/message";
import {
  ESCALATE_AFTER_HOURS,
  REFUND_DUE_JOB,
  REMIND_AFTER_HOURS,
  scheduleFollowUps,
  SETTLE_DUE_JOB,
} from "./reminders";
import { must, returnedBooking, returnInFull } from "../../test/deposits";

const { it } = matrixTest();

/** The follow-up jobs of `kind` for booking `bookingId`: stage → hours after `from` it is due. */
async function followUps(ctx: TestApp, kind: string, bookingId: string, from: Date) {
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'bookingId' = ${bookingId}`));
  return Object.fromEntries(
    rows.map((r) => [
      (r.payload as { stage: string }).stage,
      Math.round((r.runAt.getTime() - from.getTime()) / 3_600_000),
    ]),
  );
}

/** Make the `stage` follow-up of `kind` due now and run the worker. */
async function runFollowUp(ctx: TestApp, kind: string, bookingId: string, stage: "remind" | "escalate") {
  const rows = await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 60_000) })
    .where(
      and(
        eq(jobs.kind, kind),
        sql`${jobs.payload}->>'bookingId' = ${bookingId}`,
        sql`${jobs.payload}->>'stage' = ${stage}`,
      ),
    )
    .returning({ id: jobs.id });
  expect(rows).toHaveLength(1);
  await ctx.worker.drain();
}

const FOLLOW_UP_KINDS = ["settleDue", "settleOverdue", "refundDue", "refundOverdue"].map((k) => `deposit.${k}`);

/** Titles of the in-app follow-up notices `userId` got about booking `bookingId`'s deposit. */
const followUpNotices = async (ctx: TestApp, userId: string, bookingId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((n) => FOLLOW_UP_KINDS.includes(n.kind) && n.link?.includes(bookingId))
    .map((n) => n.title);

/** A confirmed (paid) booking with a RM 500 deposit, picked up `inDays` from today for two days. */
const paidBooking = (ctx: TestApp, people: MatrixPeople, inDays: number) =>
  buildBooking(ctx, {
    ownerId: people.owner.id,
    renterId: people.renter.id,
    status: "confirmed",
    startDate: day(inDays),
    endDate: day(inDays + 1),
    deposit: 50_000,
  });

it("a returned booking not settled: the owner is reminded after 48 h, admins and staff alerted after 7 days", async ({
  ctx,
  people,
}) => {
  const b = await paidBooking(ctx, people, 0);
  await fillSheet(ctx, b.id, "pickup", people.owner);
  await mustMove(ctx, b.id, "active", people.owner);
  await fillSheet(ctx, b.id, "return", people.owner);
  const returnedAt = new Date();
  await mustMove(ctx, b.id, "completed", people.owner);
  expect(await followUps(ctx, SETTLE_DUE_JOB, b.id, returnedAt)).toEqual({
    remind: REMIND_AFTER_HOURS,
    escalate: ESCALATE_AFTER_HOURS,
  });
  expect([REMIND_AFTER_HOURS, ESCALATE_AFTER_HOURS]).toEqual([48, 168]);

  const facts = { gearName: b.equipmentName, deposit: "RM 500.00", refund: "RM 500.00", renterName: b.userName };
  const mailsBefore = (await emailJobs(ctx)).length;
  await runFollowUp(ctx, SETTLE_DUE_JOB, b.id, "remind");
  expect(await followUpNotices(ctx, people.owner.id, b.id)).toEqual([msg("deposits", "followUp.settle.remind", facts)]);
  const mails = (await emailJobs(ctx)).slice(mailsBefore);
  expect(mails.map((m) => m.to)).toEqual([people.owner.email]);
  expect(await followUpNotices(ctx, people.admin.id, b.id)).toEqual([]);

  await runFollowUp(ctx, SETTLE_DUE_JOB, b.id, "escalate");
  for (const support of [people.admin, people.staff])
    expect(await followUpNotices(ctx, support.id, b.id)).toEqual([msg("deposits", "followUp.settle.escalate", facts)]);
  // Support opens the alert's link: the deposit with the sheets and messages.
  const view = await ctx.request.get(`/api/deposit-disputes/${b.id}`, { as: people.staff });
  expect(view.statusCode).toBe(200);
});

it("settled in time, the settle follow-ups do nothing; the refund is chased until recorded", async ({
  ctx,
  people,
}) => {
  const { bookingId } = await returnedBooking(ctx, people);
  // The scene writes the booking completed directly: queue its settle follow-ups as the move does.
  await ctx.db.transaction((tx) => scheduleFollowUps(tx, SETTLE_DUE_JOB, bookingId, new Date()));
  const settledAt = new Date();
  await must(returnInFull(ctx, bookingId, people.owner));
  await runFollowUp(ctx, SETTLE_DUE_JOB, bookingId, "remind");
  await runFollowUp(ctx, SETTLE_DUE_JOB, bookingId, "escalate");
  for (const who of [people.owner, people.admin, people.staff])
    expect(await followUpNotices(ctx, who.id, bookingId)).toEqual([]);

  expect(await followUps(ctx, REFUND_DUE_JOB, bookingId, settledAt)).toEqual({
    remind: REMIND_AFTER_HOURS,
    escalate: ESCALATE_AFTER_HOURS,
  });
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const facts = { gearName: row!.equipmentName, deposit: "RM 500.00", refund: "RM 500.00", renterName: row!.userName };
  await runFollowUp(ctx, REFUND_DUE_JOB, bookingId, "remind");
  expect(await followUpNotices(ctx, people.owner.id, bookingId)).toEqual([
    msg("deposits", "followUp.refund.remind", facts),
  ]);

  // The refund recorded, the escalation finds nothing to do.
  await must(
    ctx.request.post(
      `/api/bookings/${bookingId}/deposit/refund`,
      multipart({ refundedOn: day(0), reference: "DuitNow 1" }, []),
      { as: people.owner },
    ),
  );
  await runFollowUp(ctx, REFUND_DUE_JOB, bookingId, "escalate");
  expect(await followUpNotices(ctx, people.admin.id, bookingId)).toEqual([]);
  expect(await followUpNotices(ctx, people.staff.id, bookingId)).toEqual([]);
});

it("a booking cancelled after payment: the whole deposit is to refund, the owner records it, the refund is chased", async ({
  ctx,
  people,
}) => {
  const b = await paidBooking(ctx, people, 2);
  const cancelledAt = new Date();
  await mustMove(ctx, b.id, "cancelled", people.renter, "Plans changed.");
  const deposit = (await ctx.request.get(`/api/bookings/${b.id}/deposit`, { as: people.owner })).json();
  expect(deposit).toMatchObject({ state: "returned", refundDue: 50_000 });
  expect(await followUps(ctx, REFUND_DUE_JOB, b.id, cancelledAt)).toEqual({
    remind: REMIND_AFTER_HOURS,
    escalate: ESCALATE_AFTER_HOURS,
  });
  await must(
    ctx.request.post(
      `/api/bookings/${b.id}/deposit/refund`,
      multipart({ refundedOn: day(0), reference: "DuitNow 2" }, []),
      { as: people.owner },
    ),
  );
  await runFollowUp(ctx, REFUND_DUE_JOB, b.id, "remind");
  expect(await followUpNotices(ctx, people.owner.id, b.id)).toEqual([]);
});
