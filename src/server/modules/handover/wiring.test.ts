import { asc, eq } from "drizzle-orm";
import { handoverPhotos, handoverSheets, users } from "../../db/schema";
import { describe, expect, it } from "../../test/fixtures";
import { bookingSnapshot, fillSheet, moveBooking, mustMove, rowCounts, sheetVersion } from "../../test/bookings";
import { buildBooking, buildBookingScene, day } from "../../test/factories";
import type { InjectResponse } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { pngImage } from "../../test/uploads";
import { multipart } from "../../test/request";
import { formatDay } from "../../../shared/i18n/format";

/** "Mark handed over" and "Mark returned" wait for the owner's check sheets (transition.ts → sheetRequirement). */

/** A booking of the scene's gear, confirmed and starting today, so only the sheet can stand in the way. */
async function confirmedToday(ctx: TestApp) {
  const scene = await buildBookingScene(ctx);
  const b = await buildBooking(ctx, {
    gearId: scene.item.id,
    renterId: scene.renter.id,
    equipmentName: scene.item.name,
    status: "confirmed",
    startDate: day(0),
    endDate: day(1),
  });
  return { ...scene, id: b.id };
}

/** `call` is refused with 409 and `message`, and the booking, its events, holds, jobs, notifications and sheets stay as they were. */
async function expectRefusedUnchanged(ctx: TestApp, id: string, message: string, call: () => Promise<InjectResponse>) {
  const state = async () => ({
    booking: await bookingSnapshot(ctx, id),
    counts: await rowCounts(ctx),
    sheets: await ctx.db.select().from(handoverSheets).orderBy(asc(handoverSheets.id)),
    photos: await ctx.db.select().from(handoverPhotos).orderBy(asc(handoverPhotos.id)),
  });
  const before = await state();
  const res = await call();
  expect(res.statusCode).toBe(409);
  expect(res.json().error.message).toBe(message);
  expect(await state()).toEqual(before);
}

const PICKUP_NEEDED =
  "Fill in the pickup sheet with at least one photo and send it to the renter before marking the gear handed over.";
const RETURN_NEEDED =
  "Fill in the return sheet with at least one photo and send it to the renter before marking the gear returned.";

describe("handing over needs the pickup sheet", () => {
  it("without a sheet, with a sheet but no photo, and with a photo but not sent: refused, nothing changed", async ({
    ctx,
  }) => {
    const s = await confirmedToday(ctx);
    const handOver = () => moveBooking(ctx, s.id, "active", s.owner);
    await expectRefusedUnchanged(ctx, s.id, PICKUP_NEEDED, handOver);
    const url = `/api/bookings/${s.id}/sheets/pickup`;
    const items = [{ name: "Camera body", present: true, condition: "good" }];
    expect((await ctx.request.put(url, { items }, { as: s.owner })).statusCode).toBe(200);
    await expectRefusedUnchanged(ctx, s.id, PICKUP_NEEDED, handOver);
    const photo = { field: "photos", filename: "gear.png", type: "image/png", data: await pngImage() };
    expect((await ctx.request.post(`${url}/photos`, multipart({}, [photo]), { as: s.owner })).statusCode).toBe(201);
    await expectRefusedUnchanged(ctx, s.id, PICKUP_NEEDED, handOver);
    expect((await ctx.request.post(`${url}/send`, {}, { as: s.owner })).statusCode).toBe(200);
    // Sent, not yet answered: the renter's answer is expected, not required.
    const moved = await mustMove(ctx, s.id, "active", s.owner);
    expect(moved.json().booking.status).toBe("active");
  });

  it("in Bahasa Melayu for an owner who reads it", async ({ ctx }) => {
    const s = await confirmedToday(ctx);
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, s.owner.id));
    const res = await moveBooking(ctx, s.id, "active", s.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Isi senarai semak pengambilan dengan sekurang-kurangnya satu foto dan hantar kepada penyewa sebelum menandakan peralatan telah diserahkan.",
    );
  });

  it("the date rule and the state machine speak first: a sheet does not open an early or impossible move", async ({
    ctx,
  }) => {
    const scene = await buildBookingScene(ctx);
    const early = await buildBooking(ctx, {
      gearId: scene.item.id,
      renterId: scene.renter.id,
      status: "confirmed",
      startDate: day(3),
      endDate: day(4),
    });
    await expectRefusedUnchanged(
      ctx,
      early.id,
      `The gear can be marked handed over from its pickup day, ${formatDay(day(3), "en")}.`,
      () => moveBooking(ctx, early.id, "active", scene.owner),
    );
  });
});

describe("marking returned needs the return sheet", () => {
  it("refused without it, nothing changed; allowed once it is sent, before the renter answers", async ({ ctx }) => {
    const s = await confirmedToday(ctx);
    await fillSheet(ctx, s.id, "pickup", s.owner);
    await mustMove(ctx, s.id, "active", s.owner);
    await expectRefusedUnchanged(ctx, s.id, RETURN_NEEDED, () => moveBooking(ctx, s.id, "completed", s.owner));
    await fillSheet(ctx, s.id, "return", s.owner);
    const moved = await mustMove(ctx, s.id, "completed", s.owner);
    expect(moved.json().booking.status).toBe("completed");
    // The renter may still answer the return sheet after the move.
    const answered = await ctx.request.post(
      `/api/bookings/${s.id}/sheets/return/answer`,
      { answer: "confirm", updatedAt: await sheetVersion(ctx, s.id, "return") },
      { as: s.renter },
    );
    expect(answered.json().sheet.answer).toBe("confirmed");
  });
});
