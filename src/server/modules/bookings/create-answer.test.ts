import { sql } from "drizzle-orm";
import { buildBookingScene, day } from "../../test/factories";
import { readBooking, requestBooking } from "../../test/bookings";
import { appTest, describe, expect } from "../../test/fixtures";

// Not about overload: a slow first request on a busy machine must not be shed (plugins/load-shedding.ts).
const it = appTest({ MAX_EVENT_LOOP_DELAY_MS: "0" });

/**
 * A new booking's answer is presented from what the request wrote, not re-read
 * (decision record 026): it must be exactly what reading the booking answers.
 */
describe("POST /api/bookings answers what GET /api/bookings/:id does", () => {
  it("for a new request, with a note, times and the owner's names", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const res = await requestBooking(ctx, renter, {
      gearId: item.id,
      startDate: day(3),
      endDate: day(5),
      pickupTime: "09:30",
      returnTime: "18:00",
      note: "Tripod too, please",
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().booking;
    const read = await readBooking(ctx, created.id, renter);
    expect(read.statusCode).toBe(200);
    expect(created).toEqual(read.json().booking);
    expect(created.timeline).toHaveLength(1);
    expect(created.owner.username).not.toBeNull();
  });

  it("after the owner renamed themselves, and for a replayed key", async ({ ctx }) => {
    const { renter, item, owner } = await buildBookingScene(ctx);
    await ctx.db.execute(sql`update owners set display_name = 'Renamed Owner' where user_id = ${owner.id}`);
    const key = "answer-replay-key-1";
    const first = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(8), endDate: day(8) }, key);
    expect(first.statusCode).toBe(201);
    const again = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(8), endDate: day(8) }, key);
    expect(again.statusCode).toBe(201);
    const read = (await readBooking(ctx, first.json().booking.id, renter)).json().booking;
    expect(first.json().booking).toEqual(read);
    expect(again.json().booking).toEqual(read);
    expect(read.owner.displayName).toBe("Renamed Owner");
  });
});
