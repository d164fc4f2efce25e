import { afterAll, beforeAll, describe, expect, appTest } from "../../test/fixtures";
import { buildGear, buildOwner, day } from "../../test/factories";
import { expectBadInput } from "../../test/request";
import { calendars as en } from "../../../shared/i18n/en/calendars";
import { type FeedServer, icsOf, startFeedServer } from "../../test/calendar-feed-server";

/** The caps as the owner meets them: a slow or too large calendar is refused with its message when added. */
const it = appTest({ CALENDAR_FETCH_TIMEOUT_MS: "400", CALENDAR_MAX_BYTES: "4096" });

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describe("a calendar that cannot be read within the caps", () => {
  it("times out: 400 with its message, nothing saved", async ({ ctx }) => {
    feeds.serve("/slow.ics", { hang: true });
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const res = await ctx.request.post(
      `/api/gear/${item.id}/calendars`,
      { url: feeds.url("/slow.ics"), name: "Slow" },
      { as: owner },
    );
    expect(expectBadInput(res).fields?.url).toBe(en.errors.read.timeout);
    expect((await ctx.request.get(`/api/gear/${item.id}/calendars`, { as: owner })).json()).toEqual({ calendars: [] });
  });

  it("is too large: 400 with its message, nothing saved or blocked", async ({ ctx }) => {
    const events = Array.from({ length: 100 }, (_, i) => ({ uid: `${i}@test`, start: day(i + 1) }));
    feeds.serve("/big.ics", { body: icsOf(events), chunked: true });
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const res = await ctx.request.post(
      `/api/gear/${item.id}/calendars`,
      { url: feeds.url("/big.ics"), name: "Big" },
      { as: owner },
    );
    expect(expectBadInput(res).fields?.url).toBe(en.errors.read.tooLarge);
    expect((await ctx.request.get(`/api/gear/${item.id}/blocks`, { as: owner })).json()).toEqual([]);
  });
});
