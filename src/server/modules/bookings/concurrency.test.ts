import { eq, inArray } from "drizzle-orm";
import { bookingEvents, bookings, gearHolds, jobs, notifications } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { buildOwner, buildRenter, buildGear, day } from "../../test/factories";
import { idemKey, requestBooking, rowCounts, emailJobs } from "../../test/bookings";

/** The counts once one request is accepted: booking, hold, event, expiry job + owner e-mail + owner push, owner notification. */
const afterOneBooking = (before: Awaited<ReturnType<typeof rowCounts>>) => ({
  ...before,
  bookings: before.bookings + 1,
  holds: before.holds + 1,
  events: before.events + 1,
  jobs: before.jobs + 3,
  notifications: before.notifications + 1,
});

const DATES_TAKEN = "These dates are no longer available";

const countStatuses = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe("no double booking under contention (runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL)", () => {
  it("50 renters asking for overlapping dates of one gear at once: one 201, 49 × 409, and only the winner's rows", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const renters = await Promise.all(Array.from({ length: 50 }, (_, i) => buildRenter(ctx, { name: `Renter ${i}` })));
    const before = await rowCounts(ctx);

    // Every range contains day 14, so any two overlap.
    const answers = await Promise.all(
      renters.map((r, i) =>
        requestBooking(ctx, r, { gearId: item.id, startDate: day(10 + (i % 5)), endDate: day(14 + (i % 3)) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Every status with its count, so a failure says what the others got (a 500 or a 503 tells why).
    expect(countStatuses(statuses)).toEqual({ 201: 1, 409: 49 });
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error).toMatchObject({ code: "DATES_TAKEN", message: DATES_TAKEN });

    const winnerIndex = statuses.indexOf(201);
    const winner = answers[winnerIndex]!.json().booking;
    expect(winner.renter.id).toBe(renters[winnerIndex]!.id);

    const rows = await ctx.db.select().from(bookings).where(eq(bookings.gearId, item.id));
    expect(rows.map((r) => r.id)).toEqual([winner.id]);
    const holds = await ctx.db.select().from(gearHolds).where(eq(gearHolds.gearId, item.id));
    expect(holds).toEqual([expect.objectContaining({ kind: "booking", bookingId: winner.id })]);

    // Exactly the winner's writes: booking, hold, event, expiry job + owner e-mail, owner notification.
    expect(await rowCounts(ctx)).toEqual(afterOneBooking(before));
    const loserIds = renters.filter((_, i) => i !== winnerIndex).map((r) => r.id);
    expect(await ctx.db.select().from(bookingEvents).where(inArray(bookingEvents.actorId, loserIds))).toEqual([]);
    expect(await ctx.db.select().from(bookings).where(inArray(bookings.renterId, loserIds))).toEqual([]);
    const expiries = await ctx.db.select().from(jobs).where(eq(jobs.kind, "booking.expire-pending"));
    expect(expiries.map((j) => j.payload)).toEqual([{ bookingId: winner.id }]);
    expect((await emailJobs(ctx)).filter((m) => m.template === "booking_notification")).toHaveLength(1);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(1);
  });

  it("several gear items under contention at once: exactly one winner per item", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const items = await Promise.all(Array.from({ length: 4 }, () => buildGear(ctx, { ownerId: owner.id })));
    const renters = await Promise.all(Array.from({ length: 24 }, () => buildRenter(ctx)));
    const answers = await Promise.all(
      renters.map((r, i) =>
        requestBooking(ctx, r, { gearId: items[i % 4]!.id, startDate: day(30), endDate: day(31 + (i % 2)) }),
      ),
    );
    expect(countStatuses(answers.map((a) => a.statusCode))).toEqual({ 201: 4, 409: 20 });
    for (const item of items) {
      expect(await ctx.db.select().from(bookings).where(eq(bookings.gearId, item.id))).toHaveLength(1);
      expect(await ctx.db.select().from(gearHolds).where(eq(gearHolds.gearId, item.id))).toHaveLength(1);
    }
  });

  it("the same Idempotency-Key sent 5 times at once makes one booking, and every answer carries its id", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const renter = await buildRenter(ctx);
    const key = idemKey();
    const before = await rowCounts(ctx);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6) }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().booking.id));
    expect(ids.size).toBe(1);
    const rows = await ctx.db.select().from(bookings).where(eq(bookings.renterId, renter.id));
    expect(rows.map((r) => r.id)).toEqual([...ids]);
    expect(await rowCounts(ctx)).toEqual(afterOneBooking(before));
    await ctx.worker.drain();
    expect(ctx.mail.filter((m) => m.to === owner.email)).toHaveLength(1);
  });
});
