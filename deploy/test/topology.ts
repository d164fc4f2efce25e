/**
 * `npm run test:deploy` (CI, after `npm test`): the deployment of docs/deploy.md
 * on loopback — nginx terminating TLS (self-signed, openssl) in front of two
 * compiled app processes (RUN_WORKER=false) and one `npm run worker`, on a fresh
 * PostgreSQL database — and proofs that it works: a booking journey over HTTPS;
 * a live event made on one process reaches a client of the other; one process
 * SIGKILLed during a load of bookings loses no acknowledged booking and the load
 * completes through the other; the worker sends the e-mails. Prints figures,
 * cleans up every process, the database and the temp dir, exits 1 on any failure.
 * PostgreSQL: DEPLOY_PG_URL, else CI_POSTGRES_URL, else postgres@127.0.0.1:5432.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { addDays, todayInMalaysia } from "../../src/shared/dates";
import { MAX_PAGE_SIZE } from "../../src/shared/search-contracts";
import { client, cookieOf, type Client } from "./https-client";
import { bookingLoad } from "./load";
import { freePort } from "../../src/server/test/ports";
import { onStop, selfSignedCertificate, startNginx, startProcess, startSmtp, stopAll, waitFor } from "./stack";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN_URL =
  process.env.DEPLOY_PG_URL ?? process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "sewagear-demo";
const LOAD_BOOKINGS = 120;
const started = Date.now();
const failures: string[] = [];

function prove(name: string, ok: boolean, detail: string) {
  console.log(`${ok ? "  ok  " : "  FAIL"} ${name}: ${detail}`);
  if (!ok) failures.push(name);
}

/** The web build the apps serve: dist/, or WEB_DIST_DIR (a build of one's own while others rebuild dist/). */
const WEB_DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(ROOT, "dist");

function build() {
  // The web build is what `npm test` made just before (test:e2e); the server bundle is quick, so always fresh.
  const script = existsSync(path.join(WEB_DIST, "index.html")) ? "build:server" : "build";
  execFileSync("npm", ["run", "--silent", script], { cwd: ROOT, stdio: "inherit" });
}

