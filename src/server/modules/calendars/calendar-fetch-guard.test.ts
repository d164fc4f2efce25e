import { afterAll, beforeAll, describe, expect, appTest } from "../../test/fixtures";
import { buildGear, buildOwner } from "../../test/factories";
import { expectBadInput } from "../../test/request";
import { calendars as en } from "../../../shared/i18n/en/calendars";
import { FeedReadError, fetchFeed } from "./fetch-feed";
import { type FeedServer, icsOf, startFeedServer } from "../../test/calendar-feed-server";

/**
 * Reading external calendars is bounded and safe (issue 32 point 4): public
 * addresses only, checked before connecting (a literal address), when the name
 * resolves (every hop), and on every redirect; a time and a size cap. Loopback
 * is refused here (CALENDAR_ALLOW_LOOPBACK off), so the test's own feed server on
 * 127.0.0.1 stands for a private service: it must never see a request.
 */
const it = appTest({ CALENDAR_ALLOW_LOOPBACK: "false" });
const strict = { allowLoopback: false };
const tests = { allowLoopback: true };
const limits = { timeoutMs: 2_000, maxBytes: 4_096 };

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve("/cal.ics", { body: icsOf([{ uid: "x@test", start: "2030-01-01" }]) });
});
afterAll(() => feeds.close());

const reason = (p: Promise<unknown>) =>
  p.then(
    () => "read",
    (err: unknown) => (err instanceof FeedReadError ? err.problem : String(err)),
  );

describe("addresses that are not public", () => {
  const refused = [
    ["loopback by address", () => feeds.url("/cal.ics")],
    ["loopback by name", () => feeds.url("/cal.ics", "localhost")],
    ["IPv6 loopback", () => `http://[::1]:${feeds.port}/cal.ics`],
    ["private 10/8", () => "http://10.0.0.1/cal.ics"],
    ["private 192.168/16", () => "http://192.168.1.1/cal.ics"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data"],
    ["IPv4-mapped IPv6", () => "http://[::ffff:127.0.0.1]/cal.ics"],
  ] as const;
  for (const [what, url] of refused) {
    it(`${what}: refused when added, nothing saved and nothing fetched`, async ({ ctx }) => {
      const owner = await buildOwner(ctx);
      const item = await buildGear(ctx, { ownerId: owner.id });
      const before = { ...feeds.state };
      const res = await ctx.request.post(`/api/gear/${item.id}/calendars`, { url: url(), name: "Mine" }, { as: owner });
      const error = expectBadInput(res, what);
      expect(error.fields?.url).toBe(en.errors.read.refusedAddress);
      const list = await ctx.request.get(`/api/gear/${item.id}/calendars`, { as: owner });
      expect(list.json()).toEqual({ calendars: [] });
      expect(feeds.state.requests).toBe(before.requests);
      expect(feeds.state.connections).toBe(before.connections);
    });
  }

  it("the worker's read refuses it too, before connecting (the name resolved at read time)", async () => {
    const before = feeds.state.connections;
    expect(await reason(fetchFeed(feeds.url("/cal.ics", "localhost"), strict, limits))).toBe("refusedAddress");
    expect(await reason(fetchFeed(feeds.url("/cal.ics"), strict, limits))).toBe("refusedAddress");
    expect(feeds.state.connections).toBe(before);
  });

  it("a redirect to a private address is refused without following it", async () => {
    feeds.serve("/moved.ics", { status: 302, headers: { location: "http://10.20.30.40/cal.ics" } });
    feeds.serve("/moved-home.ics", { status: 301, headers: { location: "http://192.168.0.1:8080/admin" } });
    const before = feeds.state.requests;
    expect(await reason(fetchFeed(feeds.url("/moved.ics"), tests, limits))).toBe("refusedAddress");
    expect(await reason(fetchFeed(feeds.url("/moved-home.ics"), tests, limits))).toBe("refusedAddress");
    // Only the redirecting answers were asked for.
    expect(feeds.state.requests - before).toBe(2);
  });

  it("a redirect to another scheme is refused", async () => {
    feeds.serve("/to-file.ics", { status: 302, headers: { location: "file:///etc/passwd" } });
    expect(await reason(fetchFeed(feeds.url("/to-file.ics"), tests, limits))).toBe("notHttp");
  });

  it("a redirect loop ends", async () => {
    feeds.serve("/loop.ics", { status: 302, headers: { location: "/loop.ics" } });
    expect(await reason(fetchFeed(feeds.url("/loop.ics"), tests, limits))).toBe("tooManyRedirects");
  });

  it("a redirect on loopback (tests' own server) is followed", async () => {
    feeds.serve("/old.ics", { status: 301, headers: { location: "/cal.ics" } });
    expect(await fetchFeed(feeds.url("/old.ics"), tests, limits)).toContain("BEGIN:VCALENDAR");
  });
});

describe("caps", () => {
  it("a server that does not answer is given up at the time cap", async () => {
    feeds.serve("/slow.ics", { hang: true });
    const started = Date.now();
    expect(await reason(fetchFeed(feeds.url("/slow.ics"), tests, { ...limits, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a feed larger than the cap is refused, whether it says its length or not", async () => {
    const big = icsOf(Array.from({ length: 200 }, (_, i) => ({ uid: `${i}@test`, start: "2030-01-01" })));
    expect(big.length).toBeGreaterThan(limits.maxBytes);
    feeds.serve("/big.ics", { body: big });
    feeds.serve("/big-chunked.ics", { body: big, chunked: true });
    expect(await reason(fetchFeed(feeds.url("/big.ics"), tests, limits))).toBe("tooLarge");
    expect(await reason(fetchFeed(feeds.url("/big-chunked.ics"), tests, limits))).toBe("tooLarge");
  });
});
