import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "../../test/fixtures";
import { buildBooking, buildGear, buildOwner, type BuiltUser, day } from "../../test/factories";
import { expectBadInput } from "../../test/request";
import { settleJobs } from "../../test/settle-jobs";
import type { TestApp } from "../../test/test-app";
import { bookings, externalCalendars, gearHolds, notifications } from "../../db/schema";
import { addDays } from "../../../shared/dates";
import { calendars as en } from "../../../shared/i18n/en/calendars";
import { msg } from "../../../shared/i18n/message";
import type { ExternalCalendarView } from "../../../shared/calendar-sync-contracts";
import { type FeedServer, icsOf, startFeedServer } from "../../test/calendar-feed-server";

/**
 * Import of external calendars (issue 32 point 4) from a feed server this test
 * starts on 127.0.0.1 (let through by CALENDAR_ALLOW_LOOPBACK, on in tests).
 */
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const compact = (d: string) => d.replaceAll("-", "");
/** What blocks the listing has now: [first day, last day, note], earliest first. */
async function blocksOf(ctx: TestApp, owner: BuiltUser, gearId: string) {
  const res = await ctx.request.get(`/api/gear/${gearId}/blocks`, { as: owner });
  expect(res.statusCode).toBe(200);
  return (res.json() as { startDate: string; endDate: string; note: string | null }[]).map((b) => [
    b.startDate,
    b.endDate,
    b.note,
  ]);
}

async function listingOf(ctx: TestApp) {
  const owner = await buildOwner(ctx);
  const item = await buildGear(ctx, { ownerId: owner.id });
  return { owner, item };
}

const add = (ctx: TestApp, owner: BuiltUser, gearId: string, url: string, name = "Shop calendar") =>
  ctx.request.post(`/api/gear/${gearId}/calendars`, { url, name }, { as: owner });

const listOf = async (ctx: TestApp, owner: BuiltUser, gearId: string) => {
  const res = await ctx.request.get(`/api/gear/${gearId}/calendars`, { as: owner });
  expect(res.statusCode).toBe(200);
  return (res.json() as { calendars: ExternalCalendarView[] }).calendars;
};

