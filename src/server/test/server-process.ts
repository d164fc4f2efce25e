import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import pg from "pg";
import { freePort } from "./ports";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  stop(): void;
}

/**
 * A real server process (src/server/main.ts) on `databaseUrl` (embedded PGlite when
 * undefined), on a free port with its own data directory; `seed` fills the demo data
 * first; `env` adds or overrides settings. `bundle`: a folder that `npm run
 * build:server` wrote, run as `npm run serve` runs it (main.js with the tracing.js
 * preload) instead of the source. Resolves once /api/health answers.
 */
export async function startServerProcess(
  databaseUrl: string | undefined,
  seed: boolean,
  env: Record<string, string> = {},
  {
    /** A demo seed on a loaded machine can take longer than the default. */
    startTimeoutMs = 90_000,
    bundle,
  }: { startTimeoutMs?: number; bundle?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sewagear-proc-"));
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const args = bundle
    ? ["--import", pathToFileURL(path.join(bundle, "tracing.js")).href, path.join(bundle, "main.js")]
    : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      LOG_LEVEL: "warn",
      // The tests send many requests from one address.
      RATE_LIMIT_FACTOR: "0",
      // A loaded CI machine must not shed the tests' requests.
      MAX_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Read, so a chatty child never blocks on a full pipe, and kept, to say why a start failed.
  let errors = "";
  child.stderr!.on("data", (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  // A child that died at start is not waited for until the deadline.
  let exit: string | null = null;
  child.once("exit", (code, signal) => (exit = `exited with ${signal ?? code}`));
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline && exit === null) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`server on ${port} did not start (${exit ?? "timed out"}): ${errors}`);
}

/**
 * The two entry points `npm run serve` runs (main.js, tracing.js), bundled as build:server
 * bundles them, into a new folder `build/<prefix>*` of the caller's own (inside the project,
 * so the bundle finds package.json and node_modules; others may be rebuilding build/server).
 * Pass it as startServerProcess's `bundle`; remove it when done.
 */
export async function bundleServer(prefix: string): Promise<string> {
  mkdirSync(path.join(ROOT, "build"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, "build", prefix));
  await build({
    entryPoints: ["src/server/main.ts", "src/server/tracing.ts"].map((f) => path.join(ROOT, f)),
    outdir: dir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
  });
  return dir;
}

/** Sign a demo account in on `base`; resolves to its Cookie header. */
export async function signInOn(base: string, email: string, password = "sewagear-demo"): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

export interface TwoProcesses {
  a: ServerProcess;
  b: ServerProcess;
  /** The database both run on. */
  url: string;
  /** Stop both and drop their database. */
  close(): Promise<void>;
}

/**
 * Two server processes on a new database of the PostgreSQL server at `serverUrl`,
 * started one after the other (the first migrates, and seeds the demo data when
 * `seed`).
 */
export async function startTwoProcesses(serverUrl: string, seed: boolean): Promise<TwoProcesses> {
  const name = `sg_2p_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const started: ServerProcess[] = [];
  const close = async () => {
    for (const s of started) s.stop();
    // The processes close their connections as they exit; FORCE ends any left.
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  try {
    started.push(await startServerProcess(url.toString(), seed));
    started.push(await startServerProcess(url.toString(), false));
  } catch (err) {
    await close();
    throw err;
  }
  return { a: started[0]!, b: started[1]!, url: url.toString(), close };
}
