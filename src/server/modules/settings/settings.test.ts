import { eq } from "drizzle-orm";
import { appSettings, gear } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser, buildOwner, buildBookingScene, day } from "../../test/factories";
import { createBookingId, readBooking } from "../../test/bookings";
import { listing, createGearId } from "../../test/gear";

const put = (ctx: TestApp, body: object, cookie?: string) =>
  ctx.request.put("/api/admin/settings", body, { as: cookie });
const settingsRow = async (ctx: TestApp) => (await ctx.db.select().from(appSettings).where(eq(appSettings.id, 1)))[0];

describe("fees and defaults", () => {
  it("only an admin changes them; everyone reads them", async ({ ctx }) => {
    const before = await settingsRow(ctx);
    const change = { serviceFeeBasisPoints: 500, sstBasisPoints: 800, defaultExtendedThreshold: 5 };
    expect((await put(ctx, change)).statusCode).toBe(401);
    const renter = await buildUser(ctx);
    expect((await put(ctx, change, renter.cookie)).statusCode).toBe(403);
    const staff = await buildUser(ctx, { role: "staff" });
    expect((await put(ctx, change, staff.cookie)).statusCode).toBe(403);
    expect(await settingsRow(ctx)).toEqual(before);

    const admin = await buildUser(ctx, { role: "admin" });
    expect((await put(ctx, { ...change, sstBasisPoints: -1 }, admin.cookie)).statusCode).toBe(400);
    expect((await put(ctx, change, admin.cookie)).statusCode).toBe(200);
    expect((await ctx.request.get("/api/settings/public")).json()).toEqual(change);
  });

  it("new bookings pay the service fee and SST; new listings start from the default threshold", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    await put(ctx, { serviceFeeBasisPoints: 500, sstBasisPoints: 800, defaultExtendedThreshold: 6 }, admin.cookie);

    const { renter, item } = await buildBookingScene(ctx, { pricePerDay: 10_000 });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
    // 2 × RM 100 = 200.00; fee 5% = 10.00; SST 8% of 210.00 = 16.80.
    expect((await readBooking(ctx, id, renter)).json().booking.price).toMatchObject({
      subtotal: 20_000,
      serviceFee: 1_000,
      sst: 1_680,
      total: 22_680,
    });

    const owner = await buildOwner(ctx, { username: `fees_${Date.now().toString(36).slice(-6)}` });
    const { extendedPriceThreshold: _omit, ...withoutThreshold } = listing();
    const gearId = await createGearId(ctx, owner, withoutThreshold);
    const [row] = await ctx.db.select().from(gear).where(eq(gear.id, gearId));
    expect(row!.extendedPriceThreshold).toBe(6);
  });
});
