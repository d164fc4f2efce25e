/**
 * Booking creation under load (issue 4): many renters on few gear items (most
 * requests lose to the exclusion constraint → 409) and on many items (most win),
 * on PGlite and, when reachable, PostgreSQL. Prints requests/s, p50 and p99.
 *
 *   node --import tsx bench/booking-create.ts [seconds=10] [connections=50]
 *
 * BENCH_DATABASES=pglite (or postgres) runs one of the two only.
 *
 * The requests come from a worker thread (booking-load-worker.ts), so the load
 * generator does not share the event loop the server and PGlite run on; each run
 * first opens its connections (one GET /api/health each), so p99 is the server's
 * and not TCP set-up. Before the measured runs, 2 s of requests on 500 gear of
 * their own warm the server up (not printed). "CPU/req" is this process's CPU
 * time (server, PGlite and the load generator's thread) per answered request:
 * steadier than req/s on a shared machine. "busy" is how much of the run each event
 * loop spent working: the server's (PGlite runs on it) and the load generator's. A
 * server at 100 % with the load generator well below is the server's own limit.
 * BENCH_CPU_PROFILE=<dir> writes a CPU profile of each run (profileIfAsked).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { insertPasswordAccount } from "../src/server/accounts-store";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { gear, owners } from "../src/server/db/schema";
import { newId } from "../src/server/lib/ids";
import { todayInMalaysia } from "../src/shared/dates";
import type { BookingLoad } from "./booking-load-worker";
import { fmt, type LoadResult } from "./load";

const SECONDS = Number(process.argv[2] ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = Number(process.argv[3] ?? 50);
const RENTERS = 100;
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const pct = (share: number) => `${(share * 100).toFixed(0)} %`;

/** The worker's entry: TypeScript through tsx, which a worker thread does not inherit from `--import tsx`. */
const LOAD_WORKER = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL("./booking-load-worker.ts", import.meta.url).href)}); })`;

async function scenario(label: string, database: Database, dataDir: string) {
  // TRUST_PROXY: each renter signs in from its own X-Forwarded-For address, so the per-address sign-in limit does not apply.
  const config = loadConfig({
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    DATA_DIR: dataDir,
    PORT: "0",
    TRUST_PROXY: "true",
    // The bench measures throughput under a queue it makes on purpose: no shedding (plugins/load-shedding.ts).
    MAX_EVENT_LOOP_DELAY_MS: "0",
  });
  const app = await buildApp({ config, database, secret: "b".repeat(32), distDir: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const { db } = database;

  const address = {
    streetAddress: "1 Jalan Bench",
    postalCode: "50000",
    city: "Kuala Lumpur",
    state: "Selangor",
    verificationStatus: "verified",
    isVerified: true,
  } as const;
  const cookies: string[] = [];
  for (let i = 0; i < RENTERS; i++) {
    const email = `renter${i}-${label}@bench.test`;
    await insertPasswordAccount(
      db,
      app.deps.auth,
      { name: `Renter ${i}`, email, emailVerified: true, ...address },
      "bench-password",
    );
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: config.publicUrl, "x-forwarded-for": `10.0.${i}.1` },
      body: JSON.stringify({ email, password: "bench-password" }),
    });
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
  }
  const ownerId = await insertPasswordAccount(
    db,
    app.deps.auth,
    { name: "Bench Owner", email: `owner-${label}@bench.test`, emailVerified: true },
    "bench-password",
  );
  await db
    .insert(owners)
    .values({ userId: ownerId, username: `bench_${label}`.slice(0, 20), displayName: "Bench Owner" });
  const makeGear = async (n: number) => {
    const ids = Array.from({ length: n }, () => newId());
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .insert(gear)
        .values(
          ids
            .slice(i, i + 500)
            .map((id) => ({ id, ownerId, name: "Bench camera", category: "cameras", pricePerDay: 10000 })),
        );
    }
    return ids;
  };

  const today = todayInMalaysia();
  /** Requests from a worker thread for `seconds`; `measure` runs as they start, and gets them done. */
  const sendBookings = (gearIds: string[], seconds: number, keyPrefix: string, measure = async () => {}) => {
    const load: BookingLoad = {
      base,
      origin: config.publicUrl,
      cookies,
      gearIds,
      today,
      keyPrefix,
      connections: CONNECTIONS,
      seconds,
    };
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: load });
    return new Promise<LoadResult & { busy: number }>((resolve, reject) => {
      worker.on("message", (m: { ready?: true; result?: LoadResult; busy?: number }) => {
        if (m.ready) return void measure().then(() => worker.postMessage("go"), reject);
        void worker.terminate();
        resolve({ ...m.result!, busy: m.busy! });
      });
      worker.on("error", reject);
    });
  };
  const run = async (name: string, gearIds: string[]) => {
    const tag = `${label}-${name.split(" ")[0]}`;
    let stopProfile = async () => {};
    let cpu = process.cpuUsage();
    // How busy the server's event loop (PGlite's too) was over the run, beside the
    // load generator's (its own figure): which is full tells where a faster run must come from.
    let serverIdle = performance.eventLoopUtilization();
    const r = await sendBookings(gearIds, SECONDS, `bench-${tag}`, async () => {
      stopProfile = await profileIfAsked(tag);
      serverIdle = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
    });
    const used = process.cpuUsage(cpu);
    const server = performance.eventLoopUtilization(serverIdle).utilization;
    await stopProfile();
    const cpuPerRequest = (used.user + used.system) / 1000 / r.requests;
    console.log(
      `${label.padEnd(9)} ${name.padEnd(28)} ${fmt(r)}   CPU/req ${cpuPerRequest.toFixed(1)} ms` +
        `   busy: server ${pct(server)}, load ${pct(r.busy)}`,
    );
  };
  // A warm-up on gear of its own (not measured), as a server that has been up a while:
  // compiled code, and PGlite's caches of the tables and statements a booking uses.
  await sendBookings(await makeGear(500), WARM_UP_SECONDS, `bench-${label}-warm`);
  await run("contended (5 gear)", await makeGear(5));
  await run("uncontended (5000 gear)", await makeGear(5000));
  await app.close();
}

/**
 * BENCH_CPU_PROFILE=<dir>: a CPU profile of each run's load window only (not the
 * set-up's sign-ins), written as <dir>/<database>-<run>.cpuprofile for Chrome's
 * DevTools or any .cpuprofile reader.
 */
async function profileIfAsked(name: string): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return async () => {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

const dir = mkdtempSync(path.join(tmpdir(), "sewagear-bench-"));
try {
  console.log(`booking creation, ${CONNECTIONS} connections, ${SECONDS} s per run`);
  if (DATABASES.includes("pglite")) {
    const lite = await openDatabase({ dir: path.join(dir, "db") });
    await scenario("pglite", lite, dir);
    await lite.close();
  }

  const admin = new pg.Client({ connectionString: PG_URL });
  const reachable =
    DATABASES.includes("postgres") &&
    (await admin.connect().then(
      () => true,
      () => false,
    ));
  if (reachable) {
    const name = `sewagear_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const server = await openDatabase({ url: url.toString() });
    await scenario("postgres", server, dir);
    await server.close();
    // pool.end() resolves before its sockets are gone; let them go before the forced drop.
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  } else if (DATABASES.includes("postgres")) {
    console.log("postgres: not reachable at", PG_URL, "(set BENCH_PG_URL)");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
