import { and, eq, sql } from "drizzle-orm";
import { appSettings, bookingEvents, bookings, gearHolds, jobs, owners } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { expectSignInAsked } from "../../test/request";
import { TEST_ORIGIN, type TestApp } from "../../test/test-app";
import {
  buildUser,
  buildOwner,
  buildRenter,
  buildGear,
  buildStudentRateGear,
  buildBookingScene,
  day,
  VERIFIED_COMPLETE,
} from "../../test/factories";
import { idemKey, requestBooking, rowCounts, emailJobs } from "../../test/bookings";
import { quotePrice } from "../../../shared/pricing";
import { formatDay } from "../../../shared/i18n/format";

const DATES_TAKEN = "These dates are no longer available";

/** Run `call` and assert it wrote nothing anywhere a booking request writes. */
async function expectNothingWritten<T>(ctx: TestApp, call: () => Promise<T>): Promise<T> {
  const before = await rowCounts(ctx);
  const result = await call();
  expect(await rowCounts(ctx)).toEqual(before);
  return result;
}

describe("POST /api/bookings: a renter who may book", () => {
  it("creates a pending booking priced by the shared quote, holds the dates, records the event and tells the owner", async ({
    ctx,
  }) => {
    // Fees from settings must be part of the stored price.
    await ctx.db
      .update(appSettings)
      .set({ serviceFeeBasisPoints: 500, sstBasisPoints: 600 })
      .where(eq(appSettings.id, 1));
    try {
      const owner = await buildOwner(ctx, { name: "Omar Owner" });
      const item = await buildGear(ctx, {
        ownerId: owner.id,
        name: "Canon C70",
        pricePerDay: 12_345,
        extendedPrice: 9_999,
        extendedPriceThreshold: 3,
        deposit: 80_000,
      });
      const renter = await buildRenter(ctx, { name: "Rina Renter" });
      const key = idemKey();
      const res = await requestBooking(
        ctx,
        renter,
        {
          gearId: item.id,
          startDate: day(3),
          endDate: day(6),
          pickupTime: "09:30",
          returnTime: "18:00",
          note: "For a wedding",
        },
        key,
      );
      expect(res.statusCode).toBe(201);
      const b = res.json().booking;
      const quote = quotePrice({
        gear: item,
        days: 4,
        isStudent: false,
        serviceFeeBasisPoints: 500,
        sstBasisPoints: 600,
      });
      expect(quote.rateSource).toBe("extended");
      expect(quote.serviceFee).toBeGreaterThan(0);
      expect(b).toMatchObject({
        status: "pending",
        gear: { id: item.id, name: "Canon C70" },
        owner: { id: owner.id },
        renter: { id: renter.id, name: "Rina Renter" },
        startDate: day(3),
        endDate: day(6),
        days: 4,
        pickupTime: "09:30",
        returnTime: "18:00",
        note: "For a wedding",
        depositReturned: false,
        myPart: "renter",
        payment: null,
        invoice: null,
        receipts: [],
        timeline: [{ from: null, to: "pending", by: "renter", reason: null }],
      });
      const { days: _days, ...price } = quote;
      expect(b.price).toEqual(price);
      expect(b.actions.map((a: { to: string }) => a.to)).toEqual(["cancelled"]);

      // The rows: booking, hold, event, expiry job, e-mail job.
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, b.id));
      expect(row).toMatchObject({
        gearId: item.id,
        ownerId: owner.id,
        renterId: renter.id,
        status: "pending",
        total: quote.total,
        subtotal: quote.subtotal,
        idempotencyKey: key,
      });
      const holds = await ctx.db.select().from(gearHolds).where(eq(gearHolds.gearId, item.id));
      expect(holds).toEqual([
        expect.objectContaining({ kind: "booking", bookingId: b.id, period: `[${day(3)},${day(7)})` }),
      ]);
      const events = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
      expect(events).toEqual([
        expect.objectContaining({
          fromStatus: null,
          toStatus: "pending",
          actorId: renter.id,
          actorRole: "renter",
          reason: null,
        }),
      ]);
      const [expiry] = await ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "booking.expire-pending")));
      expect(expiry!.payload).toEqual({ bookingId: b.id });
      const hoursAhead = (expiry!.runAt.getTime() - Date.now()) / 3_600_000;
      expect(hoursAhead).toBeGreaterThan(47.9);
      expect(hoursAhead).toBeLessThanOrEqual(48);
      const mails = (await emailJobs(ctx)).filter((m) => m.to === owner.email);
      expect(mails).toEqual([
        {
          template: "booking_notification",
          to: owner.email,
          data: expect.objectContaining({
            gearName: "Canon C70",
            // An id, not the name: the worker writes the renter's name in when it sends (jobs/email.ts).
            renterName: { nameOf: renter.id },
            startDate: day(3),
            endDate: day(6),
          }),
        },
      ]);

      // The worker sends it with an absolute link to the request.
      await ctx.worker.drain();
      const sent = ctx.mail.filter((m) => m.to === owner.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe("New booking request: Canon C70");
      expect(sent[0]!.text).toContain(
        `Rina Renter asks to rent Canon C70 from ${formatDay(day(3), "en")} to ${formatDay(day(6), "en")}.`,
      );
      expect(sent[0]!.text).toContain(`${TEST_ORIGIN}/owners/dashboard?booking=${b.id}`);

      // In-app, for the owner only.
      const inbox = (await ctx.request.get("/api/notifications", { as: owner })).json();
      expect(inbox.unread).toBe(1);
      expect(inbox.items).toEqual([
        expect.objectContaining({
          kind: "booking.requested",
          title: "New booking request: Canon C70",
          read: false,
          link: `/owners/dashboard?booking=${b.id}`,
        }),
      ]);
      expect((await ctx.request.get("/api/notifications", { as: renter })).json().unread).toBe(0);

      // Both sides can read it; it is in the renter's list and the owner's live list.
      expect((await ctx.request.get(`/api/bookings/${b.id}`, { as: owner })).json().booking.myPart).toBe("owner");
      expect(
        (await ctx.request.get("/api/bookings", { as: renter })).json().items.map((x: { id: string }) => x.id),
      ).toEqual([b.id]);
      expect(
        (await ctx.request.get("/api/owners/me/bookings", { as: owner })).json().items.map((x: { id: string }) => x.id),
      ).toEqual([b.id]);
    } finally {
      await ctx.db
        .update(appSettings)
        .set({ serviceFeeBasisPoints: 0, sstBasisPoints: 0 })
        .where(eq(appSettings.id, 1));
    }
  });

  it("answers a retry with the same Idempotency-Key with the first booking and writes nothing new", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const key = idemKey();
    const first = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) }, key);
    expect(first.statusCode).toBe(201);
    await ctx.worker.drain();
    const mailsBefore = ctx.mail.length;

    const retry = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) }, key),
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json().booking.id).toBe(first.json().booking.id);
    // Even a changed body replays the first answer: the key names the submit.
    const changed = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, renter, { gearId: item.id, startDate: day(9), endDate: day(9) }, key),
    );
    expect(changed.json().booking).toMatchObject({ id: first.json().booking.id, startDate: day(2), endDate: day(3) });
    await ctx.worker.drain();
    expect(ctx.mail.length).toBe(mailsBefore);

    // Keys are per renter: another renter's same key is a new request.
    const other = await buildRenter(ctx);
    const theirs = await requestBooking(ctx, other, { gearId: item.id, startDate: day(20), endDate: day(20) }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().booking.id).not.toBe(first.json().booking.id);
  });

  it("refuses a request without a usable Idempotency-Key with 400", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    for (const key of [null, "short", "has spaces in it", "x".repeat(101)]) {
      const res = await expectNothingWritten(ctx, () =>
        requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) }, key),
      );
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json().error.message).toBe(
        "Send an Idempotency-Key header (8 to 100 letters, digits, - or _) with a booking request.",
      );
    }
  });

  it("validates the body with field messages", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const cases: [object, string][] = [
      [{ gearId: item.id, startDate: "2026-02-30", endDate: day(3) }, "startDate"],
      [{ gearId: item.id, startDate: day(2), endDate: "tomorrow" }, "endDate"],
      [{ gearId: item.id, startDate: day(2), endDate: day(3), pickupTime: "25:00" }, "pickupTime"],
      [{ startDate: day(2), endDate: day(3) }, "gearId"],
    ];
    for (const [body, field] of cases) {
      const res = await expectNothingWritten(ctx, () => requestBooking(ctx, renter, body as never));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
  });
});

