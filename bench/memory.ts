/**
 * `npm run build && node --import tsx bench/memory.ts [seconds=20] [connections=20]`
 *
 * Resident memory of the built server (build/server/main.js, started as the systemd units
 * start it) on the embedded database and on PostgreSQL, at three moments:
 *   start   a first start on an empty database with SEED_DEMO=false (migrations only);
 *   seeded  a start that seeds the demo data (SEED_DEMO=true), as `npm start` does the first time;
 *   restart a start on the seeded data, as after a reboot or an upgrade;
 *   load    the restarted server after `seconds` of public reads and server-rendered pages.
 * For each: RSS and its peak (VmHWM) from /proc, V8's heap, the memory outside it, the
 * WebAssembly memories (PGlite) and the C allocator's heap, then the same after a full GC
 * (bench/memory-probe.ts, preloaded). PostgreSQL: BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) — it creates and drops its own database;
 * BENCH_DATABASES=pglite or postgres runs one only. The server gets the V8 flags of
 * deploy/systemd/sewagear-app@.service's ExecStart (`--max…`), or BENCH_NODE_FLAGS instead
 * (BENCH_NODE_FLAGS=" " for none, as before ADR 044).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { drive } from "./beside-hello-world";
import { freePort } from "../src/server/test/ports";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.argv[2] ?? 20);
const CONNECTIONS = Number(process.argv[3] ?? 20);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TOKEN = randomBytes(16).toString("hex");
const SETTLE_MS = 3000;

interface ProbeSnapshot {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  heapLimit: number;
  wasm: number[];
}

/** RSS, peak RSS and the C allocator's [heap] mapping, in MB, from /proc. */
function procFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) / 1024;
  let mallocHeap = 0;
  let current = "";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) current = line.trim().split(/\s+/)[5] ?? "";
    else if (current === "[heap]" && line.startsWith("Rss:")) mallocHeap += Number(line.split(/\s+/)[1]) / 1024;
  }
  return { rss: kb("VmRSS"), peak: kb("VmHWM"), anon: kb("RssAnon"), file: kb("RssFile"), mallocHeap };
}

async function probe(server: Server): Promise<{ before: ProbeSnapshot; afterGc: ProbeSnapshot }> {
  rmSync(server.probeFile, { force: true });
  server.child.kill("SIGUSR2");
  for (let i = 0; i < 100 && !existsSync(server.probeFile); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 200));
  return JSON.parse(readFileSync(server.probeFile, "utf8"));
}

interface Server {
  child: ChildProcess;
  base: string;
  probeFile: string;
  startMs: number;
}

async function startServer(env: Record<string, string>, probeFile: string): Promise<Server> {
  const port = await freePort();
  const flags = (process.env.BENCH_NODE_FLAGS ?? unitFlags()).split(" ").filter(Boolean);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      ...flags,
      "--expose-gc",
      "--enable-source-maps",
      "--import",
      "./bench/memory-probe.ts",
      "--import",
      "./build/server/tracing.js",
      "build/server/main.js",
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        METRICS_TOKEN: TOKEN,
        MEMORY_PROBE_FILE: probeFile,
        LOG_LEVEL: "warn",
        // The load comes from one address: per-address limits would refuse most of it.
        RATE_LIMIT_FACTOR: "0",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit ${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, probeFile, startMs: Date.now() - started };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not answer /api/health within 120 s");
}

async function stopServer(server: Server) {
  const exited = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  await exited;
}

/** The V8 flags the web unit starts Node with (its ExecStart's `--max…`), so the bench measures what runs. */
function unitFlags(): string {
  const unit = readFileSync(path.join(ROOT, "deploy/systemd/sewagear-app@.service"), "utf8");
  const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? "";
  return execStart
    .split(/\s+/)
    .filter((t) => t.startsWith("--max"))
    .join(" ");
}

const f = (n: number) => n.toFixed(0).padStart(5);

