/**
 * The public reads people arrive on (issue 16, "Figures to reach"): gear detail, owner
 * profile and availability, then reviews, the Wanted board, featured gear and state
 * counts, on a fresh PGlite with the demo data, driven by autocannon at 50 connections
 * beside a bare Fastify hello-world in the same run. Prints p50, p99, requests/s and each
 * mix's share of hello-world. Then the same with owners blocking days five times a second
 * (a write that changes what some of these answers say): search (plain and dates) and the
 * gear page's reads, to show a write drops only the answers it can change.
 *
 *   node --import tsx bench/public-reads.ts [seconds=10] [connections=50]
 *
 * WRITES_PER_SECOND (5) sets the rate of the mixed runs.
 *
 * With a build in dist/ (`npm run build`), the five server-rendered pages too, as a
 * browser opens them (HTML, signed out), alone and with the writes.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { drive as driveAt, figuresLine, type Figures, startHelloWorld } from "./beside-hello-world";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { gear, gearHolds, owners, reviews } from "../src/server/db/schema";
import { seedDemo } from "../src/server/seed/demo";
import { addDays, todayInMalaysia } from "../src/shared/dates";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
/** At this bench's connections; `seconds` differs only for the warm-up. */
const drive = (base: string, paths: string[], seconds = SECONDS) => driveAt(base, paths, CONNECTIONS, seconds);
const WRITES_PER_SECOND = Number(process.env.WRITES_PER_SECOND ?? 5);

const dir = mkdtempSync(path.join(tmpdir(), "sewagear-bench-reads-"));
try {
  const database = await openDatabase({ dir: path.join(dir, "db") });
  // Per-address limits off: every request of the load comes from one address.
  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", DATA_DIR: dir, RATE_LIMIT_FACTOR: "0" });
  // The server-rendered pages need the build (its server entry and template).
  const built = existsSync(path.resolve("dist/ssr/entry-server.js"));
  const distDir = built ? path.resolve("dist") : false;
  const app = await buildApp({ config, database, secret: "x".repeat(32), distDir });
  const started = performance.now();
  await seedDemo(database.db, app.deps.auth, app.deps.storage);
  console.log(`seeded the demo data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const hello = await startHelloWorld();

  // Three listings of three owners (lensmaster's first), the gear with the most reviews among them.
  const items = await database.db
    .select({ id: gear.id, username: owners.username })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(eq(gear.status, "active"))
    .orderBy(sql`${owners.username} = 'lensmaster' desc`, desc(gear.createdAt));
  const picked = [...new Map(items.map((i) => [i.username, i])).values()].slice(0, 3);
  const [reviewed] = await database.db
    .select({ id: reviews.subjectId })
    .from(reviews)
    .where(eq(reviews.subjectType, "gear"))
    .groupBy(reviews.subjectId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const today = todayInMalaysia();
  const window = (offset: number, days: number) => `from=${addDays(today, offset)}&to=${addDays(today, offset + days)}`;
  const mixes: Record<string, string[]> = {
    "gear detail": picked.map((i) => `/api/gear/${i.id}`),
    "owner profile": picked.map((i) => `/api/owners/${i.username}`),
    availability: picked.map((i) => `/api/gear/${i.id}/availability`),
    reviews: [`/api/reviews?subjectType=gear&subjectId=${reviewed?.id ?? picked[0]!.id}`],
    "wanted board": ["/api/wanted", "/api/wanted?page=2"],
    "featured + state counts": ["/api/gear/featured", "/api/gear/state-counts"],
    search: ["/api/gear", "/api/gear?page=2", "/api/gear?category=cameras&sort=price_asc", "/api/gear?q=sony"],
  };
  const pages: Record<string, string[]> = built
    ? {
        "page /": ["/"],
        "page /learnmore": ["/learnmore", "/learnmore?category=cameras"],
        "page /gear/:id": picked.map((i) => `/gear/${i.id}`),
        "page /owner/:identifier": picked.map((i) => `/owner/${i.username}`),
        "page /wanted": ["/wanted"],
      }
    : {};
  if (!built) console.log("no build in dist/ (npm run build): the server-rendered pages are left out");
  Object.assign(mixes, pages);
  const withWrites: Record<string, string[]> = {
    "search (plain, dates)": [
      "/api/gear",
      "/api/gear?page=2",
      `/api/gear?${window(10, 3)}`,
      `/api/gear?${window(30, 6)}`,
    ],
    "gear page reads": [...mixes["gear detail"]!, ...mixes.availability!, ...mixes["owner profile"]!],
  };
  if (built) withWrites["the five pages"] = Object.values(pages).flat();

  // Warm up: the first queries plan and fill PGlite's caches.
  for (const paths of [...Object.values(mixes), ...Object.values(withWrites)])
    for (const p of paths) {
      const res = await fetch(base + p);
      if (!res.ok) throw new Error(`${p} answered ${res.status}`);
      await res.arrayBuffer();
    }

  // And under load for a few seconds, so the first mix does not pay for the JIT warming the request path.
  await drive(base, Object.values(mixes).flat(), 3);

  console.log(
    `\npublic reads on PGlite (demo data), ${CONNECTIONS} connections, ${SECONDS} s per mix (${new Date().toISOString().slice(0, 16)} UTC)`,
  );
  const helloFigures = await drive(hello.base, ["/"]);
  const line = (name: string, f: Figures) => figuresLine(name, f, helloFigures, 34);
  for (const [name, paths] of Object.entries(mixes)) console.log(line(name, await drive(base, paths)));

  // Owners block single days far ahead, on a listing none of the mixes reads, WRITES_PER_SECOND
  // times a second: what a search by dates far off, the owner's profile and that gear's
  // availability say changes; the rest may stay kept.
  const [writer] = await database.db
    .select({ id: gear.id })
    .from(gear)
    .where(and(eq(gear.status, "active"), sql`${gear.id} not in ${picked.map((i) => i.id)}`))
    .limit(1);
  let next = addDays(today, 400);
  const startWrites = () =>
    setInterval(() => {
      const start = next;
      next = addDays(next, 1);
      database.db
        .insert(gearHolds)
        .values({ gearId: writer!.id, kind: "block", period: `[${start},${addDays(start, 1)})` })
        .then(
          () => {},
          (err: Error) => console.error("block write failed:", err.message),
        );
    }, 1000 / WRITES_PER_SECOND);
  for (const [name, paths] of Object.entries(withWrites)) {
    const writes = startWrites();
    console.log(line(`${name}, ${WRITES_PER_SECOND} writes/s`, await drive(base, paths)));
    clearInterval(writes);
  }
  console.log(line("hello-world (bare Fastify)", helloFigures));

  await hello.close();
  await app.close();
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