describe("POST /api/bookings: who may not book", () => {
  it("refuses an unverified renter with 403 PROFILE_INCOMPLETE and the seed's missing-field list, writing nothing", async ({
    ctx,
  }) => {
    const { item } = await buildBookingScene(ctx);
    const body = { gearId: item.id, startDate: day(2), endDate: day(3) };
    for (const status of ["unverified", "pending", "rejected"] as const) {
      const renter = await buildUser(ctx, { ...VERIFIED_COMPLETE, verificationStatus: status, isVerified: false });
      const res = await expectNothingWritten(ctx, () => requestBooking(ctx, renter, body));
      expect(res.statusCode, status).toBe(403);
      expect(res.json().error).toMatchObject({
        code: "PROFILE_INCOMPLETE",
        message: "Please complete your profile by adding: ID Card Verification",
        details: { missingFields: ["ID Card Verification"] },
      });
    }
  });

  it("lists both missing items, in the seed's order, for an unverified renter with a blank address", async ({
    ctx,
  }) => {
    const { item } = await buildBookingScene(ctx);
    const renter = await buildUser(ctx, { streetAddress: "  ", postalCode: null, city: "Ipoh", state: "Perak" });
    const res = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "PROFILE_INCOMPLETE",
      message: "Please complete your profile by adding: ID Card Verification, Complete Address Information",
      details: { missingFields: ["ID Card Verification", "Complete Address Information"] },
    });

    // Verified, but one address part missing: only the address.
    const noCity = await buildRenter(ctx, { city: "" });
    const res2 = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, noCity, { gearId: item.id, startDate: day(2), endDate: day(3) }),
    );
    expect(res2.statusCode).toBe(403);
    expect(res2.json().error).toMatchObject({
      message: "Please complete your profile by adding: Complete Address Information",
      details: { missingFields: ["Complete Address Information"] },
    });
  });

  it("refuses booking one's own gear with 403", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { ...VERIFIED_COMPLETE });
    const item = await buildGear(ctx, { ownerId: owner.id });
    const res = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, owner, { gearId: item.id, startDate: day(2), endDate: day(3) }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("You cannot book your own gear.");
    // An owner may still rent someone else's gear.
    const { item: theirs } = await buildBookingScene(ctx);
    expect(
      (await requestBooking(ctx, owner, { gearId: theirs.id, startDate: day(2), endDate: day(3) })).statusCode,
    ).toBe(201);
  });

  it("answers 404 for archived and unknown gear", async ({ ctx }) => {
    const { owner, renter } = await buildBookingScene(ctx);
    const archived = await buildGear(ctx, { ownerId: owner.id, status: "archived" });
    for (const gearId of [archived.id, "zzzzzzzzzzzzzzzzzzzzzzzz"]) {
      const res = await expectNothingWritten(ctx, () =>
        requestBooking(ctx, renter, { gearId, startDate: day(2), endDate: day(3) }),
      );
      expect(res.statusCode, gearId).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("answers 404 for active gear of a suspended owner, as the public pages do", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    await ctx.db.update(owners).set({ status: "suspended" }).where(eq(owners.userId, owner.id));
    const res = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) }),
    );
    expect(res.statusCode).toBe(404);
  });

  it("refuses staff, accountant and admin accounts with 403, even verified with an address", async ({ ctx }) => {
    const { item } = await buildBookingScene(ctx);
    for (const role of ["staff", "accountant", "admin"] as const) {
      const worker = await buildUser(ctx, { role, ...VERIFIED_COMPLETE });
      const res = await expectNothingWritten(ctx, () =>
        requestBooking(ctx, worker, { gearId: item.id, startDate: day(2), endDate: day(3) }),
      );
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toBe("Staff, accountant and admin accounts cannot book gear.");
    }
  });

  it("answers 401 when signed out", async ({ ctx }) => {
    const { item } = await buildBookingScene(ctx);
    const res = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, undefined, { gearId: item.id, startDate: day(2), endDate: day(3) }),
    );
    expectSignInAsked(res);
  });
});

