import { asc } from "drizzle-orm";
import { describe, expect, it } from "../../test/fixtures";
import {
  ACTORS,
  type ActorName,
  buildMatrixPeople,
  cookieFor,
  everyone,
  type MatrixPeople,
  signedIn,
} from "../../test/matrix";
import type { TestApp } from "../../test/test-app";
import type { InjectResponse } from "../../test/request";
import { pushPreferences, pushSubscriptions } from "../../db/schema";
import { makeBrowserKeys } from "../../test/push-service";

/** Everything a refused push call must leave as it was. */
const pushState = async (ctx: TestApp) => ({
  // Less the worker's delivery count: the test pushes queued above fail in the background (nothing listens).
  devices: (await ctx.db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.id))).map(
    ({ failures: _failures, ...device }) => device,
  ),
  prefs: await ctx.db.select().from(pushPreferences),
});

let people: MatrixPeople;
let seq = 0;
const browser = makeBrowserKeys();
// On loopback (allowed in tests) and nothing listening: these tests never send, and resolve no name.
const subscribeBody = () => ({ endpoint: `https://127.0.0.1/d/${seq++}`, keys: browser.keys });

/** Call as every actor; an answer of 300 or more must leave the push tables unchanged. */
async function matrix(
  ctx: TestApp,
  expected: Record<ActorName, number>,
  call: (cookie: string | undefined) => Promise<InjectResponse>,
) {
  for (const actor of ACTORS) {
    const before = await pushState(ctx);
    const res = await call(cookieFor(people, actor));
    expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(expected[actor]);
    if (expected[actor] >= 300) expect(await pushState(ctx), `${actor} changed something`).toEqual(before);
  }
}

describe("push endpoints: who may do what", () => {
  it("the VAPID key is public and stays the same", async ({ ctx }) => {
    people = await buildMatrixPeople(ctx);
    const keys = new Set<string>();
    await matrix(ctx, everyone(200), async (cookie) => {
      const res = await ctx.request.get("/api/push/key", { as: cookie });
      keys.add(res.json().publicKey);
      return res;
    });
    expect(keys.size).toBe(1);
    expect(Buffer.from([...keys][0]!, "base64url")).toHaveLength(65);
  });

  it("subscribing, settings, switches and the test push need a session", async ({ ctx }) => {
    await matrix(ctx, signedIn(201), (as) => ctx.request.post("/api/push/subscriptions", subscribeBody(), { as }));
    await matrix(ctx, signedIn(200), (as) => ctx.request.get("/api/push/settings", { as }));
    await matrix(ctx, signedIn(200), (as) =>
      ctx.request.put("/api/push/preferences", { enabled: ["request"] }, { as }),
    );
    await matrix(ctx, signedIn(202), (as) => ctx.request.post("/api/push/test", {}, { as }));
  });

  it("a device can be removed only by its own user", async ({ ctx }) => {
    const own = await ctx.request.post("/api/push/subscriptions", subscribeBody(), { as: people.owner });
    const id = own.json().id as number;
    await matrix(ctx, { ...signedIn(404), owner: 200 }, (as) =>
      ctx.request.delete(`/api/push/subscriptions/${id}`, { as }),
    );
    const settings = await ctx.request.get("/api/push/settings", { as: people.owner });
    expect(settings.json().devices.map((d: { id: number }) => d.id)).not.toContain(id);
  });

  it("bad input gets 400 and changes nothing; another user's devices are not listed", async ({ ctx }) => {
    const as = people.renter;
    // Who is asking is settled before the body is read: a signed-out caller is told to sign in.
    await matrix(ctx, signedIn(400), (cookie) =>
      ctx.request.post("/api/push/subscriptions", { endpoint: "not a url", keys: browser.keys }, { as: cookie }),
    );
    const before = await pushState(ctx);
    for (const body of [
      { endpoint: "https://127.0.0.1/1" },
      { endpoint: "https://127.0.0.1/1", keys: { p256dh: "x", auth: "y" } },
    ])
      expect((await ctx.request.post("/api/push/subscriptions", body, { as })).statusCode).toBe(400);
    expect((await ctx.request.put("/api/push/preferences", { enabled: ["nope"] }, { as })).statusCode).toBe(400);
    expect(await pushState(ctx)).toEqual(before);
    const mine = (await ctx.request.get("/api/push/settings", { as })).json().devices as { id: number }[];
    const ids = new Set(before.devices.filter((d) => d.userId === people.renter.id).map((d) => d.id));
    expect(new Set(mine.map((d) => d.id))).toEqual(ids);
  });

  it("the test push without any device is refused with 409", async ({ ctx }) => {
    const { buildRenter } = await import("../../test/factories");
    const lonely = await buildRenter(ctx);
    const res = await ctx.request.post("/api/push/test", {}, { as: lonely });
    expect(res.statusCode).toBe(409);
  });
});
