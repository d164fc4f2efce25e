import { eq } from "drizzle-orm";
import { bookingMessages, reviews, users } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import {
  buildBooking,
  buildBookingScene,
  buildGear,
  buildOwner,
  buildRenter,
  buildUser,
  day,
  VERIFIED_COMPLETE,
} from "../../test/factories";
import { createBookingId, moveBooking, mustMove, requestBooking } from "../../test/bookings";
import type { TestApp } from "../../test/test-app";
import { formatDay, formatMonth } from "../../../shared/i18n/format";

/**
 * The booking module answers a Malay reader in Bahasa Melayu: its refusals (in
 * a signed-in account's saved language; Accept-Language for a signed-out
 * caller), the notifications it leaves, the e-mails it sends, and the few words
 * its answers carry. English callers keep the English texts the other booking
 * tests pin.
 */

const MS = { "accept-language": "ms" };
const MALAY = { language: "ms" } as const;

describe("booking refusals in Bahasa Melayu", () => {
  it("an owner booking their own gear is told in Malay", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { ...VERIFIED_COMPLETE, ...MALAY });
    const item = await buildGear(ctx, { ownerId: owner.id });
    const res = await requestBooking(ctx, owner, { gearId: item.id, startDate: day(3), endDate: day(4) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "FORBIDDEN",
      message: "Anda tidak boleh menempah peralatan anda sendiri.",
    });
  });

  it("dates taken, and the date window's field messages, in the renter's saved language", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const malay = await buildRenter(ctx, MALAY);
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(5) });

    const clash = await requestBooking(ctx, malay, { gearId: item.id, startDate: day(4), endDate: day(6) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: "DATES_TAKEN",
      message: "Tarikh ini sudah tidak tersedia",
      fields: { startDate: "Tarikh ini sudah tidak tersedia" },
    });

    const long = await requestBooking(ctx, malay, { gearId: item.id, startDate: day(10), endDate: day(45) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ endDate: "Tempahan boleh berlangsung paling lama 30 hari." });

    const badDate = await requestBooking(ctx, malay, { gearId: item.id, startDate: "soon", endDate: day(45) });
    expect(badDate.json().error.fields).toMatchObject({ startDate: "Gunakan tarikh seperti 2026-12-31" });

    const noKey = await requestBooking(ctx, malay, { gearId: item.id, startDate: day(10), endDate: day(11) }, null);
    expect(noKey.json().error.message).toMatch(/^Hantar pengepala Idempotency-Key/);
  });

  it("a move the table refuses, and a decline without a reason, in Malay", async ({ ctx }) => {
    const owner = await buildOwner(ctx, MALAY);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const renter = await buildRenter(ctx, MALAY);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });

    const byRenter = await moveBooking(ctx, id, "approved", renter);
    expect(byRenter.statusCode).toBe(409);
    expect(byRenter.json().error.message).toBe(
      "Tempahan berstatus menunggu tidak boleh ditukar kepada diluluskan oleh penyewa.",
    );
    const noReason = await moveBooking(ctx, id, "cancelled", owner);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatchObject({
      message: "Sila berikan sebab.",
      fields: { reason: "Sila berikan sebab." },
    });
    const hidden = await ctx.request.get(`/api/bookings/${id}`, { as: await buildRenter(ctx, MALAY) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe("Tempahan tidak dijumpai.");
    const invoice = await ctx.request.get("/api/invoices/INV-2026-999999", { as: renter });
    expect(invoice.json().error.message).toBe("Invois tidak dijumpai.");
    const notAnInvoice = await ctx.request.get("/api/invoices/12345", { as: renter });
    expect(notAnInvoice.json().error.fields).toEqual({ number: "Bukan nombor invois" });
  });
});

/** The owner's notifications as GET /api/notifications lists them. */
const inbox = async (ctx: TestApp, as: { cookie: string }) =>
  (await ctx.request.get("/api/notifications", { as })).json().items as { kind: string; title: string; body: string }[];