describe("POST /api/bookings: dates", () => {
  it("refuses a start in the past, more than 90 days ahead, more than 30 days long, or an end before the start", async ({
    ctx,
  }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const cases: [string, string, Record<string, string>][] = [
      [day(-1), day(1), { startDate: "The pickup date cannot be in the past." }],
      [day(91), day(92), { startDate: "Bookings can start at most 90 days ahead." }],
      [day(10), day(40), { endDate: "A booking can be at most 30 days long." }],
      [day(5), day(4), { endDate: "The return date must be on or after the pickup date." }],
    ];
    for (const [startDate, endDate, fields] of cases) {
      const res = await expectNothingWritten(ctx, () =>
        requestBooking(ctx, renter, { gearId: item.id, startDate, endDate }),
      );
      expect(res.statusCode, `${startDate}..${endDate}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: "BAD_INPUT", fields, message: Object.values(fields)[0] });
    }
  });

  it("accepts the edges: today, 90 days ahead, 30 days long, one day", async ({ ctx }) => {
    const { owner, renter } = await buildBookingScene(ctx);
    const edges: [string, string, number][] = [
      [day(0), day(0), 1],
      [day(90), day(91), 2],
      [day(40), day(69), 30],
    ];
    for (const [startDate, endDate, days] of edges) {
      const item = await buildGear(ctx, { ownerId: owner.id });
      const res = await requestBooking(ctx, renter, { gearId: item.id, startDate, endDate });
      expect(res.statusCode, `${startDate}..${endDate}`).toBe(201);
      expect(res.json().booking.days).toBe(days);
    }
  });

  it("refuses dates overlapping an owner block or another booking with 409, and accepts adjacent dates", async ({
    ctx,
  }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    await ctx.db
      .insert(gearHolds)
      .values({ gearId: item.id, kind: "block", period: `[${day(10)},${day(13)})`, note: "Servicing" }); // days 10–12
    for (const [s, e] of [
      [day(8), day(10)],
      [day(12), day(14)],
      [day(11), day(11)],
      [day(5), day(20)],
    ] as const) {
      const res = await expectNothingWritten(ctx, () =>
        requestBooking(ctx, renter, { gearId: item.id, startDate: s, endDate: e }),
      );
      expect(res.statusCode, `${s}..${e}`).toBe(409);
      expect(res.json().error).toMatchObject({ code: "DATES_TAKEN", message: DATES_TAKEN });
    }
    // The day before the block and the day after it are free.
    const before = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(7), endDate: day(9) });
    expect(before.statusCode).toBe(201);
    const after = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(13), endDate: day(15) });
    expect(after.statusCode).toBe(201);

    // A pending booking holds its days against everyone, including another renter.
    const other = await buildRenter(ctx);
    const clash = await expectNothingWritten(ctx, () =>
      requestBooking(ctx, other, { gearId: item.id, startDate: day(15), endDate: day(16) }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(DATES_TAKEN);
    // The same dates on another item of the same owner are fine.
    const twin = await buildGear(ctx, { ownerId: owner.id });
    expect(
      (await requestBooking(ctx, other, { gearId: twin.id, startDate: day(15), endDate: day(16) })).statusCode,
    ).toBe(201);
    expect(
      (await ctx.db.select().from(gearHolds).where(eq(gearHolds.gearId, item.id))).map((h) => h.kind).sort(),
    ).toEqual(["block", "booking", "booking"]);
  });

  it("refuses dates already held without attempting the write, after the checks that come first", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    await ctx.db
      .insert(gearHolds)
      .values({ gearId: item.id, kind: "block", period: `[${day(-3)},${day(13)})`, note: "Away" });
    // An attempted insert of the hold takes an id from its sequence even when the
    // exclusion constraint then refuses it; a request refused early takes none.
    const holdIds = async () => {
      const result = await ctx.db.execute(sql`select last_value from gear_holds_id_seq`);
      return (result as unknown as { rows: { last_value: unknown }[] }).rows[0]!.last_value;
    };
    const before = await holdIds();
    const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(10), endDate: day(12) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "DATES_TAKEN", message: DATES_TAKEN });
    expect(await holdIds()).toBe(before);
    // Held dates that are also in the past get the date rule's message, as free ones would.
    const past = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(-2), endDate: day(1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty("startDate");
    expect(past.json().error.code).toBe("BAD_INPUT");
    // Dates in the wrong order are refused with their own message (no range is built from them).
    const reversed = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(12), endDate: day(10) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty("endDate");
  });
});

describe("student rate", () => {
  it("applies to a verified renter with an approved student card when the gear offers it, and only then", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const studentGear = await buildStudentRateGear(ctx, owner.id, 6_500);
    const plainGear = await buildStudentRateGear(ctx, owner.id, 6_500, false);
    const student = await buildRenter(ctx, { studentCardStatus: "approved" });
    const pendingCard = await buildRenter(ctx, { studentCardStatus: "pending" });

    const res = await requestBooking(ctx, student, {
      gearId: studentGear.id,
      startDate: day(2),
      endDate: day(3),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.price).toMatchObject({
      rate: 6_500,
      rateSource: "student",
      subtotal: 13_000,
      total: 13_000,
    });
    const { days: _d, ...quote } = quotePrice({ gear: studentGear, days: 2, isStudent: true });
    expect(res.json().booking.price).toEqual(quote);

    const notStudent = await requestBooking(ctx, pendingCard, {
      gearId: studentGear.id,
      startDate: day(5),
      endDate: day(6),
    });
    expect(notStudent.json().booking.price).toMatchObject({ rate: 10_000, rateSource: "daily", subtotal: 20_000 });
    const notOffered = await requestBooking(ctx, student, {
      gearId: plainGear.id,
      startDate: day(2),
      endDate: day(3),
    });
    expect(notOffered.json().booking.price).toMatchObject({ rate: 10_000, rateSource: "daily" });
  });

  it("stops when the approved card has expired, and the session says so", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const studentGear = await buildStudentRateGear(ctx, owner.id, 6_500);
    const expired = await buildRenter(ctx, { studentCardStatus: "approved", studentCardExpiry: day(-1) });
    const valid = await buildRenter(ctx, { studentCardStatus: "approved", studentCardExpiry: day(0) });
    const res = await requestBooking(ctx, expired, {
      gearId: studentGear.id,
      startDate: day(2),
      endDate: day(2),
    });
    expect(res.json().booking.price).toMatchObject({ rate: 10_000, rateSource: "daily" });
    expect((await ctx.request.get("/api/session", { as: expired })).json().profile.studentCardStatus).toBe("expired");
    const ok = await requestBooking(ctx, valid, { gearId: studentGear.id, startDate: day(4), endDate: day(4) });
    expect(ok.json().booking.price).toMatchObject({ rate: 6_500, rateSource: "student" });
  });
});

describe("pendingExpiry", () => {
  it("is 48 hours away, or the end of the pickup day in Malaysia when that comes first", async () => {
    const { pendingExpiry } = await import("./create");
    const now = new Date("2026-11-22T02:00:00Z"); // 10:00 in Kuala Lumpur
    expect(pendingExpiry("2026-12-10", now).toISOString()).toBe("2026-11-24T02:00:00.000Z");
    expect(pendingExpiry("2026-11-22", now).toISOString()).toBe("2026-11-22T16:00:00.000Z");
    expect(pendingExpiry("2026-11-23", now).toISOString()).toBe("2026-11-23T16:00:00.000Z");
  });
});
