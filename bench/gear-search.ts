/**
 * Catalogue search under load (issue 3, "Speed"): a fresh PGlite with the real
 * schema, 20 owners, 10,000 gear items and 100,000 bookings (each with its
 * gear_holds row), then GET /api/gear mixes driven by autocannon at 50
 * connections, and a bare Fastify hello-world in the same run for scale.
 * Prints p50, p99, requests/s and each mix's share of hello-world's rate, then
 * the gzipped JavaScript the home page loads (bundle-size.ts's figures, from
 * dist/, which is built first when it is missing).
 *
 *   node --import tsx bench/gear-search.ts [seconds=10] [connections=50]
 *
 * EXPLAIN=1 also prints EXPLAIN ANALYZE of each mix's first query; BENCH_DB_DIR=<dir>
 * keeps the filled database there for the next run; WRITES_PER_SECOND (5) sets the
 * rate of owner blocks written during the last, mixed run; UNCACHED=1 also drives
 * every mix against the same queries with nothing kept (no read cache).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { drive as driveAt, figuresLine, type Figures, startFixedAnswer, startHelloWorld } from "./beside-hello-world";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { bookings, gear, gearHolds, owners, users } from "../src/server/db/schema";
import { newId } from "../src/server/lib/ids";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { countGear, findGearPage } from "../src/server/modules/search/repository";
import { GEAR_CATEGORY_IDS } from "../src/shared/gear";
import { MALAYSIAN_STATES } from "../src/shared/malaysia";
import { GearSearchQuery } from "../src/shared/search-contracts";
import { measureHomeBundle, printHomeBundle } from "./bundle-size";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const drive = (base: string, paths: string[]) => driveAt(base, paths, CONNECTIONS, SECONDS);
const OWNERS = 20;
const RENTERS = 50;
const GEAR = 10_000;
const BOOKINGS_PER_GEAR = 10;
const BATCH = 1000;
const WRITES_PER_SECOND = Number(process.env.WRITES_PER_SECOND ?? 5);

const BRANDS = [
  "Sony",
  "Canon",
  "Nikon",
  "Fujifilm",
  "Blackmagic",
  "DJI",
  "Aputure",
  "Godox",
  "Rode",
  "Sennheiser",
  "Zoom",
  "Manfrotto",
  "SmallRig",
  "Sigma",
  "Tamron",
];
const MODELS = [
  "FX3",
  "FX6",
  "A7S III",
  "R5",
  "C70",
  "Z6 II",
  "X-H2S",
  "Pocket 6K",
  "Mavic 3",
  "600d",
  "SL60W",
  "Wireless GO II",
  "MKE 600",
  "H6",
  "504X",
  "24-70mm",
  "70-200mm",
  "35mm",
  "Ronin RS3",
  "Cage",
];

/** A small deterministic generator, so every run fills the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!;

async function fill(database: Database) {
  const { db } = database;
  const r = rng(42);
  const today = todayInMalaysia();
  const ownerIds = Array.from({ length: OWNERS }, () => newId());
  const renterIds = Array.from({ length: RENTERS }, () => newId());
  await db
    .insert(users)
    .values([
      ...ownerIds.map((id, i) => ({ id, name: `Owner ${i}`, email: `owner${i}@bench.test`, emailVerified: true })),
      ...renterIds.map((id, i) => ({ id, name: `Renter ${i}`, email: `renter${i}@bench.test`, emailVerified: true })),
    ]);
  await db.insert(owners).values(
    ownerIds.map((userId, i) => ({
      userId,
      username: `bench_owner_${i}`,
      displayName: `Bench Owner ${i}`,
      state: MALAYSIAN_STATES[i % MALAYSIAN_STATES.length],
    })),
  );

  const items: { id: string; ownerId: string; name: string; price: number }[] = [];
  const now = Date.now();
  for (let start = 0; start < GEAR; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, GEAR - start) }, (_, k) => {
      const n = start + k;
      const brand = pick(r, BRANDS);
      const model = pick(r, MODELS);
      const price = 2000 + Math.round(r() * 480) * 100;
      const student = r() < 0.2;
      const row = {
        id: newId(),
        ownerId: ownerIds[n % OWNERS]!,
        name: `${brand} ${model} #${n}`,
        brand,
        model,
        category: pick(r, GEAR_CATEGORY_IDS),
        state: pick(r, MALAYSIAN_STATES),
        description: `${brand} ${model} in good condition, with batteries and a case.`,
        pricePerDay: price,
        enableStudentRate: student,
        studentPrice: student ? Math.round(price * 0.8) : null,
        deposit: price * 5,
        createdAt: new Date(now - n * 60_000),
      };
      items.push({ id: row.id, ownerId: row.ownerId, name: row.name, price });
      return row;
    });
    await db.transaction(async (tx) => {
      await tx.insert(gear).values(rows);
    });
  }

  // Ten bookings per item, one every two weeks from 60 days ago: they never overlap on one item.
  const statuses = ["confirmed", "approved", "pending"] as const;
  let batch: { booking: typeof bookings.$inferInsert; hold: typeof gearHolds.$inferInsert }[] = [];
  const flush = async () => {
    await db.transaction(async (tx) => {
      await tx.insert(bookings).values(batch.map((b) => b.booking));
      await tx.insert(gearHolds).values(batch.map((b) => b.hold));
    });
    batch = [];
  };
  for (const [i, item] of items.entries()) {
    for (let k = 0; k < BOOKINGS_PER_GEAR; k++) {
      const days = 1 + Math.floor(r() * 5);
      const startDate = addDays(today, -60 + k * 14 + (i % 7));
      const endDate = addDays(startDate, days - 1);
      const id = newId();
      const subtotal = item.price * days;
      batch.push({
        booking: {
          id,
          gearId: item.id,
          ownerId: item.ownerId,
          renterId: renterIds[(i + k) % RENTERS]!,
          equipmentName: item.name,
          userName: "Bench Renter",
          status: pick(r, statuses),
          startDate,
          endDate,
          days,
          rate: item.price,
          rateSource: "daily",
          subtotal,
          total: subtotal,
          deposit: item.price * 5,
        },
        // A booking hold names the unit it holds (gear_holds_booking_unit); every bench listing has one.
        hold: {
          gearId: item.id,
          kind: "booking",
          bookingId: id,
          unitNumber: 1,
          period: `[${startDate},${addDays(endDate, 1)})`,
        },
      });
      if (batch.length === BATCH) await flush();
    }
  }
  if (batch.length) await flush();
  await db.execute("analyze");
}

/** Each mix cycles through a few URLs, so no single plan or cache line flatters it. */
function mixes(today: string): Record<string, string[]> {
  const window = (offset: number, days: number) => `from=${addDays(today, offset)}&to=${addDays(today, offset + days)}`;
  return {
    plain: ["/api/gear", "/api/gear?page=2", "/api/gear?page=5"],
    "category+state+price_asc": [
      "/api/gear?category=cameras&state=Selangor&sort=price_asc",
      "/api/gear?category=lenses&state=Johor&sort=price_asc",
      "/api/gear?category=lighting&state=Sabah&sort=price_asc&page=2",
    ],
    "q text": ["/api/gear?q=sony+fx", "/api/gear?q=canon", "/api/gear?q=apu+600", "/api/gear?q=wireless"],
    "price range": [
      "/api/gear?minPrice=10000&maxPrice=20000",
      "/api/gear?minPrice=30000&sort=price_asc",
      "/api/gear?maxPrice=8000&sort=price_desc",
    ],
    "date range": [
      `/api/gear?${window(10, 3)}`,
      `/api/gear?${window(30, 6)}&category=cameras`,
      `/api/gear?${window(45, 1)}&sort=price_asc`,
    ],
  };
}

