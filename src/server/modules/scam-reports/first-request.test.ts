import { requestBooking } from "../../test/bookings";
import { buildBookingScene, buildUser, day } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { multipart } from "../../test/request";
import { pngImage } from "../../test/uploads";

// A fresh app whose matching secret nothing has loaded yet: the booking request and the
// verification must load it before their transactions (on PGlite a read of db inside
// one waits forever), so each answers instead of hanging.
describe("the first requests after a start", () => {
  it("a booking request and an identity verification answer with no secret loaded beforehand", async ({ ctx }) => {
    const scene = await buildBookingScene(ctx);
    const booked = await requestBooking(ctx, scene.renter, {
      gearId: scene.item.id,
      startDate: day(2),
      endDate: day(2),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const renter = await buildUser(ctx);
    const files = [
      { field: "icFront", filename: "f.png", data: await pngImage("#111111") },
      { field: "icBack", filename: "b.png", data: await pngImage("#222222") },
      { field: "selfie", filename: "s.png", data: await pngImage("#333333") },
    ];
    const fields = { fullName: "Siti binti Ali", mykadNumber: "900101-14-5678" };
    const sent = await ctx.request.post("/api/verification", multipart(fields, files), { as: renter });
    expect(sent.statusCode, sent.body).toBe(201);
  }, 20_000);
});
