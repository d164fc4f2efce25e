import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, type Page, test } from "./fixtures";
import { demoSession, mainNav, signInAs } from "./helpers";

/**
 * Issue 14, offline: the built app's service worker (src/web/sw.ts) keeps the
 * shell and what was seen; a page never opened shows our offline page, never
 * React Router's developer error; a new worker offers "Update available".
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Wait until the service worker controls the page (the first worker claims it on activation). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/** The worker the test server serves (playwright.config.ts: WEB_DIST_DIR, else dist/). */
const SW_FILE = path.resolve(process.env.WEB_DIST_DIR ?? "dist", "sw.js");

const OFFLINE_NOTICE = /You are offline\. You are seeing what was saved on this device/;

test("a route never opened on this device shows the offline page", async ({ page, context, allowConsoleError }) => {
  allowConsoleError(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/, "the device is offline on purpose: requests fail");
  allowConsoleError(
    /Failed to fetch dynamically imported module/,
    "offline, the never-opened page's code cannot load: that is when the offline page shows",
  );
  await page.goto("/");
  await controlledByWorker(page);
  await expect(page.getByRole("banner").or(mainNav(page)).first()).toBeVisible();

  await context.setOffline(true);
  // /wanted's page chunk was never loaded: the shell comes from the precache, the chunk from nowhere.
  await page.goto("/wanted");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("This page has not been opened on this device before")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  // The logo is precached, not a broken image.
  const logoLoaded = await mainNav(page)
    .locator('img[src="/favicon.svg"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(logoLoaded).toBe(true);

  // Back online, the offline page reloads by itself and the page opens (a goto here would race that reload).
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
});

test.describe("signed in", () => {
  test.use({ storageState: demoSession("renter") });

  test("a renter offline stays signed in and still reads their bookings", async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/, "the device is offline on purpose: requests fail");
    await page.goto("/booking");
    await controlledByWorker(page);
    // Once more with the worker in control, so it keeps the page, its chunk and its API reads.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const bookingLinks = page.getByRole("main").getByRole("link", { name: /.+/ });
    await expect(bookingLinks.first()).toBeVisible();
    const seen = await bookingLinks.allTextContents();
    expect(seen.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(bookingLinks.first()).toBeVisible();
    expect(await bookingLinks.allTextContents()).toEqual(seen);
    // Still signed in: the menu offers Logout, not Login.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await context.setOffline(false);
  });
});

test("signing out empties the cached API reads, so the next person offline reads nothing of the last", async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/, "the device goes offline on purpose: requests fail");
  // A session of its own (never the saved demo one: Logout ends it).
  await signInAs(page, "renter@sewagear.test");
  await page.goto("/booking");
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const cachedReads = () =>
    page.evaluate(async () => {
      const cache = await caches.open("sewagear-data");
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
  expect(await cachedReads()).toEqual(expect.arrayContaining(["/api/session/current"]));

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Emptied on sign-out; what the signed-out page asks next may be kept: only its own session answer, null.
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("sewagear-data");
    return Promise.all(
      (await cache.keys()).map(async (r) => `${new URL(r.url).pathname} ${await (await cache.match(r))!.text()}`),
    );
  });
  expect(kept.filter((entry) => entry !== "/api/session/current null")).toEqual([]);

  await context.setOffline(true);
  await page.goto("/booking");
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu").getByRole("button", { name: "Logout" })).toHaveCount(0);
  await context.setOffline(false);
});

test("a new service worker version shows the update prompt, and Reload switches to it", async ({ page }) => {
  await page.goto("/");
  await controlledByWorker(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  await expect(page.getByRole("heading", { name: "Update available" })).toHaveCount(0);

  // A deploy: the served /sw.js changes (the browser fetches worker scripts
  // past page.route, so the built file itself is changed, then put back).
  // The server answers with the .br/.gz the build wrote beside it, so those change too.
  const files = [SW_FILE, `${SW_FILE}.br`, `${SW_FILE}.gz`].filter((f) => fs.existsSync(f));
  const originals = files.map((f) => fs.readFileSync(f));
  try {
    const deployed = Buffer.from(`${originals[0]!.toString("utf8")}\n// deployed again ${Date.now()}\n`);
    fs.writeFileSync(SW_FILE, deployed);
    if (files.includes(`${SW_FILE}.br`)) fs.writeFileSync(`${SW_FILE}.br`, zlib.brotliCompressSync(deployed));
    if (files.includes(`${SW_FILE}.gz`)) fs.writeFileSync(`${SW_FILE}.gz`, zlib.gzipSync(deployed));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  } finally {
    files.forEach((f, i) => fs.writeFileSync(f, originals[i]!));
  }

  const prompt = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Update available" }) });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt).toContainText("A new version of SewaGear is ready.");
  const waitingBefore = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
  expect(waitingBefore).toBe(true);

  await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
  await controlledByWorker(page);
  const after = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return { waiting: !!registration.waiting, url: navigator.serviceWorker.controller!.scriptURL };
  });
  expect(after).toEqual({ waiting: false, url: before });
  await expect(page.getByRole("heading", { name: "Update available" })).toHaveCount(0);
});