type QueryFn = (sql: string, params?: unknown[], options?: unknown) => Promise<{ rows: Record<string, unknown>[] }>;

/** EXPLAIN ANALYZE of the statements the service really sends for `url` (captured from PGlite's client). */
async function explain(database: Database, base: string, url: string) {
  const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
  const original = client.query.bind(client);
  const captured: { sql: string; params: unknown[] }[] = [];
  client.query = (sql, params = [], options) => {
    captured.push({ sql, params });
    return original(sql, params, options);
  };
  try {
    await (await fetch(base + url)).arrayBuffer();
  } finally {
    client.query = original;
  }
  for (const c of captured) {
    const plan = await original(`explain (analyze, buffers off) ${c.sql}`, c.params);
    console.log(
      `\n-- ${url}\n${c.sql}\n${JSON.stringify(c.params)}\n${plan.rows.map((row) => Object.values(row)[0]).join("\n")}`,
    );
  }
}

/**
 * The home page's JavaScript, measured before the load so a build (only when
 * dist/ has no manifest) does not compete with the server for the CPU. An
 * existing dist/ is used as it is: rebuilding it here could pull it from under
 * a browser test serving it; its build time is printed, so a stale one shows.
 */
function measureBundle() {
  const manifest = path.resolve("dist/.vite/manifest.json");
  if (!existsSync(manifest)) {
    console.log("dist/ has no build: running vite build");
    execFileSync("npx", ["vite", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  }
  return { bundle: measureHomeBundle("dist"), builtAt: statSync(manifest).mtime };
}

// BENCH_DB_DIR keeps the filled database between runs (filling takes about half a minute).
const keptDir = process.env.BENCH_DB_DIR;
const dir = keptDir ?? mkdtempSync(path.join(tmpdir(), "sewagear-bench-search-"));
try {
  const { bundle, builtAt } = measureBundle();
  const started = performance.now();
  const reuse = !!keptDir && existsSync(path.join(dir, "db", "PG_VERSION"));
  const database = await openDatabase({ dir: path.join(dir, "db") });
  if (reuse) console.log(`reusing the database in ${dir}`);
  else {
    await fill(database);
    console.log(
      `filled ${GEAR} gear, ${GEAR * BOOKINGS_PER_GEAR} bookings and holds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // Per-address limits off: every request of the load comes from one address.
  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", DATA_DIR: dir, RATE_LIMIT_FACTOR: "0" });
  const app = await buildApp({ config, database, secret: "x".repeat(32), distDir: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const hello = await startHelloWorld();

  const all = mixes(todayInMalaysia());
  if (process.env.EXPLAIN) for (const paths of Object.values(all)) await explain(database, base, paths[0]!);

  // Warm up: first queries plan and fill PGlite's caches.
  for (const paths of Object.values(all)) for (const p of paths) await (await fetch(base + p)).arrayBuffer();

  // What a search costs when its answer is not kept (the first request after any write).
  console.log("\nuncached search (page + total, one request at a time, mean of 20 per URL)");
  for (const [name, paths] of Object.entries(all)) {
    const filters = paths.map((p) => GearSearchQuery.parse(Object.fromEntries(new URL(p, base).searchParams)));
    const started = performance.now();
    for (let i = 0; i < 20; i++)
      for (const f of filters) await Promise.all([findGearPage(database.db, f), countGear(database.db, f)]);
    console.log(
      `${name.padEnd(26)} ${((performance.now() - started) / (20 * filters.length)).toFixed(1).padStart(6)} ms`,
    );
  }

  console.log(
    `\nGET /api/gear on PGlite, ${CONNECTIONS} connections, ${SECONDS} s per mix (${new Date().toISOString().slice(0, 10)})`,
  );
  const helloFigures = await drive(hello.base, ["/"]);
  const line = (name: string, f: Figures) => figuresLine(name, f, helloFigures, 26);
  for (const [name, paths] of Object.entries(all)) console.log(line(name, await drive(base, paths)));
  // The same bytes from a bare Fastify: the share the load generator leaves for an answer this size.
  const answer = await (await fetch(base + all.plain![0]!)).text();
  const fixed = await startFixedAnswer(answer);
  console.log(line(`bare Fastify, ${(answer.length / 1024).toFixed(1)} KB answer`, await drive(fixed.base, ["/"])));
  await fixed.close();
  if (process.env.UNCACHED) {
    // The same queries with nothing kept: what every request would cost without the read cache.
    const uncached = Fastify();
    uncached.get("/api/gear", async (req) => {
      const f = GearSearchQuery.parse(req.query);
      const [items, total] = await Promise.all([findGearPage(database.db, f), countGear(database.db, f)]);
      return { items, total, page: f.page, pageSize: f.pageSize };
    });
    await uncached.listen({ port: 0, host: "127.0.0.1" });
    const uncachedBase = `http://127.0.0.1:${(uncached.server.address() as { port: number }).port}`;
    for (const [name, paths] of Object.entries(all))
      console.log(line(`${name}, uncached`, await drive(uncachedBase, paths)));
    await uncached.close();
    // Let PGlite finish what the uncached run left queued, and the event loop settle, before the
    // next run: otherwise the app's load shedding answers its first requests 503.
    await database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  // Kept answers last until the next write: with owners blocking dates meanwhile, every
  // write sends the next request for each URL back to the database.
  const [someGear] = await database.db.select({ id: gear.id }).from(gear).orderBy(gear.id).limit(1);
  // After any block an earlier run (BENCH_DB_DIR) left, so no write hits the exclusion constraint.
  const [last] = await database.db
    .select({ end: sql<string | null>`max(upper(${gearHolds.period}))::text` })
    .from(gearHolds)
    .where(eq(gearHolds.gearId, someGear!.id));
  const farOff = addDays(todayInMalaysia(), 400);
  let next = last?.end && last.end > farOff ? last.end : farOff;
  const writer = setInterval(() => {
    const start = next;
    next = addDays(next, 1);
    // A Drizzle query runs when awaited or then()-ed, not when built.
    database.db
      .insert(gearHolds)
      .values({ gearId: someGear!.id, kind: "block", period: `[${start},${addDays(start, 1)})` })
      .then(
        () => {},
        (err: Error) => console.error("block write failed:", err.message),
      );
  }, 1000 / WRITES_PER_SECOND);
  const mixed = [...all.plain!, ...all["date range"]!];
  console.log(line(`mixed, ${WRITES_PER_SECOND} writes/s`, await drive(base, mixed)));
  clearInterval(writer);
  console.log(line("hello-world (bare Fastify)", helloFigures));
  console.log(`\nbuilt ${builtAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
  printHomeBundle(bundle);

  await hello.close();
  await app.close();
  await database.close();
} finally {
  if (!keptDir) rmSync(dir, { recursive: true, force: true });
}
