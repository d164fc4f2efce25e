import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  stop(): void;
}

/**
 * A real server process (src/server/main.ts) on `databaseUrl`, on a free port with its
 * own data directory; `seed` fills the demo data first. Resolves once /api/health answers.
 */
export async function startServerProcess(databaseUrl: string, seed: boolean): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sewagear-proc-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      LOG_LEVEL: "warn",
      // The tests send many requests from one address.
      RATE_LIMIT_FACTOR: "0",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start`);
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
