import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { it, describe, expect, beforeAll } from "../test/fixtures";
import { requester, expectSignInAsked } from "../test/request";
import { testConfig } from "../test/test-app";
import { buildUser, buildRenter, buildGear, buildBookingScene, day } from "../test/factories";
import { requestBooking, moveBooking } from "../test/bookings";

let baseUrl: string;
beforeAll(async ({ ctx }) => {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

interface SseEvent {
  event: string;
  data: { type: string; id?: string };
  at: number;
}

/**
 * A browser-like EventSource over a real socket: GET /api/events with the
 * session cookie, parsing `event:` / `data:` blocks as they arrive. close()
 * drops the connection at once, as a browser closing the tab does.
 */
async function openStream(base: string, cookie: string) {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const { req, res } = await new Promise<{ req: http.ClientRequest; res: http.IncomingMessage }>((resolve, reject) => {
    const req = http.get(
      `${base}/api/events`,
      { headers: { cookie, accept: "text/event-stream" }, agent: false },
      (res) => resolve({ req, res }),
    );
    req.on("error", reject);
  });
  if (res.statusCode !== 200) {
    req.destroy();
    throw new Error(`events: ${res.statusCode}`);
  }
  let buffer = "";
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  res.setEncoding("utf8");
  res.on("error", () => {});
  res.on("data", (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.includes(": connected")) connected();
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (name && data) events.push({ event: name, data: JSON.parse(data), at: Date.now() });
      for (const w of waiters) w();
    }
  });
  await ready;
  return {
    headers: res.headers,
    events,
    /** The first event matching `match`, or a rejection after `ms`. */
    waitFor(match: (e: SseEvent) => boolean, ms = 2000): Promise<SseEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(match);
          if (hit) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => req.destroy(),
  };
}

/** Wait until `app`'s live hub has `n` subscribers (streams are dropped asynchronously). */
async function expectSubscribers(app: App, n: number) {
  for (let i = 0; i < 100 && app.deps.live.subscriberCount !== n; i++) await new Promise((r) => setTimeout(r, 20));
  expect(app.deps.live.subscriberCount).toBe(n);
}

describe("GET /api/events", () => {
  it("needs a session: 401 signed out", async ({ ctx }) => {
    const res = await ctx.request.get("/api/events");
    expectSignInAsked(res);
    const real = await fetch(`${baseUrl}/api/events`);
    expect(real.status).toBe(401);
  });

  it("pushes a new booking to its owner, its renter and admins within 2 s, and not to anyone else", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const stranger = await buildRenter(ctx);
    const baseline = ctx.app.deps.live.subscriberCount;
    const streams = {
      owner: await openStream(baseUrl, owner.cookie),
      renter: await openStream(baseUrl, renter.cookie),
      admin: await openStream(baseUrl, admin.cookie),
      stranger: await openStream(baseUrl, stranger.cookie),
    };
    try {
      expect(streams.owner.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(streams.owner.headers["cache-control"]).toBe("no-cache, no-transform");
      // Each stream listens to its user and its role.
      expect(ctx.app.deps.live.subscriberCount).toBe(baseline + 8);
      const started = Date.now();
      const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) });
      expect(res.statusCode).toBe(201);
      const id = res.json().booking.id;
      const isThis = (e: SseEvent) => e.event === "booking" && e.data.id === id;
      const seen = await streams.owner.waitFor(isThis);
      expect(seen.data).toEqual({ type: "booking", id });
      expect(seen.at - started).toBeLessThan(2000);
      // The owner's bell changes too.
      await streams.owner.waitFor((e) => e.event === "notification");
      await streams.renter.waitFor(isThis);
      await streams.admin.waitFor(isThis);

      // The stranger's own booking reaches them; the other one never did.
      const theirGear = await buildGear(ctx, { ownerId: owner.id });
      const mine = await requestBooking(ctx, stranger, {
        gearId: theirGear.id,
        startDate: day(2),
        endDate: day(3),
      });
      await streams.stranger.waitFor((e) => e.event === "booking" && e.data.id === mine.json().booking.id);
      expect(streams.stranger.events.filter(isThis)).toEqual([]);
    } finally {
      for (const s of Object.values(streams)) s.close();
    }
    // A closed tab leaves no subscription behind.
    await expectSubscribers(ctx.app, baseline);
  });

  it("publishes only on commit: a request refused with 409 sends nothing", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const loser = await buildRenter(ctx);
    const stream = await openStream(baseUrl, owner.cookie);
    try {
      const won = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(10), endDate: day(12) });
      await stream.waitFor((e) => e.event === "booking" && e.data.id === won.json().booking.id);
      expect(
        (await requestBooking(ctx, loser, { gearId: item.id, startDate: day(11), endDate: day(11) })).statusCode,
      ).toBe(409);
      // A later booking marks the end: between the two, nothing else was published to the owner.
      const other = await buildGear(ctx, { ownerId: owner.id });
      const marker = await requestBooking(ctx, renter, {
        gearId: other.id,
        startDate: day(10),
        endDate: day(10),
      });
      await stream.waitFor((e) => e.event === "booking" && e.data.id === marker.json().booking.id);
      expect(stream.events.filter((e) => e.event === "booking").map((e) => e.data.id)).toEqual([
        won.json().booking.id,
        marker.json().booking.id,
      ]);
      expect(stream.events.filter((e) => e.event === "notification")).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it("pushes a lifecycle move to the other side", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6) });
    const id = res.json().booking.id;
    const stream = await openStream(baseUrl, renter.cookie);
    try {
      expect((await moveBooking(ctx, id, "approved", owner)).statusCode).toBe(200);
      await stream.waitFor((e) => e.event === "booking" && e.data.id === id);
      await stream.waitFor((e) => e.event === "notification");
    } finally {
      stream.close();
    }
  });
});

describe("two server processes on one PostgreSQL database", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "an SSE client on app B sees a booking created through app A within 2 s",
    async ({ ctx }) => {
      // App B: its own connection pool and its own LISTEN connection to the same database.
      const { rows } = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      let databaseB: Database | undefined;
      let appB: App | undefined;
      try {
        databaseB = await openDatabase({ url: url.toString() });
        appB = await buildApp({ config: testConfig(), database: databaseB, secret: "x".repeat(32), distDir: false });
        await appB.listen({ port: 0, host: "127.0.0.1" });
        const baseB = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;

        const { owner, renter, item } = await buildBookingScene(ctx);
        const stream = await openStream(baseB, owner.cookie);
        try {
          const started = Date.now();
          const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(8), endDate: day(9) });
          expect(res.statusCode).toBe(201);
          const id = res.json().booking.id;
          const seen = await stream.waitFor((e) => e.event === "booking" && e.data.id === id);
          expect(seen.at - started).toBeLessThan(2000);
          // And B serves the booking A wrote.
          expect(
            (await requester(appB, ctx.config.publicUrl).get(`/api/bookings/${id}`, { as: owner })).statusCode,
          ).toBe(200);
        } finally {
          stream.close();
        }
      } finally {
        await appB?.close();
        await databaseB?.close();
      }
    },
  );
});