describe("what a Malay-reading party is told", () => {
  it("a booking request is listed in the owner's saved language, and in English for an English owner", async ({
    ctx,
  }) => {
    const malayOwner = await buildOwner(ctx, MALAY);
    const englishOwner = await buildOwner(ctx);
    const renter = await buildRenter(ctx, { name: "Rina Renter" });
    for (const owner of [malayOwner, englishOwner]) {
      const item = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3" });
      await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(5) });
    }
    expect(await inbox(ctx, malayOwner)).toEqual([
      expect.objectContaining({
        kind: "booking.requested",
        title: "Permintaan tempahan baharu: Sony FX3",
        // With the renter's record (issue 30): a new, verified account.
        body:
          `Rina Renter, ${formatDay(day(3), "ms")} hingga ${formatDay(day(5), "ms")}. ` +
          `Identiti disahkan, ahli sejak ${formatMonth(`${day(0)}T12:00:00+08:00`, "ms")}; belum ada sewaan selesai; ` +
          "belum ada ulasan daripada pemilik; tiada pembatalan, tiada pemulangan lewat, tiada tuntutan deposit.",
      }),
    ]);
    expect(await inbox(ctx, englishOwner)).toEqual([
      expect.objectContaining({
        title: "New booking request: Sony FX3",
        body: expect.stringMatching(
          `^Rina Renter, ${formatDay(day(3), "en")} to ${formatDay(day(5), "en")}\\. Identity verified, member since `,
        ),
      }),
    ]);
  });

  it("a declined request reaches a Malay renter in Malay: notification and e-mail", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Canon R5" });
    const renter = await buildRenter(ctx, MALAY);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
    await mustMove(ctx, id, "cancelled", owner, "Kamera sedang diservis.");

    expect((await inbox(ctx, renter))[0]).toMatchObject({
      kind: "booking.cancelled",
      title: "Canon R5: Dibatalkan",
      body: "Kamera sedang diservis.",
    });
    await ctx.worker.drain();
    const [mail] = ctx.mail.filter((m) => m.to === renter.email);
    expect(mail!.subject).toBe("Canon R5: tempahan ditolak");
    expect(mail!.text).toContain("Sebab: Kamera sedang diservis.");
  });

  it("the detail's buttons are keys, the same whatever the caller reads", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const renter = await buildRenter(ctx);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
    const actions = async () => (await ctx.request.get(`/api/bookings/${id}`, { as: owner })).json().booking.actions;
    const expected = [
      { to: "approved", action: "approve", needsReason: false },
      { to: "cancelled", action: "decline", needsReason: true },
    ];
    expect(await actions()).toEqual(expected);
    await ctx.db.update(users).set(MALAY).where(eq(users.id, owner.id));
    expect(await actions()).toEqual(expected);
    // Staff may read the booking but not move it: 403, in the account's saved language.
    const staff = await buildUser(ctx, { role: "staff", ...MALAY });
    const moved = await moveBooking(ctx, id, "approved", staff);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.message).toBe("Hanya penyewa, pemilik atau pentadbir boleh mengubah tempahan.");
  });

  it("a message whose sender's account is gone is from 'Pengguna dipadam' for a Malay reader", async ({ ctx }) => {
    const { item } = await buildBookingScene(ctx);
    const renter = await buildRenter(ctx, MALAY);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(9), endDate: day(9) });
    // What deleting the sender's account leaves behind (sender_id ON DELETE SET NULL).
    await ctx.db.insert(bookingMessages).values({ bookingId: id, senderId: null, body: "Dihantar sebelum pergi" });
    const thread = await ctx.request.get(`/api/bookings/${id}/messages`, { as: renter });
    expect(thread.json().items[0].from).toBe("Pengguna dipadam");
  });

  it("a signed-out visitor asking in Malay reads a gone reviewer as 'Bekas pengguna'", async ({ ctx }) => {
    const b = await buildBooking(ctx, { status: "completed", startDate: day(-3) });
    await ctx.db
      .insert(reviews)
      .values({ bookingId: b.id, authorId: null, subjectType: "gear", subjectId: b.gearId, rating: 5 });
    const authors = async (headers: Record<string, string>) =>
      (await ctx.request.get(`/api/reviews?subjectType=gear&subjectId=${b.gearId}`, { headers })).json().items;
    expect(await authors(MS)).toEqual([expect.objectContaining({ author: "Bekas pengguna", rating: 5 })]);
    expect(await authors({})).toEqual([expect.objectContaining({ author: "Former user", rating: 5 })]);
  });
});
