import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "../../test/fixtures";
import { buildOwner, buildRenter, ownerUsername } from "../../test/factories";
import { saveFilter } from "../../test/filters";
import type { Caller } from "../../test/request";
import { settleJobs } from "../../test/settle-jobs";
import type { TestApp } from "../../test/test-app";
import { filterAlertMatches, notifications } from "../../db/schema";
import { createGearId, listing } from "../../test/gear";
import {
  decryptPush,
  pushesTo,
  startTestPushService,
  subscribeDevice,
  type TestPushService,
} from "../../test/push-service";

/**
 * Saved-filter alerts by push (ADR 030), end to end: a listing made through the
 * API, the match job, the push job, and a local push service whose payload the
 * test decrypts (RFC 8291) to read what the phone would show.
 */
let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => service.close());

/** Save a filter and switch its alert on with the given ways. */
async function alertFilter(ctx: TestApp, as: Caller, name: string, query: string, ways = {}) {
  const saved = await saveFilter(ctx, as, name, query);
  expect(saved.statusCode, saved.body).toBe(201);
  const on = await ctx.request.patch(`/api/filters/${saved.json().id}`, { alert: true, ...ways }, { as });
  expect(on.statusCode, on.body).toBe(200);
  return on.json() as { id: number; alertPush: boolean; alertEmail: boolean };
}

const noticesOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("saved-filter alerts by push", () => {
  it("a new listing a filter finds is pushed to that person in their language, once however many of their filters match", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const malay = await buildRenter(ctx, { language: "ms" });
    const keen = await buildRenter(ctx);
    const phone = await subscribeDevice(ctx, service, malay);
    const keenPhone = await subscribeDevice(ctx, service, keen);
    const ownerPhone = await subscribeDevice(ctx, service, owner);

    const made = await alertFilter(ctx, malay, "Kamera Zulu", "q=zulu&category=cameras&maxPrice=30000");
    expect(made).toMatchObject({ alertPush: true, alertEmail: true });
    await alertFilter(ctx, keen, "Zulu anything", "q=zulu");
    await alertFilter(ctx, keen, "Zulu cameras", "q=zulu&category=cameras");
    // Not told: a filter without its alert, one that does not find the listing, and the lister's own.
    const quiet = await buildRenter(ctx);
    const quietPhone = await subscribeDevice(ctx, service, quiet);
    await saveFilter(ctx, quiet, "No alert", "q=zulu");
    await alertFilter(ctx, quiet, "Lenses only", "q=zulu&category=lenses");
    await alertFilter(ctx, quiet, "Too dear", "q=zulu&maxPrice=10000");
    await alertFilter(ctx, owner, "My own kind", "q=zulu");

    const gearId = await createGearId(ctx, owner, listing({ name: "Sony FX3 Zulu kit", pricePerDay: 25000 }));
    await settleJobs(ctx, ["filters.match", "push.send"]);

    const [got] = pushesTo(service, phone);
    expect(pushesTo(service, phone)).toHaveLength(1);
    expect(JSON.parse(decryptPush(got!.body, phone.browser))).toEqual({
      title: "Peralatan baharu sepadan dengan “Kamera Zulu”",
      body: "Sony FX3 Zulu kit, RM 250.00 sehari",
      url: `/gear/${gearId}`,
      tag: "filter.match",
    });
    expect(pushesTo(service, keenPhone)).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushesTo(service, keenPhone)[0]!.body, keenPhone.browser)).title).toMatch(
      /^New gear matches “Zulu (anything|cameras)”$/,
    );
    expect(await noticesOf(ctx, keen.id)).toEqual([
      expect.objectContaining({ kind: "filter.match", link: `/gear/${gearId}` }),
    ]);
    expect(pushesTo(service, quietPhone)).toEqual([]);
    expect(pushesTo(service, ownerPhone)).toEqual([]);
    expect(await noticesOf(ctx, quiet.id)).toEqual([]);
    // Both of keen's filters are recorded as matched, for the digest and against a repeat.
    const matches = await ctx.db.select().from(filterAlertMatches).where(eq(filterAlertMatches.gearId, gearId));
    expect(matches.map((m) => m.userId).sort()).toEqual([keen.id, keen.id, malay.id].sort());
  });

  it("archiving and restoring a listing does not alert a filter again; a filter that had not seen it hears of the restore", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const renter = await buildRenter(ctx);
    const phone = await subscribeDevice(ctx, service, renter);
    await alertFilter(ctx, renter, "Yankee lights", "q=yankee", { alertEmail: false });

    const seen = await createGearId(ctx, owner, listing({ name: "Aputure Yankee 600d", category: "lighting" }));
    await settleJobs(ctx, ["filters.match", "push.send"]);
    expect(pushesTo(service, phone)).toHaveLength(1);
    expect((await ctx.request.post(`/api/gear/${seen}/archive`, undefined, { as: owner })).statusCode).toBe(200);
    expect((await ctx.request.post(`/api/gear/${seen}/restore`, undefined, { as: owner })).statusCode).toBe(200);
    await settleJobs(ctx, ["filters.match", "push.send"]);
    expect(pushesTo(service, phone)).toHaveLength(1);

    // Listed before the filter alerted, then archived and restored: restored, it is new to the filter.
    const unseen = await createGearId(ctx, owner, listing({ name: "Godox Yankee panel", category: "lighting" }));
    await settleJobs(ctx, ["filters.match", "push.send"]);
    await alertFilter(ctx, renter, "Yankee again", "q=yankee&category=lighting", { alertEmail: false });
    expect((await ctx.request.post(`/api/gear/${unseen}/archive`, undefined, { as: owner })).statusCode).toBe(200);
    expect(pushesTo(service, phone)).toHaveLength(2);
    expect((await ctx.request.post(`/api/gear/${unseen}/restore`, undefined, { as: owner })).statusCode).toBe(200);
    await settleJobs(ctx, ["filters.match", "push.send"]);
    expect(pushesTo(service, phone)).toHaveLength(3);
    expect(JSON.parse(decryptPush(pushesTo(service, phone)[2]!.body, phone.browser))).toMatchObject({
      title: "New gear matches “Yankee again”",
      url: `/gear/${unseen}`,
    });
  });

  it("a filter alerting by e-mail only stores no notice and pushes nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const renter = await buildRenter(ctx);
    const phone = await subscribeDevice(ctx, service, renter);
    const f = await alertFilter(ctx, renter, "Xray by mail", "q=xray", { alertPush: false });
    expect(f).toMatchObject({ alertPush: false, alertEmail: true });
    const gearId = await createGearId(ctx, owner, listing({ name: "Xray slider" }));
    await settleJobs(ctx, ["filters.match", "push.send"]);
    expect(pushesTo(service, phone)).toEqual([]);
    expect(await noticesOf(ctx, renter.id)).toEqual([]);
    const [match] = await ctx.db.select().from(filterAlertMatches).where(eq(filterAlertMatches.gearId, gearId));
    expect(match).toMatchObject({ filterId: f.id, userId: renter.id, emailedAt: null });
  });
});
