import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, gear } from "../../db/schema";
import { buildBookingScene, createBookingId, day, readBooking } from "../../test/booking-factories";
import { buildOwner, buildUser } from "../../test/factories";
import { get, type TestApp } from "../../test/test-app";
import { buildGearTestApp, createGearId, listing } from "../gear/gear-test-helpers";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildGearTestApp();
});
afterAll(() => ctx.close());

const put = (body: object, cookie?: string) =>
  ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    payload: body,
    headers: { origin: ctx.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
const settingsRow = async () => (await ctx.db.select().from(appSettings).where(eq(appSettings.id, 1)))[0];

describe("fees and defaults", () => {
  it("only an admin changes them; everyone reads them", async () => {
    const before = await settingsRow();
    const change = { serviceFeeBasisPoints: 500, sstBasisPoints: 800, defaultExtendedThreshold: 5 };
    expect((await put(change)).statusCode).toBe(401);
    const renter = await buildUser(ctx);
    expect((await put(change, renter.cookie)).statusCode).toBe(403);
    const staff = await buildUser(ctx, { role: "staff" });
    expect((await put(change, staff.cookie)).statusCode).toBe(403);
    expect(await settingsRow()).toEqual(before);

    const admin = await buildUser(ctx, { role: "admin" });
    expect((await put({ ...change, sstBasisPoints: -1 }, admin.cookie)).statusCode).toBe(400);
    expect((await put(change, admin.cookie)).statusCode).toBe(200);
    expect((await get(ctx.app, "/api/settings/public")).json()).toEqual(change);
  });

  it("new bookings pay the service fee and SST; new listings start from the default threshold", async () => {
    const admin = await buildUser(ctx, { role: "admin" });
    await put({ serviceFeeBasisPoints: 500, sstBasisPoints: 800, defaultExtendedThreshold: 6 }, admin.cookie);

    const { renter, item } = await buildBookingScene(ctx, { pricePerDay: 10_000 });
    const id = await createBookingId(ctx, renter.cookie, { gearId: item.id, startDate: day(3), endDate: day(4) });
    // 2 × RM 100 = 200.00; fee 5% = 10.00; SST 8% of 210.00 = 16.80.
    expect((await readBooking(ctx, id, renter.cookie)).json().booking.price).toMatchObject({
      subtotal: 20_000,
      serviceFee: 1_000,
      sst: 1_680,
      total: 22_680,
    });

    const owner = await buildOwner(ctx, { username: `fees_${Date.now().toString(36).slice(-6)}` });
    const { extendedPriceThreshold: _omit, ...withoutThreshold } = listing();
    const gearId = await createGearId(ctx, owner.cookie, withoutThreshold);
    const [row] = await ctx.db.select().from(gear).where(eq(gear.id, gearId));
    expect(row!.extendedPriceThreshold).toBe(6);
  });
});
