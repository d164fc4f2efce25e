import { and, eq } from "drizzle-orm";
import { bookings, jobs, notifications, users } from "../../db/schema";
import { translateFor } from "../../lib/i18n";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import type { Caller } from "../../test/request";
import { buildBooking, buildBookingScene, buildUser, day } from "../../test/factories";
import {
  bookingSnapshot,
  createBookingId,
  makeJobDue,
  moveBooking,
  mustHandOver,
  mustMove,
  readBooking,
  rowCounts,
  uploadReceipt,
} from "../../test/bookings";
import { endOfReturnDay } from "./late";
import { formatDay } from "../../../shared/i18n/format";

/** A booking from `from` to `to` days ahead, moved through the API to confirmed (receipt uploaded, accepted). */
async function confirmedBooking(ctx: TestApp, from: number, to = from) {
  const scene = await buildBookingScene(ctx);
  const id = await createBookingId(ctx, scene.renter, {
    gearId: scene.item.id,
    startDate: day(from),
    endDate: day(to),
  });
  await mustMove(ctx, id, "approved", scene.owner);
  expect((await uploadReceipt(ctx, id, scene.renter)).statusCode).toBe(201);
  await mustMove(ctx, id, "confirmed", scene.owner);
  return { ...scene, id };
}

/** `call` answers `status` with `message` (English) and changes no row of the booking, nor any table's count. */
async function expectRefused(ctx: TestApp, id: string, status: number, message: string, call: () => Promise<unknown>) {
  const before = { booking: await bookingSnapshot(ctx, id), counts: await rowCounts(ctx) };
  const res = (await call()) as { statusCode: number; json: () => { error: { message: string } } };
  expect(res.statusCode).toBe(status);
  expect(res.json().error.message).toBe(message);
  expect({ booking: await bookingSnapshot(ctx, id), counts: await rowCounts(ctx) }).toEqual(before);
}

const detail = async (ctx: TestApp, id: string, as: Caller) => (await readBooking(ctx, id, as)).json().booking;
const buttons = (b: { actions: { action: string }[] }) => b.actions.map((a) => a.action);

describe("handing over waits for the pickup day", () => {
  it("is refused before the pickup day with the day named, nothing changed; the detail offers it only as later", async ({
    ctx,
  }) => {
    const s = await confirmedBooking(ctx, 2, 3);
    await expectRefused(
      ctx,
      s.id,
      409,
      `The gear can be marked handed over from its pickup day, ${formatDay(day(2), "en")}.`,
      () => moveBooking(ctx, s.id, "active", s.owner),
    );
    const asOwner = await detail(ctx, s.id, s.owner);
    expect(buttons(asOwner)).toEqual(["cancel"]);
    expect(asOwner.laterActions).toEqual([
      { to: "active", action: "markHandedOver", needsReason: false, opensOn: day(2) },
    ]);
    // The owner's list answers the same.
    const listed = (await ctx.request.get("/api/owners/me/bookings", { as: s.owner })).json().items;
    expect(listed.find((b: { id: string }) => b.id === s.id)).toMatchObject({
      actions: [{ to: "cancelled", action: "cancel", needsReason: true }],
      laterActions: [{ to: "active", opensOn: day(2) }],
      late: false,
    });
  });

  it("in Bahasa Melayu: the refusal in the caller's language", async ({ ctx }) => {
    const s = await confirmedBooking(ctx, 1);
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, s.owner.id));
    const res = await moveBooking(ctx, s.id, "active", s.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `Peralatan boleh ditandakan telah diserahkan mulai hari pengambilannya, ${formatDay(day(1), "ms")}.`,
    );
  });

  it("is offered and accepted on the pickup day", async ({ ctx }) => {
    const s = await confirmedBooking(ctx, 0, 1);
    const before = await detail(ctx, s.id, s.owner);
    expect(buttons(before)).toEqual(["markHandedOver", "cancel"]);
    expect(before.laterActions).toEqual([]);
    const moved = await mustHandOver(ctx, s.id, "active", s.owner);
    expect(moved.json().booking).toMatchObject({ status: "active", late: false });
    expect(buttons(moved.json().booking)).toEqual(["markReturned"]);
  });

  it("a cancelled or expired booking can never be handed over", async ({ ctx }) => {
    const expired = await buildBookingScene(ctx);
    const id = await createBookingId(ctx, expired.renter, {
      gearId: expired.item.id,
      startDate: day(0),
      endDate: day(0),
    });
    await makeJobDue(ctx, "booking.expire-pending", id);
    await ctx.worker.drain();
    const cancelled = await buildBooking(ctx, {
      gearId: expired.item.id,
      status: "cancelled",
      startDate: day(-1),
      endDate: day(-1),
    });
    for (const bookingId of [id, cancelled.id]) {
      expect(await detail(ctx, bookingId, expired.owner)).toMatchObject({
        status: "cancelled",
        actions: [],
        laterActions: [],
      });
      await expectRefused(ctx, bookingId, 409, "A booking that is cancelled cannot be moved to active.", () =>
        moveBooking(ctx, bookingId, "active", expired.owner),
      );
    }
  });
});

