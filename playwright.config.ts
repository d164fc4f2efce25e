import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";
import { preflightProblem } from "./e2e/global-setup";

/**
 * Browser journeys (ARCHITECTURE.md "Tests"): the built app (dist/, so run
 * `npm run test:e2e`, which builds first) served by the real server on a fixed
 * port, with a fresh temporary DATA_DIR holding PGlite, the demo seed and the
 * e-mails written as .eml files (read by e2e/helpers.ts).
 */

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
process.env.E2E_BASE_URL = baseURL;

// Playwright loads this file in the runner and again in every worker. Only the
// runner makes the directory; workers inherit it through E2E_DATA_DIR (they are
// forked after this ran, and have TEST_WORKER_INDEX set).
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
if (!isWorker || !process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sewagear-e2e-"));
  process.env.E2E_DATA_DIR = dir;
  // The server is stopped before the runner exits; keep the data after a failure
  // (or with E2E_KEEP_DATA=1) so the database and the mails can be looked at.
  process.on("exit", (code) => {
    const empty = !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
    if (empty || (code === 0 && !process.env.E2E_KEEP_DATA)) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`e2e data kept in ${dir}`);
  });
}
const dataDir = process.env.E2E_DATA_DIR;

/** CHROME_PATH, else Debian's chromium, else Google Chrome, else Playwright's own (checked in global-setup). */
function findChromium(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  if (fs.existsSync("/usr/bin/google-chrome")) return "/usr/bin/google-chrome";
  try {
    const found = execFileSync("sh", ["-c", "command -v google-chrome"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (found) return found;
  } catch {
    /* not on PATH */
  }
  return undefined;
}
/**
 * No system browser: fetch Playwright's own Chromium once (the runner only), so
 * `npm ci && npm test` also works on a machine that has nothing but Node and npm.
 * Where that download is impossible (no internet), the global setup stops the run
 * with the ways to install one.
 */
function installPlaywrightChromium() {
  if (isWorker || fs.existsSync(chromium.executablePath())) return;
  console.log("e2e: no Chromium found; installing Playwright's own (npx playwright install chromium)");
  try {
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit", timeout: 10 * 60_000 });
  } catch {
    console.log("e2e: could not install Playwright's Chromium");
  }
}
const executablePath = findChromium();
if (!executablePath) installPlaywrightChromium();
process.env.E2E_CHROMIUM = executablePath ?? "";
// When the global setup is going to stop the run, do not first wait for the server.
const runnable = preflightProblem() === null;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          // No internet here: without these Chromium keeps trying (and failing) to
          // reach Google's services, which floods the log with refused connections.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: runnable
    ? {
        command: "node --import tsx src/server/main.ts",
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
        stderr: "pipe",
        // Merged over the runner's environment; the blanks (config.ts ignores empty
        // values) keep a developer's DATABASE_URL or SMTP_URL out of the test server.
        env: {
          PORT: String(port),
          DATA_DIR: dataDir!,
          PUBLIC_URL: baseURL,
          SEED_DEMO: "true",
          LOG_LEVEL: "warn",
          DATABASE_URL: "",
          SMTP_URL: "",
          SESSION_SECRET: "",
          JOB_POLL_MS: "200",
          // Every journey comes from one address: the limits stay on, ten times looser.
          RATE_LIMIT_FACTOR: "10",
          // No overload shedding: on a busy CI machine the embedded database can hold the loop
          // past the threshold for a moment, and a journey would meet a 503 (load-shedding.test.ts tests it).
          MAX_EVENT_LOOP_DELAY_MS: "0",
          // The push journeys' subscriptions point at loopback (e2e/push.spec.ts).
          PUSH_ALLOW_LOOPBACK: "true",
          // The calendar journey's external calendar is served on loopback (e2e/calendar-sync.spec.ts).
          CALENDAR_ALLOW_LOOPBACK: "true",
        },
      }
    : undefined,
});
