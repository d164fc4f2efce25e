/**
 * Issue 15: does a password-reset request take longer for an address that has an
 * account? Prints the median answer time of POST /api/auth/request-password-reset
 * for a registered and an unknown address, interleaved, on PGlite (no worker
 * runs, so only the request's own work is timed).
 *
 *   node --import tsx bench/reset-timing.ts [rounds=300]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { insertPasswordAccount } from "../src/server/accounts-store";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

const ROUNDS = Number(process.argv[2] ?? 300);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const dir = mkdtempSync(path.join(tmpdir(), "sewagear-reset-timing-"));
try {
  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", DATA_DIR: dir, RATE_LIMIT_FACTOR: "0" });
  const database = await openDatabase({ dir: path.join(dir, "db") });
  const app = await buildApp({ config, database, secret: "r".repeat(32), distDir: false });
  const known = "known@bench.test";
  await insertPasswordAccount(database.db, app.deps.auth, { name: "Known", email: known }, "bench-password");
  const time = async (email: string) => {
    const started = process.hrtime.bigint();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: config.publicUrl },
      payload: { email, redirectTo: "/auth/reset-password" },
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  // Warm-up, then interleave so a slow spell of the machine hits both alike.
  for (let i = 0; i < 20; i++) await time(i % 2 ? known : `warm${i}@bench.test`);
  const k: number[] = [];
  const u: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    k.push(await time(known));
    u.push(await time(`nobody${i}@bench.test`));
  }
  console.log(`queued (now)  registered: median ${median(k).toFixed(2)} ms, unknown: ${median(u).toFixed(2)} ms`);
  // What the request did before: better-auth's work in the request itself (now the worker's).
  const direct = async (email: string) => {
    const started = process.hrtime.bigint();
    await app.deps.auth.api.requestPasswordReset({ body: { email } });
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const dk: number[] = [];
  const du: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    dk.push(await direct(known));
    du.push(await direct(`nobody-direct${i}@bench.test`));
  }
  console.log(
    `in-request (before) registered: median ${median(dk).toFixed(2)} ms, unknown: ${median(du).toFixed(2)} ms`,
  );
  console.log(`(${ROUNDS} rounds each, interleaved)`);
  await app.close();
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