/** One printed line: what /proc says, then the probe's breakdown before and after a full GC. */
async function report(moment: string, server: Server) {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const proc = procFigures(server.child.pid!);
  const { before, afterGc } = await probe(server);
  const wasm = (s: ProbeSnapshot) => s.wasm.reduce((a, b) => a + b, 0);
  console.log(
    `  ${moment.padEnd(8)} RSS ${f(proc.rss)} MB (peak ${f(proc.peak)}; anon ${f(proc.anon)}, files ${f(proc.file)}, malloc ${f(proc.mallocHeap)})` +
      `  heap ${f(before.heapUsed)}/${f(before.heapTotal)}  external ${f(before.external)}  wasm ${f(wasm(before))} [${before.wasm.map((w) => w.toFixed(0)).join(", ")}]` +
      `  | after GC: RSS ${f(afterGc.rss)}  heap ${f(afterGc.heapUsed)}/${f(afterGc.heapTotal)}  wasm ${f(wasm(afterGc))}`,
  );
  return { moment, rss: proc.rss, afterGcRss: afterGc.rss };
}

/** Public reads a visitor makes, and the server-rendered pages (when dist/ has a build). */
async function loadPaths(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/gear?page=1`)).json()) as { items: { id: string }[] };
  const ids = list.items.slice(0, 10).map((g) => g.id);
  const paths = ["/api/gear", "/api/gear?sort=price_asc", "/api/gear?q=sony", "/api/wanted"];
  for (const id of ids) paths.push(`/api/gear/${id}`, `/api/gear/${id}/availability`);
  if (existsSync(path.join(ROOT, "dist/index.html")))
    paths.push("/", "/learnmore", "/wanted", "/owner/lensmaster", ...ids.slice(0, 5).map((id) => `/gear/${id}`));
  return paths;
}

async function runDatabase(kind: "pglite" | "postgres") {
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-memory-"));
  const probeFile = path.join(dir, "probe.json");
  let dbName: string | undefined;
  let env: Record<string, string> = { DATA_DIR: path.join(dir, "data") };
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    if (kind === "postgres") {
      await admin.connect();
      dbName = `memb_${randomBytes(4).toString("hex")}`;
      await admin.query(`create database ${dbName}`);
      const url = new URL(PG_URL);
      url.pathname = `/${dbName}`;
      env = { ...env, DATABASE_URL: url.toString() };
    }
    console.log(`${kind}:`);
    const rows = [];
    let server = await startServer({ ...env, SEED_DEMO: "false" }, probeFile);
    rows.push(await report("start", server));
    await stopServer(server);
    server = await startServer({ ...env, SEED_DEMO: "true" }, probeFile);
    rows.push(await report("seeded", server));
    await stopServer(server);
    server = await startServer({ ...env, SEED_DEMO: "true" }, probeFile);
    rows.push(await report("restart", server));
    const paths = await loadPaths(server.base);
    const figures = await drive(server.base, paths, CONNECTIONS, SECONDS);
    rows.push(await report("load", server));
    console.log(
      `  load: ${paths.length} paths, ${CONNECTIONS} connections, ${SECONDS} s: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.errors} errors`,
    );
    await stopServer(server);
    return rows;
  } finally {
    if (dbName) {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    }
    if (kind === "postgres") await admin.end().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(ROOT, "build/server/main.js"))) {
  console.error("No build/server/main.js: run `npm run build` first.");
  process.exit(1);
}
console.log(
  `memory of build/server/main.js (${process.version}); MB; heap = V8 used/total; settled ${SETTLE_MS / 1000} s after each moment`,
);
const only = process.env.BENCH_DATABASES;
for (const kind of ["pglite", "postgres"] as const) {
  if (only && only !== kind) continue;
  if (kind === "postgres") {
    const probeClient = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    const reachable = await probeClient.connect().then(
      () => true,
      () => false,
    );
    await probeClient.end().catch(() => {});
    if (!reachable) {
      console.log(`postgres: not reachable at ${PG_URL} (BENCH_PG_URL), skipped`);
      continue;
    }
  }
  await runDatabase(kind);
}
