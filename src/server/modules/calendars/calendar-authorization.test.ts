import { asc } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { expect } from "../../test/fixtures";
import { buildGear, day } from "../../test/factories";
import { type MatrixCase, type MatrixEnv, matrixTest, signedIn } from "../../test/matrix";
import { settleJobs } from "../../test/settle-jobs";
import type { TestApp } from "../../test/test-app";
import {
  externalCalendarClashes,
  externalCalendarHolds,
  externalCalendars,
  gearHolds,
  ownerCalendarFeeds,
} from "../../db/schema";
import type { CalendarFeedView, ExternalCalendarView } from "../../../shared/calendar-sync-contracts";
import { type FeedServer, icsOf, startFeedServer } from "../../test/calendar-feed-server";

const { it, matrix } = matrixTest();

/**
 * Every calendar-sync endpoint as every kind of caller (test/matrix.ts): a
 * listing's external calendars are its owner's alone (anyone else gets the
 * listing's 404, admins included: an owner's other calendars are theirs); the
 * feed addresses are each owner's own (other roles 403). A refusal changes
 * nothing the matrix watches, nor any calendar table.
 */
let feeds: FeedServer;
let seq = 0;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

async function calendarTables(ctx: TestApp) {
  return {
    feeds: await ctx.db.select().from(ownerCalendarFeeds).orderBy(asc(ownerCalendarFeeds.ownerId)),
    calendars: await ctx.db.select().from(externalCalendars).orderBy(asc(externalCalendars.id)),
    links: await ctx.db.select().from(externalCalendarHolds).orderBy(asc(externalCalendarHolds.holdId)),
    clashes: await ctx.db.select().from(externalCalendarClashes).orderBy(asc(externalCalendarClashes.id)),
    holds: await ctx.db.select().from(gearHolds).orderBy(asc(gearHolds.id)),
  };
}

type Target = { gearId: string; calendarId: number; url: string };

const calendarMatrix = (c: MatrixCase<Target>) =>
  matrix({
    ...c,
    call: async (t, cookie, env) => {
      const before = await calendarTables(env.ctx);
      const res = await c.call(t, cookie, env);
      if (res.statusCode >= 300) expect(await calendarTables(env.ctx), "a refusal changed calendars").toEqual(before);
      return res;
    },
  });

/** A listing of `people.owner` with one external calendar (one blocked day), and another feed to add. */
async function listingWithCalendar({ ctx, people }: MatrixEnv): Promise<Target> {
  const n = seq++;
  const item = await buildGear(ctx, { ownerId: people.owner.id });
  feeds.serve(`/m${n}.ics`, { body: icsOf([{ uid: `m${n}@test`, start: day(20 + (n % 50)) }]) });
  feeds.serve(`/n${n}.ics`, { body: icsOf([{ uid: `n${n}@test`, start: day(80 + (n % 50)) }]) });
  const res = await ctx.request.post(
    `/api/gear/${item.id}/calendars`,
    { url: feeds.url(`/m${n}.ics`), name: "Shop" },
    { as: people.owner },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { gearId: item.id, calendarId: (res.json() as ExternalCalendarView).id, url: feeds.url(`/n${n}.ics`) };
}

const ownerOnly = (status: number) => ({ ...signedIn(404), owner: status });
const ownRole = (status: number) => ({ ...signedIn(403), owner: status, "other owner": status });

calendarMatrix({
  name: "GET /api/gear/:id/calendars",
  expected: ownerOnly(200),
  setup: listingWithCalendar,
  call: (t, cookie, { ctx }) => ctx.request.get(`/api/gear/${t.gearId}/calendars`, { as: cookie }),
  check: (res, _a, t) => {
    expect((res.json() as { calendars: ExternalCalendarView[] }).calendars.map((c) => c.id)).toEqual([t.calendarId]);
  },
});

calendarMatrix({
  name: "POST /api/gear/:id/calendars",
  expected: ownerOnly(201),
  mutates: true,
  setup: listingWithCalendar,
  call: (t, cookie, { ctx }) =>
    ctx.request.post(`/api/gear/${t.gearId}/calendars`, { url: t.url, name: "Second" }, { as: cookie }),
  check: async (res, _a, t, { ctx, people }) => {
    expect((res.json() as ExternalCalendarView).name).toBe("Second");
    const list = await ctx.request.get(`/api/gear/${t.gearId}/calendars`, { as: people.owner });
    expect(list.json().calendars).toHaveLength(2);
  },
});

calendarMatrix({
  name: "POST /api/gear/:id/calendars/:calendarId/read",
  expected: ownerOnly(202),
  mutates: true,
  setup: listingWithCalendar,
  call: (t, cookie, { ctx }) =>
    ctx.request.post(`/api/gear/${t.gearId}/calendars/${t.calendarId}/read`, {}, { as: cookie }),
  check: async (res, _a, _t, { ctx }) => {
    expect((res.json() as ExternalCalendarView).readPending).toBe(true);
    // The queued read runs now, not while a later caller's refusal is being compared.
    await settleJobs(ctx, ["calendar.read"]);
  },
});

calendarMatrix({
  name: "DELETE /api/gear/:id/calendars/:calendarId",
  expected: ownerOnly(204),
  mutates: true,
  setup: listingWithCalendar,
  call: (t, cookie, { ctx }) => ctx.request.delete(`/api/gear/${t.gearId}/calendars/${t.calendarId}`, { as: cookie }),
  check: async (_res, _a, t, { ctx, people }) => {
    const list = await ctx.request.get(`/api/gear/${t.gearId}/calendars`, { as: people.owner });
    expect(list.json().calendars).toEqual([]);
  },
});

calendarMatrix({
  name: "GET /api/owners/me/calendar-feed",
  expected: ownRole(200),
  // The first look makes the owner's token.
  mutates: true,
  setup: listingWithCalendar,
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/owners/me/calendar-feed", { as: cookie }),
  check: async (res, actor, _t, { ctx, people }) => {
    const view = res.json() as CalendarFeedView;
    const gearOf = await ctx.request.get("/api/owners/me/gear", { as: people[actor as "owner"] });
    expect(view.gear.map((g) => g.gearId).sort()).toEqual((gearOf.json() as { id: string }[]).map((g) => g.id).sort());
  },
});

calendarMatrix({
  name: "POST /api/owners/me/calendar-feed/renew",
  expected: ownRole(200),
  mutates: true,
  setup: listingWithCalendar,
  call: (_t, cookie, { ctx }) => ctx.request.post("/api/owners/me/calendar-feed/renew", {}, { as: cookie }),
});

it("another owner's calendar under one's own listing is 404 and stays", async ({ ctx, people }) => {
  const theirs = await listingWithCalendar({ ctx, people });
  const mine = await buildGear(ctx, { ownerId: people["other owner"].id });
  const before = await calendarTables(ctx);
  for (const [method, path] of [
    ["POST", `/api/gear/${mine.id}/calendars/${theirs.calendarId}/read`],
    ["DELETE", `/api/gear/${mine.id}/calendars/${theirs.calendarId}`],
  ] as const) {
    const res = await ctx.request.send(method, path, method === "POST" ? {} : undefined, { as: people["other owner"] });
    expect(res.statusCode, `${method} ${path}`).toBe(404);
  }
  expect(await calendarTables(ctx)).toEqual(before);
});
