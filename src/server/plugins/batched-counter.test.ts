import { and, eq } from "drizzle-orm";
import { rateLimitCounters } from "../db/schema/limits";
import { afterAll, appTest, describe, expect } from "../test/fixtures";
import { awayFromWindowEdge } from "../test/window-edge";
import { buildTestApp, type TestApp } from "../test/test-app";
import { FLUSH_MS } from "./batched-counter";

/** Decision record 026: the default per-address limit counted in memory, written in batches. */
const env = { RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "1", MAX_EVENT_LOOP_DELAY_MS: "0" };
const it = appTest(env);

let second: TestApp | undefined;
afterAll(async () => {
  await second?.close();
});

const stored = async (ctx: TestApp, address: string) =>
  (
    await ctx.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.bucket, "api"), eq(rateLimitCounters.key, address)))
  )[0]?.hits ?? 0;

const burst = (app: TestApp, n: number, address: string) =>
  Promise.all(
    Array.from({ length: n }, () =>
      app.request.get("/api/public-config", { headers: { "x-forwarded-for": address } }).then((r) => r.statusCode),
    ),
  );

describe("the default limit, counted in memory", () => {
  // The file's first test also builds the app: slow on a busy machine.
  it("writes the hits counted in memory within the flush interval", { timeout: 90_000 }, async ({ ctx }) => {
    await awayFromWindowEdge(15_000);
    expect(await burst(ctx, 20, "203.0.113.70")).toEqual(Array(20).fill(200));
    await new Promise((r) => setTimeout(r, FLUSH_MS * 3));
    expect(await stored(ctx, "203.0.113.70")).toBe(20);
  });

  it("writes many addresses' hits together, each to its own total, adding to what was stored", async ({ ctx }) => {
    await awayFromWindowEdge(15_000);
    const addresses = ["203.0.113.80", "203.0.113.81", "203.0.113.82", "2001:db8::83"];
    // Each address's first hit is written at once; the rest wait for the flush, all in one upsert.
    await Promise.all(addresses.map((a, i) => burst(ctx, 3 + i * 4, a)));
    await new Promise((r) => setTimeout(r, FLUSH_MS * 3));
    expect(await Promise.all(addresses.map((a) => stored(ctx, a)))).toEqual([3, 7, 11, 15]);
    // A second batch adds to the stored totals.
    await Promise.all(addresses.map((a) => burst(ctx, 2, a)));
    await new Promise((r) => setTimeout(r, FLUSH_MS * 3));
    expect(await Promise.all(addresses.map((a) => stored(ctx, a)))).toEqual([5, 9, 13, 17]);
  });

  it(
    "a second process on the database starts from the total the first counted: 300 a minute in all",
    {
      timeout: 90_000,
    },
    async ({ ctx }) => {
      second = await buildTestApp(env, { shareDatabaseOf: ctx });
      await awayFromWindowEdge(15_000);
      const address = "203.0.113.71";
      expect((await burst(ctx, 200, address)).filter((s) => s !== 200)).toEqual([]);
      await new Promise((r) => setTimeout(r, FLUSH_MS * 3));
      const answers = await burst(second, 101, address);
      expect(answers.filter((s) => s === 429)).toHaveLength(1);
      // And the first process, past half the limit, judges every hit by the stored total.
      expect(await burst(ctx, 3, address)).toEqual([429, 429, 429]);
    },
  );
});
