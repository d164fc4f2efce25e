import ical from "node-ical";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "../../test/fixtures";
import { buildBooking, buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { users } from "../../db/schema";
import { requestBooking } from "../../test/bookings";
import { buildKit } from "../../test/kits";
import { addDays } from "../../../shared/dates";
import type { CalendarFeedView } from "../../../shared/calendar-sync-contracts";
import { type FeedServer, icsOf, startFeedServer } from "../../test/calendar-feed-server";

/**
 * The owner's private iCalendar feed (issue 32 point 4), read back by node-ical,
 * a parser of its own (the feed is written with ical.js), event by event.
 */
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const pad = (n: number) => String(n).padStart(2, "0");
/** node-ical gives a DATE value as local midnight: its local calendar day. */
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const pathOf = (url: string) => url.slice(TEST_ORIGIN.length);

async function readFeed(ctx: TestApp, url: string) {
  const res = await ctx.request.get(pathOf(url));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  const parsed = ical.sync.parseICS(res.body);
  const events = Object.values(parsed)
    .filter((c): c is ical.VEvent => c?.type === "VEVENT")
    .map((e) => ({
      uid: e.uid,
      start: dayOf(e.start),
      end: dayOf(e.end!),
      allDay: e.datetype === "date",
      summary: String(e.summary),
      status: e.status,
      url: e.url ?? null,
      description: String(e.description),
    }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : 1));
  return { text: res.body, events };
}

async function scene(ctx: TestApp) {
  const owner = await buildOwner(ctx, { name: "Omar Feedowner", displayName: "Omar Rentals" });
  const renter = await buildRenter(ctx, { name: "Rina Secretname", phoneNumber: "+60123456789" });
  const [renterRow] = await ctx.db.select().from(users).where(eq(users.id, renter.id));
  const fx3 = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3" });
  const light = await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d" });
  const booking = (
    gearId: string,
    status: "pending" | "approved" | "confirmed" | "completed" | "cancelled",
    start: string,
    end = start,
  ) =>
    buildBooking(ctx, {
      gearId,
      renterId: renter.id,
      userName: renterRow!.name,
      status,
      startDate: start,
      endDate: end,
    });
  const b = {
    confirmed: await booking(fx3.id, "confirmed", day(5), day(7)),
    pending: await booking(fx3.id, "pending", day(10)),
    returned: await booking(fx3.id, "completed", day(-10), day(-9)),
    approved: await booking(light.id, "approved", day(3), day(4)),
    cancelled: await booking(light.id, "cancelled", day(20)),
    longAgo: await booking(light.id, "completed", day(-200)),
  };
  const block = await ctx.request.post(
    `/api/gear/${light.id}/blocks`,
    { startDate: day(30), endDate: day(31), note: "Servicing" },
    { as: owner },
  );
  expect(block.statusCode, block.body).toBe(201);
  // Imported days are not echoed back out (they would return to the calendar they came from).
  feeds.serve("/elsewhere.ics", { body: icsOf([{ uid: "e@test", start: day(40), end: day(41) }]) });
  const imported = await ctx.request.post(
    `/api/gear/${fx3.id}/calendars`,
    { url: feeds.url("/elsewhere.ics"), name: "Other platform" },
    { as: owner },
  );
  expect(imported.statusCode, imported.body).toBe(201);
  const feed = (await ctx.request.get("/api/owners/me/calendar-feed", { as: owner })).json() as CalendarFeedView;
  return { owner, renter, renterRow: renterRow!, fx3, light, b, blockId: block.json().id as number, feed };
}

const link = (id: string) => `${TEST_ORIGIN}/owners/dashboard?booking=${id}`;

describe("the owner's calendar feed", () => {
  it("carries every booking and own block of all listings, event by event, and nothing about the renter", async ({
    ctx,
  }) => {
    const s = await scene(ctx);
    expect(s.feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const { text, events } = await readFeed(ctx, s.feed.url);
    const booking = (id: string, gear: string, status: string, start: string, end: string, tentative = false) => ({
      uid: `booking-${id}@localhost:3000`,
      start,
      end: addDays(end, 1),
      allDay: true,
      summary: `${gear}: ${status}`,
      status: tentative ? "TENTATIVE" : "CONFIRMED",
      url: link(id),
      description: `Booking status: ${status}\n${link(id)}`,
    });
    expect(events).toEqual([
      booking(s.b.returned.id, "Sony FX3", "Returned", day(-10), day(-9)),
      booking(s.b.approved.id, "Aputure 600d", "Approved — awaiting payment", day(3), day(4)),
      booking(s.b.confirmed.id, "Sony FX3", "Confirmed", day(5), day(7)),
      booking(s.b.pending.id, "Sony FX3", "Requested", day(10), day(10), true),
      {
        uid: `block-${s.blockId}@localhost:3000`,
        start: day(30),
        end: day(32),
        allDay: true,
        summary: "Aputure 600d: blocked",
        status: "CONFIRMED",
        url: null,
        description: "Blocked by you: Servicing",
      },
    ]);
    for (const secret of [s.renterRow.name, s.renterRow.email, "+60123456789", "60123456789", s.renter.id])
      expect(text).not.toContain(secret);
    expect(text).toContain("X-WR-CALNAME:SewaGear: Omar Rentals");
  });

  it("one listing's feed carries that listing only", async ({ ctx }) => {
    const s = await scene(ctx);
    const light = s.feed.gear.find((g) => g.gearId === s.light.id)!;
    expect(light.name).toBe("Aputure 600d");
    const { events, text } = await readFeed(ctx, light.url);
    expect(events.map((e) => [e.uid, e.start, e.end])).toEqual([
      [`booking-${s.b.approved.id}@localhost:3000`, day(3), day(5)],
      [`block-${s.blockId}@localhost:3000`, day(30), day(32)],
    ]);
    expect(text).toContain("X-WR-CALNAME:SewaGear: Aputure 600d");
    expect(text).not.toContain(s.renterRow.name);
  });

  it("a kit booking is in the kit's feed and in each component's, named as the kit (ADR 039)", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 body" });
    const lens = await buildGear(ctx, { ownerId: owner.id, name: "24-70 lens" });
    const other = await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d" });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: lens.id, quantity: 1 },
    ]);
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(6), endDate: day(7) });
    expect(res.statusCode, res.body).toBe(201);
    const uid = `booking-${res.json().booking.id}@localhost:3000`;
    const feed = (await ctx.request.get("/api/owners/me/calendar-feed", { as: owner })).json() as CalendarFeedView;
    const eventsOf = async (gearId: string) =>
      (await readFeed(ctx, feed.gear.find((g) => g.gearId === gearId)!.url)).events.map((e) => [
        e.uid,
        e.start,
        e.end,
        e.summary,
      ]);
    const kitEvent = [uid, day(6), day(8), "FX3 interview kit: Requested"];
    for (const id of [kit.id, body.id, lens.id]) expect(await eventsOf(id)).toEqual([kitEvent]);
    expect(await eventsOf(other.id)).toEqual([]);
    // The whole feed has it once.
    expect((await readFeed(ctx, feed.url)).events.filter((e) => e.uid === uid)).toHaveLength(1);
  });

  it("is in the owner's language", async ({ ctx }) => {
    const s = await scene(ctx);
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, s.owner.id));
    const { events } = await readFeed(ctx, s.feed.url);
    expect(events.find((e) => e.uid.startsWith(`booking-${s.b.confirmed.id}`))!.summary).toBe("Sony FX3: Disahkan");
    expect(events.find((e) => e.uid.startsWith("block-"))!.summary).toBe("Aputure 600d: disekat");
  });

  it("renewed: the old addresses answer 404 at once, the new ones work", async ({ ctx }) => {
    const s = await scene(ctx);
    const oldGear = s.feed.gear[0]!.url;
    const renewed = await ctx.request.post("/api/owners/me/calendar-feed/renew", {}, { as: s.owner });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json() as CalendarFeedView;
    expect(fresh.url).not.toBe(s.feed.url);
    expect((await ctx.request.get(pathOf(s.feed.url))).statusCode).toBe(404);
    expect((await ctx.request.get(pathOf(oldGear))).statusCode).toBe(404);
    expect((await readFeed(ctx, fresh.url)).events).toHaveLength(5);
    // Asking again shows the same (renewed) address.
    const again = (await ctx.request.get("/api/owners/me/calendar-feed", { as: s.owner })).json() as CalendarFeedView;
    expect(again.url).toBe(fresh.url);
  });

  it("an unknown token, or a listing of another owner under a real token, is 404", async ({ ctx }) => {
    const s = await scene(ctx);
    const stranger = await buildGear(ctx);
    const token = /calendar\/([^/.]+)\.ics$/.exec(s.feed.url)![1]!;
    expect((await ctx.request.get(`/api/calendar/${token}/${stranger.id}.ics`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/api/calendar/${"A".repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/api/calendar/${token}/${s.fx3.id}.ics`)).statusCode).toBe(200);
  });
});