describe("importing an external calendar", () => {
  it("turns busy events into blocked days; free, cancelled and past events block nothing", async ({ ctx }) => {
    const { owner, item } = await listingOf(ctx);
    feeds.serve("/busy.ics", {
      body: icsOf([
        // All-day, DTEND exclusive: days 10, 11 and 12.
        { uid: "a@test", start: day(10), end: day(13) },
        // Timed, in UTC: 20:00–23:00 UTC is 04:00–07:00 the next day in Malaysia.
        { uid: "b@test", start: `${compact(day(20))}T200000Z`, end: `${compact(day(20))}T230000Z` },
        { uid: "free@test", start: day(30), end: day(31), extra: ["TRANSP:TRANSPARENT"] },
        { uid: "cancelled@test", start: day(32), end: day(33), extra: ["STATUS:CANCELLED"] },
        { uid: "past@test", start: day(-20), end: day(-18) },
        // Weekly, three times: days 40, 47, 54.
        { uid: "weekly@test", start: day(40), end: day(41), extra: ["RRULE:FREQ=WEEKLY;COUNT=3"] },
      ]),
    });
    const res = await add(ctx, owner, item.id, feeds.url("/busy.ics"));
    expect(res.statusCode, res.body).toBe(201);
    const calendar = res.json() as ExternalCalendarView;
    expect(calendar).toMatchObject({ name: "Shop calendar", lastError: null, lastEventCount: 5, blockedDays: 7 });
    expect(calendar.lastReadAt).not.toBeNull();
    expect(await blocksOf(ctx, owner, item.id)).toEqual([
      [day(10), day(12), "Shop calendar"],
      [day(21), day(21), "Shop calendar"],
      [day(40), day(40), "Shop calendar"],
      [day(47), day(47), "Shop calendar"],
      [day(54), day(54), "Shop calendar"],
    ]);
    // A renter cannot book a blocked day.
    const availability = await ctx.request.get(`/api/gear/${item.id}/availability?from=${day(9)}&to=${day(13)}`);
    expect(availability.statusCode).toBe(200);
    expect(availability.json().unavailable).toEqual([day(10), day(11), day(12)]);
  });

  it("flags an event that clashes with a booking made here, keeps the booking and blocks only the free days", async ({
    ctx,
  }) => {
    const { owner, item } = await listingOf(ctx);
    const booking = await buildBooking(ctx, {
      gearId: item.id,
      status: "confirmed",
      startDate: day(12),
      endDate: day(13),
    });
    feeds.serve("/clash.ics", { body: icsOf([{ uid: "c@test", start: day(10), end: day(16) }]) });
    const res = await add(ctx, owner, item.id, feeds.url("/clash.ics"));
    expect(res.statusCode, res.body).toBe(201);
    const calendar = res.json() as ExternalCalendarView;
    expect(calendar.clashes).toEqual([
      {
        bookingId: booking.id,
        startDate: day(10),
        endDate: day(15),
        bookingStartDate: day(12),
        bookingEndDate: day(13),
        bookingStatus: "confirmed",
      },
    ]);
    expect(calendar.blockedDays).toBe(4);
    expect(await blocksOf(ctx, owner, item.id)).toEqual([
      [day(10), day(11), "Shop calendar"],
      [day(14), day(15), "Shop calendar"],
    ]);
    const holds = await ctx.db.select().from(gearHolds).where(eq(gearHolds.bookingId, booking.id));
    expect(holds).toHaveLength(1);
  });

  it("a scheduled read that finds a new clash tells the owner once; a cancelled booking's clash goes", async ({
    ctx,
  }) => {
    const { owner, item } = await listingOf(ctx);
    feeds.serve("/later.ics", { body: icsOf([{ uid: "x@test", start: day(30) }]) });
    const added = (await add(ctx, owner, item.id, feeds.url("/later.ics"))).json() as ExternalCalendarView;
    expect(added.clashes).toEqual([]);
    const booking = await buildBooking(ctx, { gearId: item.id, status: "approved", startDate: day(12) });
    feeds.serve("/later.ics", { body: icsOf([{ uid: "y@test", start: day(11), end: day(14) }]) });
    const notices = async () =>
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id))).filter(
        (n) => n.kind === "calendar_clash",
      );
    for (let read = 0; read < 2; read++) {
      await ctx.request.post(`/api/gear/${item.id}/calendars/${added.id}/read`, {}, { as: owner });
      await settleJobs(ctx, ["calendar.read"]);
    }
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: msg("calendars", "notice.clashTitle", { gear: item.name }),
      body: msg("calendars", "notice.clashBody", { calendar: "Shop calendar", start: day(11), end: day(13) }),
      link: `/owners/dashboard?booking=${booking.id}`,
    });
    const listed = await ctx.request.get("/api/notifications", { as: owner });
    expect(JSON.stringify(listed.json())).toContain("is busy");
    expect((await listOf(ctx, owner, item.id))[0]!.clashes.map((c) => c.bookingId)).toEqual([booking.id]);

    await ctx.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    await ctx.db.delete(gearHolds).where(eq(gearHolds.bookingId, booking.id));
    expect((await listOf(ctx, owner, item.id))[0]!.clashes).toEqual([]);
  });

  it("a changed feed updates the blocks on the next read; blocks made by hand are never touched", async ({ ctx }) => {
    const { owner, item } = await listingOf(ctx);
    const manual = await ctx.request.post(
      `/api/gear/${item.id}/blocks`,
      { startDate: day(5), endDate: day(6), note: "Servicing" },
      { as: owner },
    );
    expect(manual.statusCode, manual.body).toBe(201);
    feeds.serve("/changing.ics", {
      body: icsOf([
        { uid: "1@test", start: day(4), end: day(8) },
        { uid: "2@test", start: day(20), end: day(21) },
      ]),
    });
    const added = (await add(ctx, owner, item.id, feeds.url("/changing.ics"))).json() as ExternalCalendarView;
    expect(await blocksOf(ctx, owner, item.id)).toEqual([
      [day(4), day(4), "Shop calendar"],
      [day(5), day(6), "Servicing"],
      [day(7), day(7), "Shop calendar"],
      [day(20), day(20), "Shop calendar"],
    ]);

    // The shop moved event 2 and dropped event 1.
    feeds.serve("/changing.ics", { body: icsOf([{ uid: "2@test", start: day(22), end: day(24) }]) });
    const now = await ctx.request.post(`/api/gear/${item.id}/calendars/${added.id}/read`, {}, { as: owner });
    expect(now.statusCode, now.body).toBe(202);
    expect((now.json() as ExternalCalendarView).readPending).toBe(true);
    await settleJobs(ctx, ["calendar.read"]);
    expect(await blocksOf(ctx, owner, item.id)).toEqual([
      [day(5), day(6), "Servicing"],
      [day(22), day(23), "Shop calendar"],
    ]);
    const [after] = await listOf(ctx, owner, item.id);
    expect(after).toMatchObject({ readPending: false, lastError: null, lastEventCount: 1, blockedDays: 2 });

    // A read that fails says why and keeps the last good read's blocks.
    feeds.serve("/changing.ics", { status: 500, body: "oops" });
    await ctx.request.post(`/api/gear/${item.id}/calendars/${added.id}/read`, {}, { as: owner });
    await settleJobs(ctx, ["calendar.read"]);
    const [failed] = await listOf(ctx, owner, item.id);
    expect(failed!.lastError).toBe(msg("calendars", "errors.read.httpStatus", { status: 500 }));
    expect(failed!.lastErrorAt).not.toBeNull();
    expect(await blocksOf(ctx, owner, item.id)).toEqual([
      [day(5), day(6), "Servicing"],
      [day(22), day(23), "Shop calendar"],
    ]);

    // Removing the calendar removes its blocks, not the owner's.
    const removed = await ctx.request.delete(`/api/gear/${item.id}/calendars/${added.id}`, { as: owner });
    expect(removed.statusCode).toBe(204);
    expect(await blocksOf(ctx, owner, item.id)).toEqual([[day(5), day(6), "Servicing"]]);
  });

  it("the sweep queues a read of every calendar that is due", async ({ ctx }) => {
    const { owner, item } = await listingOf(ctx);
    feeds.serve("/swept.ics", { body: icsOf([{ uid: "s@test", start: day(3), end: day(4) }]) });
    const added = (await add(ctx, owner, item.id, feeds.url("/swept.ics"))).json() as ExternalCalendarView;
    feeds.serve("/swept.ics", { body: icsOf([{ uid: "s@test", start: day(8), end: day(9) }]) });
    await ctx.db
      .update(externalCalendars)
      .set({ nextReadAt: new Date(Date.now() - 1000) })
      .where(eq(externalCalendars.id, added.id));
    const { queueDueReads } = await import("./jobs");
    await queueDueReads(ctx.db);
    await settleJobs(ctx, ["calendar.read"]);
    expect(await blocksOf(ctx, owner, item.id)).toEqual([[day(8), day(8), "Shop calendar"]]);
    const [row] = await ctx.db.select().from(externalCalendars).where(eq(externalCalendars.id, added.id));
    expect(row!.nextReadAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60 * 1000);
  });
});

