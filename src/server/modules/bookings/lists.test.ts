import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser, buildOwner, buildRenter, buildGear, buildBooking, type BuiltUser, day } from "../../test/factories";
import type { BookingStatus } from "../../../shared/booking-lifecycle";

let owner: BuiltUser;
let otherOwner: BuiltUser;
let renter: BuiltUser;
let admin: BuiltUser;
let staff: BuiltUser;
/** Every booking in the database, as the lists should see it. */
const all: { id: string; ownerId: string; status: BookingStatus; createdAt: number }[] = [];

const BASE = Date.now() - 86_400_000;
const minutes = (n: number) => new Date(BASE + n * 60_000);

async function add(
  ctx: TestApp,
  by: BuiltUser,
  gearId: string,
  status: BookingStatus,
  dayOffset: number,
  createdAt: Date,
) {
  const { id } = await buildBooking(ctx, {
    gearId,
    ownerId: by.id,
    renterId: renter.id,
    status,
    startDate: day(dayOffset),
    createdAt,
  });
  all.push({ id, ownerId: by.id, status, createdAt: createdAt.getTime() });
}

beforeAll(async ({ ctx }) => {
  owner = await buildOwner(ctx);
  otherOwner = await buildOwner(ctx);
  renter = await buildRenter(ctx);
  admin = await buildUser(ctx, { role: "admin" });
  staff = await buildUser(ctx, { role: "staff" });
  const camera = await buildGear(ctx, { ownerId: owner.id });
  const drone = await buildGear(ctx, { ownerId: otherOwner.id });
  // 56 live bookings of one camera, a day each (the holds must not overlap), written
  // in an order unlike their creation times (i × 37 mod 56 is a permutation), so
  // only an ORDER BY created_at puts them newest first.
  const live: BookingStatus[] = ["pending", "approved", "confirmed", "active"];
  for (let i = 0; i < 56; i++) await add(ctx, owner, camera.id, live[i % 4]!, i + 1, minutes((i * 37) % 56));
  // Newer, but finished: on no live list.
  for (let i = 0; i < 6; i++)
    await add(ctx, owner, camera.id, i % 2 ? "completed" : "cancelled", 100 + i, minutes(100 + i));
  // The newest of all belong to another owner: 10 waiting on someone, 2 handed over.
  for (let i = 0; i < 12; i++)
    await add(ctx, otherOwner, drone.id, i < 10 ? live[i % 3]! : "active", i + 1, minutes(200 + i));
});

/** Ids of `rows` newest first. */
const newestFirst = (rows: typeof all) => [...rows].sort((a, b) => b.createdAt - a.createdAt).map((b) => b.id);
type Item = { id: string; status: string; createdAt: string; owner: { id: string } };
const itemsOf = async (ctx: TestApp, url: string, cookie: string) => {
  const res = await ctx.request.get(url, { as: cookie });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json().items as Item[];
};

describe("GET /api/owners/me/bookings", () => {
  it("is the owner's pending, approved, confirmed and active bookings, newest first, 50 at most", async ({ ctx }) => {
    const items = await itemsOf(ctx, "/api/owners/me/bookings", owner.cookie);
    const mineLive = all.filter(
      (b) => b.ownerId === owner.id && ["pending", "approved", "confirmed", "active"].includes(b.status),
    );
    expect(mineLive).toHaveLength(56);
    expect(items).toHaveLength(50);
    expect(items.map((b) => b.id)).toEqual(newestFirst(mineLive).slice(0, 50));
    expect(new Set(items.map((b) => b.status))).toEqual(new Set(["pending", "approved", "confirmed", "active"]));
    expect(items.every((b) => b.owner.id === owner.id)).toBe(true);
    const times = items.map((b) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows another owner only their own", async ({ ctx }) => {
    const items = await itemsOf(ctx, "/api/owners/me/bookings", otherOwner.cookie);
    expect(items.map((b) => b.id)).toEqual(newestFirst(all.filter((b) => b.ownerId === otherOwner.id)));
  });
});

describe("GET /api/admin/bookings", () => {
  it("is everyone's pending, approved and confirmed bookings, newest first, 50 at most, for admins and staff alike", async ({
    ctx,
  }) => {
    const waiting = all.filter((b) => ["pending", "approved", "confirmed"].includes(b.status));
    expect(waiting).toHaveLength(52);
    const expected = newestFirst(waiting).slice(0, 50);
    for (const who of [admin, staff]) {
      const items = await itemsOf(ctx, "/api/admin/bookings", who.cookie);
      expect(items.map((b) => b.id)).toEqual(expected);
      expect(new Set(items.map((b) => b.status))).toEqual(new Set(["pending", "approved", "confirmed"]));
    }
  });
});

describe("GET /api/bookings (the renter's own)", () => {
  it("filters by status and keeps newest first", async ({ ctx }) => {
    for (const status of ["active", "cancelled", "completed"] as const) {
      const items = await itemsOf(ctx, `/api/bookings?status=${status}`, renter.cookie);
      expect(
        items.map((b) => b.id),
        status,
      ).toEqual(newestFirst(all.filter((b) => b.status === status)));
    }
    expect((await itemsOf(ctx, "/api/bookings", renter.cookie)).map((b) => b.id)).toEqual(newestFirst(all));
    expect((await ctx.request.get("/api/bookings?status=lost", { as: renter })).statusCode).toBe(400);
  });
});
