import fs from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium, request } from "@playwright/test";
import { DEMO_ACCOUNTS, demoEmail, demoSession, signInAs } from "./helpers";

/**
 * What stops the journeys from running at all: no browser to drive, or no web
 * build to serve. Null when all is well. playwright.config.ts also skips
 * starting the server when this fails, so the message comes at once.
 */
export function preflightProblem(): string | null {
  const chosen = process.env.E2E_CHROMIUM;
  if (chosen) {
    if (!fs.existsSync(chosen)) return `CHROME_PATH points to ${chosen}, which does not exist.`;
  } else if (!fs.existsSync(chromium.executablePath())) {
    return "No Chromium found. Install one: `apt-get install -y chromium` (Debian) or `npx playwright install chromium`, or set CHROME_PATH.";
  }
  // The server serves WEB_DIST_DIR when set (src/server/app.ts), so that is the build to look for.
  const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));
  if (!fs.existsSync(`${dist}/index.html`)) {
    return "No web build in dist/: run `npm run build` first (`npm run test:e2e` does both).";
  }
  return null;
}

/**
 * Sign each demo account in once and save its session (the server is up: Playwright
 * starts the webServer before the global setup). Journeys that start signed in reuse
 * these instead of each driving the login form: quicker, and clear of better-auth's
 * per-address sign-in limit.
 */
async function saveDemoSessions(baseURL: string) {
  for (const account of DEMO_ACCOUNTS) {
    const api = await request.newContext({ baseURL });
    try {
      await signInAs(api, demoEmail(account));
      const file = demoSession(account);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await api.storageState({ path: file });
    } finally {
      await api.dispose();
    }
  }
}

/** Fail early, with the fix, instead of every test timing out one by one; then the saved sessions. */
export default async function globalSetup() {
  const problem = preflightProblem();
  if (problem) throw new Error(problem);
  await saveDemoSessions(process.env.E2E_BASE_URL!);
}
