import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { freePort } from "../test/ports";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInMalaysia } from "../../shared/dates";

/**
 * Issue 4: two server processes on one PostgreSQL database; a browser's
 * EventSource on the second sees a booking made through the first within 2 s
 * (LISTEN/NOTIFY fans the event out across processes). Needs TEST_DATABASE_URL
 * and a Chromium (CI has both).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

async function startServer(databaseUrl: string, seed: boolean) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sewagear-2p-"));
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
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start`);
}

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "sewagear-demo" }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]!);
}

describe.skipIf(!SERVER_URL)("two server processes on one PostgreSQL", () => {
  const dbName = `sg_2p_${randomBytes(5).toString("hex")}`;
  const servers: { child: ChildProcess; base: string; dataDir: string }[] = [];
  let browser: Browser;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(SERVER_URL!);
    url.pathname = `/${dbName}`;
    // The first seeds the demo data; the second starts on the seeded database.
    servers.push(await startServer(url.toString(), true));
    servers.push(await startServer(url.toString(), false));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    for (const s of servers) {
      s.child.kill("SIGTERM");
      rmSync(s.dataDir, { recursive: true, force: true });
    }
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  });

  it("an EventSource on process B sees a booking created through process A within 2 seconds", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    // The owner watches in a browser connected to B.
    const context = await browser.newContext({ baseURL: b.base });
    const page = await context.newPage();
    await page.goto("/");
    const login = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: b.base },
      data: { email: "owner@sewagear.test", password: "sewagear-demo" },
    });
    expect(login.status()).toBe(200);
    await page.evaluate(() => {
      const w = window as unknown as { seen: { type: string; id?: string; at: number }[] };
      w.seen = [];
      const source = new EventSource("/api/events");
      source.addEventListener("booking", (e) =>
        w.seen.push({ ...(JSON.parse((e as MessageEvent).data) as { type: string; id?: string }), at: Date.now() }),
      );
      return new Promise<void>((resolve) => source.addEventListener("open", () => resolve()));
    });

    // The renter books through A.
    const renter = await signIn(a.base, "renter@sewagear.test");
    const profile = await (await fetch(`${a.base}/api/owners/lensmaster`)).json();
    const gearId = profile.gear[0].id as string;
    const start = addDays(todayInMalaysia(), 50);
    const sentAt = Date.now();
    const res = await fetch(`${a.base}/api/bookings`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: a.base,
        cookie: renter.join("; "),
        "idempotency-key": `two-process-${randomBytes(4).toString("hex")}`,
      },
      body: JSON.stringify({ gearId, startDate: start, endDate: start }),
    });
    expect(res.status).toBe(201);
    const bookingId = (await res.json()).booking.id as string;

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: { id?: string }[] }).seen.map((e) => e.id)), {
        timeout: 2_000,
        interval: 50,
      })
      .toContain(bookingId);
    const seen = await page.evaluate(() => (window as unknown as { seen: { id?: string; at: number }[] }).seen);
    expect(seen.find((e) => e.id === bookingId)!.at - sentAt).toBeLessThan(2_000);
    await context.close();
  }, 60_000);
});
