import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type BrowserContext, type Page, test as base, expect } from "@playwright/test";
import { type AxeReport, watchPages } from "./page-watch";

// Specs import everything Playwright from here; `test` below replaces Playwright's.
export * from "@playwright/test";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Known axe findings left for a larger change: rule id and the exact target
 * (axe's CSS selector), each with the reason. Empty: none today.
 */
const EXCUSED: { rule: string; target: string; why: string }[] = [];

/**
 * The browser logs every 4xx answer as "Failed to load resource". A journey that
 * tests a refusal (a wrong password, a form the server rejects, a 404 page) gets
 * one by design, and the page shows the refusal itself, so these pass. Not
 * excused: 5xx answers, script errors, and any failed session check (signed
 * out, the app asks /api/session/current, which answers 200 null).
 */
function isHandledRefusal(error: string) {
  return (
    /Failed to load resource: the server responded with a status of 4\d\d\b/.test(error) &&
    !/\/api\/session\b/.test(error)
  );
}

interface Checks {
  /**
   * A console error this journey provokes on purpose (a refused request the page
   * shows as a message, a 404 page): matching errors do not fail it. Say why.
   */
  allowConsoleError: (pattern: RegExp, why: string) => void;
}

/**
 * Every journey, every page it visits, in every browser context it opens
 * (the default one and those from `browser.newContext`/`newPage`):
 * - axe (WCAG 2 A and AA) runs once the page has settled after each load or
 *   client-side route change; any serious or critical violation fails the test;
 * - any console error or uncaught page error fails the test, unless the test
 *   allowed it with `allowConsoleError`.
 * A test that already failed is not checked again (its own failure says more).
 */
export const test = base.extend<Checks & { allowedConsoleErrors: RegExp[]; pageChecks: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => {
      allowedConsoleErrors.push(pattern);
    });
  },
  pageChecks: [
    async ({ context, browser, allowedConsoleErrors: allowed }, use, testInfo) => {
      const reports: AxeReport[] = [];
      const errors: string[] = [];
      const contexts: BrowserContext[] = [];
      const watch = async (ctx: BrowserContext) => {
        contexts.push(ctx);
        await watchPages(ctx, AXE_SOURCE, { onAxe: (r) => reports.push(r), onError: (e) => errors.push(e) });
      };
      await watch(context);
      // Contexts a journey opens itself (a second user, a phone) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch(ctx);
        return ctx;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) return;
      // The last page of each context is checked now if its turn had not come.
      testInfo.setTimeout(testInfo.timeout + 30_000);
      for (const ctx of contexts) {
        for (const page of ctx.pages()) {
          await checkNow(page).catch(() => undefined);
        }
      }
      const found = reports.flatMap((r) =>
        r.violations.flatMap((v) =>
          v.targets
            .filter((target) => !EXCUSED.some((e) => e.rule === v.id && e.target === target))
            .map((target) => `${r.path} ${v.id} (${v.impact}) at ${target}: ${v.help}`),
        ),
      );
      expect(found, `axe found serious or critical violations:\n${found.join("\n")}`).toEqual([]);
      const unexpected = errors.filter((e) => !isHandledRefusal(e) && !allowed.some((p) => p.test(e)));
      expect(unexpected, `console errors:\n${unexpected.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** Have axe check the page now (once settled), rather than when its turn comes. */
export async function checkNow(page: Page) {
  await page.evaluate(() => (window as unknown as { __sewagearAxeFlush?: () => Promise<void> }).__sewagearAxeFlush?.());
}