describe("refused calendars change nothing", () => {
  const refusals: [string, () => string, string][] = [
    ["an HTML page", () => feeds.url("/page.html"), en.errors.read.notCalendar],
    ["a missing page", () => feeds.url("/missing.ics"), "The calendar's server answered with an error (HTTP 404)."],
    ["not http(s)", () => "ftp://example.com/cal.ics", en.errors.notHttp],
    ["not a URL", () => "calendar please", en.errors.notHttp],
  ];
  for (const [what, url, message] of refusals) {
    it(`${what}: 400 with its message`, async ({ ctx }) => {
      feeds.serve("/page.html", {
        body: "<!doctype html><html><body>Hello</body></html>",
        headers: { "content-type": "text/html" },
      });
      const { owner, item } = await listingOf(ctx);
      const error = expectBadInput(await add(ctx, owner, item.id, url()), what);
      expect(error.fields?.url).toBe(message);
      expect(await listOf(ctx, owner, item.id)).toEqual([]);
      expect(await blocksOf(ctx, owner, item.id)).toEqual([]);
    });
  }

  it("the same calendar twice on one listing: 409", async ({ ctx }) => {
    feeds.serve("/twice.ics", { body: icsOf([{ uid: "t@test", start: day(3) }]) });
    const { owner, item } = await listingOf(ctx);
    expect((await add(ctx, owner, item.id, feeds.url("/twice.ics"))).statusCode).toBe(201);
    const again = await add(ctx, owner, item.id, feeds.url("/twice.ics"));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(en.errors.duplicate);
    expect(await listOf(ctx, owner, item.id)).toHaveLength(1);
  });
});

describe("an event spanning the import window", () => {
  it("is clipped to today and two years ahead", async ({ ctx }) => {
    const { owner, item } = await listingOf(ctx);
    feeds.serve("/long.ics", { body: icsOf([{ uid: "l@test", start: day(-3), end: day(2) }]) });
    expect((await add(ctx, owner, item.id, feeds.url("/long.ics"))).statusCode).toBe(201);
    expect(await blocksOf(ctx, owner, item.id)).toEqual([[day(0), day(1), "Shop calendar"]]);
    expect(addDays(day(0), 1)).toBe(day(1));
  });
});
