import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

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
  if (!fs.existsSync(fileURLToPath(new URL("../dist/index.html", import.meta.url)))) {
    return "No web build in dist/: run `npm run build` first (`npm run test:e2e` does both).";
  }
  return null;
}

/** Fail early, with the fix, instead of every test timing out one by one. */
export default function globalSetup() {
  const problem = preflightProblem();
  if (problem) throw new Error(problem);
}
