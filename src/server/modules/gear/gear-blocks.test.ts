import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gearHolds } from "../../db/schema";
import { buildOwner, buildUser } from "../../test/factories";
import { get } from "../../test/test-app";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { buildGearTestApp, createGearId, type GearTestApp, send, username } from "./gear-test-helpers";

let ctx: GearTestApp;
beforeAll(async () => {
  ctx = await buildGearTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const today = todayInMalaysia();
const day = (n: number) => addDays(today, n);
const holdsOf = (gearId: string) => ctx.db.select().from(gearHolds).where(eq(gearHolds.gearId, gearId));

async function ownerWithGear() {
  const owner = await buildOwner(ctx, { username: username() });
  const id = await createGearId(ctx, owner.cookie);
  return { owner, id };
}

describe("owner blocks", () => {
  it("adds, lists and removes a block; its dates show as unavailable", async () => {
    const { owner, id } = await ownerWithGear();
    const res = await send(
      ctx,
      "POST",
      `/api/gear/${id}/blocks`,
      { startDate: day(10), endDate: day(12), note: "Servicing" },
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    const block = res.json();
    expect(block).toEqual({ id: expect.any(Number), startDate: day(10), endDate: day(12), note: "Servicing" });
    const [hold] = await holdsOf(id);
    expect(hold).toMatchObject({ kind: "block", period: `[${day(10)},${day(13)})` });

    expect((await get(ctx.app, `/api/gear/${id}/blocks`, owner.cookie)).json()).toEqual([block]);
    const avail = await get(ctx.app, `/api/gear/${id}/availability`);
    expect(avail.statusCode).toBe(200);
    expect(avail.json()).toEqual({ from: today, to: day(92), unavailable: [day(10), day(11), day(12)] });

    const removed = await send(ctx, "DELETE", `/api/gear/${id}/blocks/${block.id}`, undefined, owner.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await holdsOf(id)).toEqual([]);
    expect((await get(ctx.app, `/api/gear/${id}/availability`)).json().unavailable).toEqual([]);
  });

  it("refuses an overlap with a block or a booking hold with 409, keeping the first", async () => {
    const { owner, id } = await ownerWithGear();
    expect(
      (await send(ctx, "POST", `/api/gear/${id}/blocks`, { startDate: day(5), endDate: day(7) }, owner.cookie))
        .statusCode,
    ).toBe(201);
    const overlap = await send(
      ctx,
      "POST",
      `/api/gear/${id}/blocks`,
      { startDate: day(7), endDate: day(9) },
      owner.cookie,
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe(GEAR_MESSAGES.blockOverlap);
    expect(overlap.json().error.message).toBe("These dates overlap dates that are already blocked or booked");

    await ctx.db.insert(gearHolds).values({ gearId: id, kind: "booking", period: `[${day(20)},${day(22)})` });
    const onBooking = await send(
      ctx,
      "POST",
      `/api/gear/${id}/blocks`,
      { startDate: day(18), endDate: day(20) },
      owner.cookie,
    );
    expect(onBooking.statusCode).toBe(409);
    // Adjacent is fine: the day after a block ends is free.
    expect(
      (await send(ctx, "POST", `/api/gear/${id}/blocks`, { startDate: day(8), endDate: day(8) }, owner.cookie))
        .statusCode,
    ).toBe(201);
    expect((await holdsOf(id)).length).toBe(3);
  });

  it("validates the range with field messages", async () => {
    const { owner, id } = await ownerWithGear();
    const cases: [object, Record<string, string>][] = [
      [{ startDate: day(5), endDate: day(4) }, { endDate: "The last blocked day must be on or after the first" }],
      [{ startDate: day(-1), endDate: day(2) }, { startDate: "Blocked dates cannot start in the past" }],
      [{ startDate: day(1), endDate: day(367) }, { endDate: "A block can be at most 366 days long" }],
      [{ startDate: "2026-02-30", endDate: day(2) }, { startDate: "Enter a date as YYYY-MM-DD" }],
    ];
    for (const [body, fields] of cases) {
      const res = await send(ctx, "POST", `/api/gear/${id}/blocks`, body, owner.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(
      (await send(ctx, "POST", `/api/gear/${id}/blocks`, { startDate: today, endDate: day(365) }, owner.cookie))
        .statusCode,
    ).toBe(201);
  });

  it("only removes blocks, not booking holds, and only of this gear", async () => {
    const { owner, id } = await ownerWithGear();
    const [booking] = await ctx.db
      .insert(gearHolds)
      .values({ gearId: id, kind: "booking", period: `[${day(3)},${day(4)})` })
      .returning();
    expect(
      (await send(ctx, "DELETE", `/api/gear/${id}/blocks/${booking!.id}`, undefined, owner.cookie)).statusCode,
    ).toBe(404);
    const other = await ownerWithGear();
    const theirs = (
      await send(
        ctx,
        "POST",
        `/api/gear/${other.id}/blocks`,
        { startDate: day(3), endDate: day(3) },
        other.owner.cookie,
      )
    ).json();
    // Their block through my gear's path: not mine to remove.
    expect((await send(ctx, "DELETE", `/api/gear/${id}/blocks/${theirs.id}`, undefined, owner.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await send(ctx, "DELETE", `/api/gear/${other.id}/blocks/${theirs.id}`, undefined, owner.cookie)).statusCode,
    ).toBe(404);
    expect(await holdsOf(other.id)).toHaveLength(1);
    expect(await holdsOf(id)).toHaveLength(1);
  });

  it("answers 404 to another owner and a renter, 401 signed out, on removing a block; the block stays", async () => {
    const { owner, id } = await ownerWithGear();
    const other = await buildOwner(ctx, { username: username("other") });
    const renter = await buildUser(ctx);
    const block = (
      await send(
        ctx,
        "POST",
        `/api/gear/${id}/blocks`,
        { startDate: day(6), endDate: day(8), note: "Lens service" },
        owner.cookie,
      )
    ).json();
    const holdsBefore = await holdsOf(id);
    expect(holdsBefore).toHaveLength(1);

    for (const [cookie, status] of [
      [other.cookie, 404],
      [renter.cookie, 404],
      [undefined, 401],
    ] as const) {
      expect((await send(ctx, "DELETE", `/api/gear/${id}/blocks/${block.id}`, undefined, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await holdsOf(id)).toEqual(holdsBefore);
    expect((await get(ctx.app, `/api/gear/${id}/blocks`, owner.cookie)).json()).toEqual([block]);
  });
});

describe("GET /api/gear/:id/availability", () => {
  it("clips holds to the window asked for and lists booking holds too", async () => {
    const { owner, id } = await ownerWithGear();
    await send(ctx, "POST", `/api/gear/${id}/blocks`, { startDate: day(1), endDate: day(4) }, owner.cookie);
    await ctx.db.insert(gearHolds).values({ gearId: id, kind: "booking", period: `[${day(9)},${day(11)})` });
    const res = await get(ctx.app, `/api/gear/${id}/availability?from=${day(3)}&to=${day(9)}`);
    expect(res.json()).toEqual({ from: day(3), to: day(9), unavailable: [day(3), day(4), day(9)] });
  });

  it("refuses a reversed or too long window, and hides archived gear", async () => {
    const { owner, id } = await ownerWithGear();
    expect((await get(ctx.app, `/api/gear/${id}/availability?from=${day(5)}&to=${day(4)}`)).statusCode).toBe(400);
    expect((await get(ctx.app, `/api/gear/${id}/availability?from=${day(0)}&to=${day(367)}`)).statusCode).toBe(400);
    expect((await get(ctx.app, `/api/gear/${id}/availability?from=${day(0)}&to=${day(366)}`)).statusCode).toBe(200);
    expect((await get(ctx.app, `/api/gear/${id}/availability?from=tomorrow`)).statusCode).toBe(400);
    await send(ctx, "POST", `/api/gear/${id}/archive`, undefined, owner.cookie);
    expect((await get(ctx.app, `/api/gear/${id}/availability`)).statusCode).toBe(404);
    expect((await get(ctx.app, "/api/gear/nosuchgear/availability")).statusCode).toBe(404);
  });
});
