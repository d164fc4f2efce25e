import { eq } from "drizzle-orm";
import { gearHolds } from "../../db/schema";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { translateFor } from "../../lib/i18n";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser, buildOwner, ownerUsername } from "../../test/factories";
import { createGearId } from "../../test/gear";

const today = todayInMalaysia();
const day = (n: number) => addDays(today, n);
/** A message of the gear contract as an English caller reads it. */
const english = (message: string) => translateFor("en", message);
const holdsOf = (ctx: TestApp, gearId: string) => ctx.db.select().from(gearHolds).where(eq(gearHolds.gearId, gearId));

async function ownerWithGear(ctx: TestApp) {
  const owner = await buildOwner(ctx, { username: ownerUsername() });
  const id = await createGearId(ctx, owner);
  return { owner, id };
}

describe("owner blocks", () => {
  it("adds, lists and removes a block; its dates show as unavailable", async ({ ctx }) => {
    const { owner, id } = await ownerWithGear(ctx);
    const res = await ctx.request.post(
      `/api/gear/${id}/blocks`,
      { startDate: day(10), endDate: day(12), note: "Servicing" },
      { as: owner },
    );
    expect(res.statusCode).toBe(201);
    const block = res.json();
    expect(block).toEqual({ id: expect.any(Number), startDate: day(10), endDate: day(12), note: "Servicing" });
    const [hold] = await holdsOf(ctx, id);
    expect(hold).toMatchObject({ kind: "block", period: `[${day(10)},${day(13)})` });

    expect((await ctx.request.get(`/api/gear/${id}/blocks`, { as: owner })).json()).toEqual([block]);
    const avail = await ctx.request.get(`/api/gear/${id}/availability`);
    expect(avail.statusCode).toBe(200);
    expect(avail.json()).toEqual({
      from: today,
      to: day(92),
      unavailable: [day(10), day(11), day(12)],
      // One unit, no turnaround: each held day has none free.
      unitCount: 1,
      turnaroundDays: 0,
      free: [day(10), day(11), day(12)].map((date) => ({ date, free: 0 })),
    });

    const removed = await ctx.request.delete(`/api/gear/${id}/blocks/${block.id}`, { as: owner });
    expect(removed.statusCode).toBe(204);
    expect(await holdsOf(ctx, id)).toEqual([]);
    expect((await ctx.request.get(`/api/gear/${id}/availability`)).json().unavailable).toEqual([]);
  });

  it("refuses an overlap with a block or a booking hold with 409, keeping the first", async ({ ctx }) => {
    const { owner, id } = await ownerWithGear(ctx);
    expect(
      (await ctx.request.post(`/api/gear/${id}/blocks`, { startDate: day(5), endDate: day(7) }, { as: owner }))
        .statusCode,
    ).toBe(201);
    const overlap = await ctx.request.post(
      `/api/gear/${id}/blocks`,
      { startDate: day(7), endDate: day(9) },
      { as: owner },
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe(english(GEAR_MESSAGES.blockOverlap));
    expect(overlap.json().error.message).toBe("These dates overlap dates that are already blocked or booked");

    await ctx.db
      .insert(gearHolds)
      .values({ gearId: id, kind: "booking", unitNumber: 1, period: `[${day(20)},${day(22)})` });
    const onBooking = await ctx.request.post(
      `/api/gear/${id}/blocks`,
      { startDate: day(18), endDate: day(20) },
      { as: owner },
    );
    expect(onBooking.statusCode).toBe(409);
    // Adjacent is fine: the day after a block ends is free.
    expect(
      (await ctx.request.post(`/api/gear/${id}/blocks`, { startDate: day(8), endDate: day(8) }, { as: owner }))
        .statusCode,
    ).toBe(201);
    expect((await holdsOf(ctx, id)).length).toBe(3);
  });

  it("validates the range with field messages", async ({ ctx }) => {
    const { owner, id } = await ownerWithGear(ctx);
    const cases: [object, Record<string, string>][] = [
      [{ startDate: day(5), endDate: day(4) }, { endDate: "The last blocked day must be on or after the first" }],
      [{ startDate: day(-1), endDate: day(2) }, { startDate: "Blocked dates cannot start in the past" }],
      [{ startDate: day(1), endDate: day(367) }, { endDate: "A block can be at most 366 days long" }],
      [{ startDate: "2026-02-30", endDate: day(2) }, { startDate: "Enter a date as YYYY-MM-DD" }],
    ];
    for (const [body, fields] of cases) {
      const res = await ctx.request.post(`/api/gear/${id}/blocks`, body, { as: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(
      (await ctx.request.post(`/api/gear/${id}/blocks`, { startDate: today, endDate: day(365) }, { as: owner }))
        .statusCode,
    ).toBe(201);
  });

  it("only removes blocks, not booking holds, and only of this gear", async ({ ctx }) => {
    const { owner, id } = await ownerWithGear(ctx);
    const [booking] = await ctx.db
      .insert(gearHolds)
      .values({ gearId: id, kind: "booking", unitNumber: 1, period: `[${day(3)},${day(4)})` })
      .returning();
    expect((await ctx.request.delete(`/api/gear/${id}/blocks/${booking!.id}`, { as: owner })).statusCode).toBe(404);
    const other = await ownerWithGear(ctx);
    const theirs = (
      await ctx.request.post(
        `/api/gear/${other.id}/blocks`,
        { startDate: day(3), endDate: day(3) },
        { as: other.owner },
      )
    ).json();
    // Their block through my gear's path: not mine to remove.
    expect((await ctx.request.delete(`/api/gear/${id}/blocks/${theirs.id}`, { as: owner })).statusCode).toBe(404);
    expect((await ctx.request.delete(`/api/gear/${other.id}/blocks/${theirs.id}`, { as: owner })).statusCode).toBe(404);
    expect(await holdsOf(ctx, other.id)).toHaveLength(1);
    expect(await holdsOf(ctx, id)).toHaveLength(1);
  });

  it("answers 404 to another owner and a renter, 401 signed out, on removing a block; the block stays", async ({
    ctx,
  }) => {
    const { owner, id } = await ownerWithGear(ctx);
    const other = await buildOwner(ctx, { username: ownerUsername("other") });
    const renter = await buildUser(ctx);
    const block = (
      await ctx.request.post(
        `/api/gear/${id}/blocks`,
        { startDate: day(6), endDate: day(8), note: "Lens service" },
        { as: owner },
      )
    ).json();
    const holdsBefore = await holdsOf(ctx, id);
    expect(holdsBefore).toHaveLength(1);

    for (const [cookie, status] of [
      [other.cookie, 404],
      [renter.cookie, 404],
      [undefined, 401],
    ] as const) {
      expect((await ctx.request.delete(`/api/gear/${id}/blocks/${block.id}`, { as: cookie })).statusCode).toBe(status);
    }
    expect(await holdsOf(ctx, id)).toEqual(holdsBefore);
    expect((await ctx.request.get(`/api/gear/${id}/blocks`, { as: owner })).json()).toEqual([block]);
  });
});

describe("GET /api/gear/:id/availability", () => {
  it("clips holds to the window asked for and lists booking holds too", async ({ ctx }) => {
    const { owner, id } = await ownerWithGear(ctx);
    await ctx.request.post(`/api/gear/${id}/blocks`, { startDate: day(1), endDate: day(4) }, { as: owner });
    await ctx.db
      .insert(gearHolds)
      .values({ gearId: id, kind: "booking", unitNumber: 1, period: `[${day(9)},${day(11)})` });
    const res = await ctx.request.get(`/api/gear/${id}/availability?from=${day(3)}&to=${day(9)}`);
    expect(res.json()).toEqual({
      from: day(3),
      to: day(9),
      unavailable: [day(3), day(4), day(9)],
      unitCount: 1,
      turnaroundDays: 0,
      free: [day(3), day(4), day(9)].map((date) => ({ date, free: 0 })),
    });
  });

  it("refuses a reversed or too long window, and hides archived gear", async ({ ctx }) => {
    const { owner, id } = await ownerWithGear(ctx);
    expect((await ctx.request.get(`/api/gear/${id}/availability?from=${day(5)}&to=${day(4)}`)).statusCode).toBe(400);
    expect((await ctx.request.get(`/api/gear/${id}/availability?from=${day(0)}&to=${day(367)}`)).statusCode).toBe(400);
    expect((await ctx.request.get(`/api/gear/${id}/availability?from=${day(0)}&to=${day(366)}`)).statusCode).toBe(200);
    expect((await ctx.request.get(`/api/gear/${id}/availability?from=tomorrow`)).statusCode).toBe(400);
    await ctx.request.post(`/api/gear/${id}/archive`, undefined, { as: owner });
    expect((await ctx.request.get(`/api/gear/${id}/availability`)).statusCode).toBe(404);
    expect((await ctx.request.get("/api/gear/nosuchgear/availability")).statusCode).toBe(404);
  });
});