describe("the return waits for the handover day", () => {
  it("an active booking with no recorded handover is returned no earlier than its pickup day", async ({ ctx }) => {
    const scene = await buildBookingScene(ctx);
    const b = await buildBooking(ctx, { gearId: scene.item.id, status: "active", startDate: day(1), endDate: day(2) });
    await expectRefused(
      ctx,
      b.id,
      409,
      `The gear can be marked returned from the day it was handed over, ${formatDay(day(1), "en")}.`,
      () => moveBooking(ctx, b.id, "completed", scene.owner),
    );
    expect(await detail(ctx, b.id, scene.owner)).toMatchObject({
      actions: [],
      laterActions: [{ to: "completed", action: "markReturned", opensOn: day(1) }],
    });
  });

  it("handed over today: returned the same day", async ({ ctx }) => {
    const s = await confirmedBooking(ctx, 0, 2);
    await mustHandOver(ctx, s.id, "active", s.owner);
    const moved = await mustHandOver(ctx, s.id, "completed", s.owner);
    expect(moved.json().booking.status).toBe("completed");
  });
});

describe("Accept receipt needs a receipt", () => {
  it("is refused (409, nothing changed) and not offered before the renter uploads one; offered after", async ({
    ctx,
  }) => {
    const scene = await buildBookingScene(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const id = await createBookingId(ctx, scene.renter, { gearId: scene.item.id, startDate: day(3), endDate: day(3) });
    await mustMove(ctx, id, "approved", scene.owner);
    for (const who of [scene.owner, admin]) {
      expect(buttons(await detail(ctx, id, who))).toEqual(["cancel"]);
      await expectRefused(ctx, id, 409, "The renter has not uploaded a payment receipt yet.", () =>
        moveBooking(ctx, id, "confirmed", who),
      );
    }
    expect((await uploadReceipt(ctx, id, scene.renter)).statusCode).toBe(201);
    expect(buttons(await detail(ctx, id, scene.owner))).toEqual(["acceptReceipt", "cancel"]);
    const listed = (await ctx.request.get("/api/owners/me/bookings", { as: scene.owner })).json().items;
    expect(buttons(listed.find((b: { id: string }) => b.id === id))).toEqual(["acceptReceipt", "cancel"]);
    await mustMove(ctx, id, "confirmed", scene.owner);
  });
});

describe("late returns", () => {
  const titles = async (ctx: TestApp, userId: string, kind: string) =>
    (
      await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    ).map((n) => translateFor("en", n.title));
  const lateChecks = (ctx: TestApp, bookingId: string) =>
    ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "booking.late-check"))
      .then((rows) => rows.filter((r) => (r.payload as { bookingId: string }).bookingId === bookingId));
  /** An admin, and a confirmed booking from `from` to `to` days ahead (both past) handed over today; the worker
   * then runs its late check, which is due already since the return day is over. */
  async function handedOverLate(ctx: TestApp, from: number, to: number) {
    const scene = await buildBookingScene(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const b = await buildBooking(ctx, {
      gearId: scene.item.id,
      renterId: scene.renter.id,
      equipmentName: scene.item.name,
      status: "confirmed",
      startDate: day(from),
      endDate: day(to),
    });
    await mustHandOver(ctx, b.id, "active", scene.owner);
    await ctx.worker.drain();
    return { ...scene, admin, b };
  }

  it("handing over queues a check for the end of the return day; returned in time, it tells no one", async ({
    ctx,
  }) => {
    const s = await confirmedBooking(ctx, 0, 2);
    await mustHandOver(ctx, s.id, "active", s.owner);
    const [check] = await lateChecks(ctx, s.id);
    expect(check!.runAt).toEqual(endOfReturnDay(day(2)));
    expect(check!.runAt.toISOString()).toBe(`${day(2)}T16:00:00.000Z`);
    await mustHandOver(ctx, s.id, "completed", s.owner);
    await makeJobDue(ctx, "booking.late-check", s.id);
    await ctx.worker.drain();
    expect(await titles(ctx, s.owner.id, "booking.late")).toEqual([]);
    expect(await titles(ctx, s.renter.id, "booking.late")).toEqual([]);
    expect((await ctx.db.select().from(jobs).where(eq(jobs.kind, "booking.late-admin"))).length).toBe(0);
  });

  it("past the return day and not returned: both sides told and shown it late, admins a day later", async ({ ctx }) => {
    // Picked up three days ago, due back yesterday, handed over (late) today.
    const { admin, b, ...scene } = await handedOverLate(ctx, -3, -1);
    const title = `Late return: ${scene.item.name}`;
    expect(await titles(ctx, scene.owner.id, "booking.late")).toEqual([title]);
    expect(await titles(ctx, scene.renter.id, "booking.late")).toEqual([title]);
    expect(await titles(ctx, admin.id, "booking.late-admin")).toEqual([]);
    const listedAsRenter = await ctx.request.get("/api/notifications", { as: scene.renter });
    expect(listedAsRenter.json().items[0]).toMatchObject({
      title,
      body: `It was due back on ${formatDay(day(-1), "en")} and has not been marked returned.`,
    });

    // The flag is in every answer about the booking, to both sides.
    for (const who of [scene.owner, scene.renter]) expect((await detail(ctx, b.id, who)).late).toBe(true);
    const mine = (await ctx.request.get("/api/bookings", { as: scene.renter })).json().items;
    expect(mine.find((x: { id: string }) => x.id === b.id).late).toBe(true);
    const owners = (await ctx.request.get("/api/owners/me/bookings", { as: scene.owner })).json().items;
    expect(owners.find((x: { id: string }) => x.id === b.id).late).toBe(true);

    // The admins' check is queued for 24 hours after the return day ended.
    const [adminJob] = await ctx.db.select().from(jobs).where(eq(jobs.kind, "booking.late-admin"));
    expect(adminJob!.runAt.getTime() - endOfReturnDay(day(-1)).getTime()).toBe(24 * 3_600_000);
    await makeJobDue(ctx, "booking.late-admin", b.id);
    await ctx.worker.drain();
    expect(await titles(ctx, admin.id, "booking.late-admin")).toEqual([
      `Late by more than 24 hours: ${scene.item.name}`,
    ]);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.status).toBe("active");

    // Returned: no longer late.
    const returned = await mustHandOver(ctx, b.id, "completed", scene.owner);
    expect(returned.json().booking.late).toBe(false);
  });

  it("the admins' check tells no one once the gear is back", async ({ ctx }) => {
    const { admin, b, ...scene } = await handedOverLate(ctx, -2, -1);
    await mustHandOver(ctx, b.id, "completed", scene.owner);
    await makeJobDue(ctx, "booking.late-admin", b.id);
    await ctx.worker.drain();
    expect(await titles(ctx, admin.id, "booking.late-admin")).toEqual([]);
  });
});