async function freshDatabase() {
  const name = `sg_deploy_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  onStop("database", async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function signIn(api: Client, email: string) {
  const res = await api.call("POST", "/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${res.text}`);
  return cookieOf(res);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-deploy-"));
  onStop("temp dir", async () => rmSync(dir, { recursive: true, force: true }));
  build();
  const db = await freshDatabase();
  const tls = selfSignedCertificate(dir);
  const smtp = await startSmtp();
  const [httpsPort, httpPort, port1, port2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const publicUrl = `https://localhost:${httpsPort}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    WEB_DIST_DIR: WEB_DIST,
    DATABASE_URL: db.url,
    PUBLIC_URL: publicUrl,
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    RUN_WORKER: "false",
    SEED_DEMO: "false",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DATA_DIR: path.join(dir, "data"),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SCAM_MATCH_KEY: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    // Every request of this test comes from 127.0.0.1: per-address limits would refuse the load.
    RATE_LIMIT_FACTOR: "0",
    JOB_POLL_MS: "250",
  };
  const node = process.execPath;
  // As the systemd units start them: V8's young generation capped (ADR 044), the tracing preload first (ADR 042; off here, no OTEL_* set).
  const preload = [
    "--max-semi-space-size=8",
    "--import",
    pathToFileURL(path.join(ROOT, "build/server/tracing.js")).href,
  ];
  const main = path.join(ROOT, "build/server/main.js");
  const health = (port: number) => () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok);

  // The first process migrates and seeds the demo data; then the rest start on it, as systemd would after an upgrade.
  const app1 = startProcess("app-1", dir, node, [...preload, main], { ...env, PORT: String(port1), SEED_DEMO: "true" });
  await waitFor("app-1", health(port1), 150_000, app1.child);
  const app2 = startProcess("app-2", dir, node, [...preload, main], { ...env, PORT: String(port2) });
  const worker = startProcess("worker", dir, node, [...preload, path.join(ROOT, "build/server/worker-main.js")], env);
  await waitFor("app-2", health(port2), 90_000, app2.child);
  const nginx = startNginx(dir, path.join(ROOT, "deploy/nginx/sewagear.conf"), {
    https: httpsPort,
    http: httpPort,
    apps: [port1, port2],
    cert: tls.cert,
    key: tls.key,
  });
  const api = client(publicUrl, { ca: tls.pem, origin: publicUrl });
  onStop("client", async () => api.close());
  await waitFor("nginx", async () => (await api.call("GET", "/api/health")).status === 200, 20_000, nginx.child);
  console.log(
    `deploy: up in ${((Date.now() - started) / 1000).toFixed(1)} s (nginx :${httpsPort} → :${port1}, :${port2}; worker; ${db.name})`,
  );

  const home = await api.call("GET", "/");
  prove("web app over HTTPS", home.status === 200 && /<div id="root"/.test(home.text), `GET / → ${home.status}`);
  const plain = await client(`http://127.0.0.1:${httpPort}`, { origin: publicUrl }).call("GET", "/gear");
  prove("HTTP redirects to HTTPS", plain.status === 301, `${plain.status} → ${plain.headers.location}`);

  // --- The journey through nginx: a new account (mail), the demo renter books, the owner approves.
  const newcomer = `deploy-${randomBytes(3).toString("hex")}@sewagear.test`;
  const registered = await api.call("POST", "/api/register", {
    body: { name: "Deploy Tester", email: newcomer, password: "deploy-password-1" },
  });
  // A sign-up answers 202 "check your e-mail" whether or not the address has an account (ADR 035).
  prove("sign-up over HTTPS", registered.status === 202, `→ ${registered.status}`);
  const renter = await signIn(api, "renter@sewagear.test");
  const owner = await signIn(api, "owner@sewagear.test");
  const lensmaster = (await api.call("GET", "/api/owners/lensmaster")).json<{ gear: { id: string }[] }>();
  const [journeyGear, liveGear] = lensmaster.gear;
  const day = addDays(todayInMalaysia(), 40);
  const booked = await api.call("POST", "/api/bookings", {
    cookie: renter,
    headers: { "idempotency-key": `deploy-journey-${randomBytes(4).toString("hex")}` },
    body: { gearId: journeyGear!.id, startDate: day, endDate: day },
  });
  const bookingId = booked.status === 201 ? booked.json<{ booking: { id: string } }>().booking.id : "";
  const approved = await api.call("POST", `/api/bookings/${bookingId}/transitions`, {
    cookie: owner,
    body: { to: "approved" },
  });
  const seen = await api.call("GET", `/api/bookings/${bookingId}`, { cookie: renter });
  const status = seen.status === 200 ? seen.json<{ booking: { status: string } }>().booking.status : `${seen.status}`;
  prove(
    "booking journey over HTTPS",
    booked.status === 201 && approved.status === 200 && status === "approved",
    `book → ${booked.status}, approve → ${approved.status}, renter sees ${status}`,
  );

  // --- Live events across processes: the owner listens on app-2, the renter books on app-1.
  const direct1 = client(`http://127.0.0.1:${port1}`, { origin: publicUrl });
  const direct2 = client(`http://127.0.0.1:${port2}`, { origin: publicUrl });
  onStop("direct clients", async () => (direct1.close(), direct2.close()));
  const events: { id?: string; at: number }[] = [];
  const stopListening = await direct2.events("/api/events", owner, (_name, data) =>
    events.push({ ...(JSON.parse(data) as { id?: string }), at: Date.now() }),
  );
  const liveDay = addDays(todayInMalaysia(), 41);
  const sentAt = Date.now();
  const liveBooking = await direct1.call("POST", "/api/bookings", {
    cookie: renter,
    headers: { "idempotency-key": `deploy-live-${randomBytes(4).toString("hex")}` },
    body: { gearId: liveGear!.id, startDate: liveDay, endDate: liveDay },
  });
  const liveId = liveBooking.status === 201 ? liveBooking.json<{ booking: { id: string } }>().booking.id : "?";
  await waitFor("live event", async () => events.some((e) => e.id === liveId), 5_000).catch(() => {});
  const arrived = events.find((e) => e.id === liveId);
  stopListening();
  prove(
    "live event from app-1 reaches a client of app-2",
    Boolean(arrived),
    arrived ? `${arrived.at - sentAt} ms after the POST` : `booking ${liveBooking.status}, no event in 5 s`,
  );

  // --- A load of bookings through nginx; app-1 is SIGKILLed a third of the way in.
  const gear = (await api.call("GET", `/api/gear?pageSize=${MAX_PAGE_SIZE}`)).json<{ items: { id: string }[] }>().items;
  const slots = Array.from({ length: LOAD_BOOKINGS }, (_, i) => ({
    gearId: gear[i % gear.length]!.id,
    date: addDays(todayInMalaysia(), 55 + Math.floor(i / gear.length)),
  }));
  const keyPrefix = `deploy-load-${randomBytes(4).toString("hex")}`;
  let killedAt = -1;
  const load = await bookingLoad({
    api,
    cookie: renter,
    slots,
    keyPrefix,
    concurrency: 12,
    onProgress(acknowledged) {
      if (killedAt < 0 && acknowledged >= LOAD_BOOKINGS / 3) {
        killedAt = acknowledged;
        app1.child.kill("SIGKILL");
      }
    },
  });
  const rows = await presentRows(db.url, keyPrefix);
  const presentIds = new Set(rows.map((r) => r.id));
  const lost = [...load.acknowledged.values()].filter((id) => !presentIds.has(id));
  console.log(
    `load: ${LOAD_BOOKINGS} bookings, ${load.requests} requests (${load.retries} retries after ${load.transient} 502/503/504 or dropped connections) in ${(load.ms / 1000).toFixed(1)} s; app-1 killed after ${killedAt} acknowledged`,
  );
  console.log(
    `load: acknowledged ${load.acknowledged.size}, refused as taken ${load.refused}, present in the database ${rows.length}, lost ${lost.length}, other answers ${load.unexpected.length}`,
  );
  for (const u of load.unexpected.slice(0, 5)) console.log(`      ${u}`);
  prove(
    "app-1 was killed during the load",
    killedAt > 0 && killedAt < load.acknowledged.size,
    `at ${killedAt} of ${load.acknowledged.size}`,
  );
  prove(
    "the load completes through app-2",
    load.acknowledged.size + load.refused === LOAD_BOOKINGS && load.unexpected.length === 0,
    `${load.acknowledged.size} + ${load.refused} taken of ${LOAD_BOOKINGS}`,
  );
  prove(
    "no acknowledged booking lost, none made twice",
    lost.length === 0 && rows.length === load.acknowledged.size,
    `${load.acknowledged.size} acknowledged, ${rows.length} present`,
  );

  // --- E-mail: the apps run without a worker, so every message received was sent by the worker.
  const mailJobs = () => presentMailJobs(db.url);
  await waitFor("mail jobs", async () => (await mailJobs()).waiting === 0, 60_000, worker.child).catch(() => {});
  const jobs = await mailJobs();
  await waitFor("smtp", async () => smtp.received.length >= jobs.done, 5_000).catch(() => {});
  const to = new Set(smtp.received.flatMap((m) => m.to));
  // The newcomer's verification mail links to the public HTTPS address (quoted-printable soft breaks undone).
  const welcome = smtp.received.find((m) => m.to.includes(newcomer))?.raw.replace(/=\r?\n/g, "") ?? "";
  prove(
    "the e-mail links to the public address",
    welcome.includes(`${publicUrl}/`),
    `${publicUrl}/… in the newcomer's mail`,
  );
  prove(
    "the worker sends the e-mails",
    jobs.waiting === 0 &&
      jobs.done > 0 &&
      smtp.received.length === jobs.done &&
      to.has(newcomer) &&
      to.has("owner@sewagear.test"),
    `${smtp.received.length} received for ${jobs.done} e-mail jobs done (${jobs.waiting} waiting); the newcomer's and the owner's among them`,
  );
}

async function presentRows(url: string, keyPrefix: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ id: string }>("select id from bookings where idempotency_key like $1", [`${keyPrefix}-%`]))
      .rows;
  } finally {
    await c.end();
  }
}

async function presentMailJobs(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ waiting: number; done: number }>(
      `select count(*) filter (where done_at is null and failed_at is null)::int as waiting,
              count(*) filter (where done_at is not null)::int as done
       from jobs where kind = 'email'`,
    );
    return rows[0]!;
  } finally {
    await c.end();
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(1)));
}
try {
  await main();
} catch (err) {
  console.error(err);
  failures.push("setup");
} finally {
  await stopAll();
}
console.log(
  `deploy: ${failures.length ? `FAILED (${failures.join("; ")})` : "all proofs hold"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failures.length ? 1 : 0);
