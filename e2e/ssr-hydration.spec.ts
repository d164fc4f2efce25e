import { expect, type Page, test } from "./fixtures";

/**
 * The five public pages come rendered from the server (ADR 023) and the client
 * hydrates that HTML: no mismatch reported (React's production builds say
 * "Minified React error #418/#423/#425…"), in English and in Malay, and the
 * page's own data is not fetched again.
 */

const MISMATCH = /hydrat|#418|#419|#421|#422|#423|#425/i;

async function openHydrated(page: Page, path: string, ownRead: RegExp, status = 200) {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
  });
  page.on("pageerror", (e) => messages.push(e.message));
  const refetched: string[] = [];
  page.on("request", (r) => {
    if (ownRead.test(new URL(r.url()).pathname)) refetched.push(r.url());
  });
  const res = await page.goto(path);
  expect(res!.status(), path).toBe(status);
  // The server's HTML already holds the page, before any script ran.
  expect(await res!.text()).toMatch(/<div id="root"><.*<main/s);
  await page.waitForLoadState("networkidle");
  // Hydrated: React has taken the server's root over.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById("root")!).some((k) => k.startsWith("__react"))))
    .toBe(true);
  expect(
    messages.filter((m) => MISMATCH.test(m)),
    path,
  ).toEqual([]);
  expect(refetched, `${path} fetched its own data again`).toEqual([]);
}

// The third: Malay at its own URLs (issue 33) for an English browser — the URL decides, and the page hydrates as rendered.
for (const [language, locale, heading, prefix, lang] of [
  ["English", "en-GB", "Available Gear", "", "en"],
  ["Malay", "ms-MY", "Peralatan Tersedia", "", "ms"],
  ["Malay at /ms", "en-GB", "Peralatan Tersedia", "/ms", "ms"],
] as const) {
  test.describe(`server-rendered pages in ${language}`, () => {
    test.use({ locale });

    test("/, /learnmore, /gear/:id, /owner/:identifier and /wanted hydrate without a mismatch", async ({
      page,
      request,
      allowConsoleError,
    }) => {
      allowConsoleError(
        /ERR_NAME_NOT_RESOLVED \(https:\/\/[^)]*tile/,
        "no internet here: the home map's tiles cannot load",
      );
      const { gear } = (await (await request.get("/api/owners/lensmaster")).json()) as { gear: { id: string }[] };
      const gearId = gear[0]!.id;

      await openHydrated(page, prefix || "/", /^\/api\/gear\/(featured|state-counts)$/);
      await openHydrated(page, `${prefix}/learnmore`, /^\/api\/gear$/);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await openHydrated(page, `${prefix}/gear/${gearId}`, new RegExp(`^/api/gear/${gearId}$`));
      await openHydrated(page, `${prefix}/owner/lensmaster`, /^\/api\/owners\/lensmaster$/);
      await openHydrated(page, `${prefix}/wanted`, /^\/api\/wanted$/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });
  });
}

test("unknown gear answers 404 with the app's not-found page, hydrated as rendered", async ({ page }) => {
  await openHydrated(page, "/gear/no-such-gear", /^\/api\/gear\/no-such-gear$/, 404);
  await expect(page.getByRole("heading", { name: "Gear not found" })).toBeVisible();
});

test("a public page shows itself, styled, before any of its scripts arrive, and starts them once loaded", async ({
  page,
}) => {
  // Hold every script back: the page must stand on its HTML and inlined styles alone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  // goto returns once the app is ready (page-watch.ts), which cannot happen before the release.
  const opened = page.goto("/learnmore");
  const heading = page.getByRole("heading", { level: 1, name: "Available Gear" });
  await expect(heading).toBeVisible();
  // Styled: the inlined stylesheet applies (Tailwind's font-bold), no stylesheet request needed.
  expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe("700");
  await expect.poll(() => asked).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await opened;
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  // Every script was asked for after the page's load event.
  const { loaded, firstScript } = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((r) => /\/assets\/.*\.js$/.test(new URL(r.name).pathname));
    return { loaded: nav.loadEventStart, firstScript: Math.min(...scripts.map((r) => r.startTime)) };
  });
  expect(loaded).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThanOrEqual(loaded);
});

test("before the app has started, the home page's search box still searches", async ({ page, baseURL }) => {
  // Scripts that never start the app: the page is its server HTML alone.
  await page.route(/\/assets\/.*\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  // Opened by the page itself, not goto (which would wait for the app: page-watch.ts).
  await page.goto("about:blank");
  await page.evaluate((url) => (location.href = url), `${baseURL}/`);
  const search = page.getByRole("searchbox", { name: "Search gear" });
  await search.fill("sony");
  await search.press("Enter");
  await page.waitForURL(/\/learnmore\?q=sony$/);
  await expect(page.getByRole("heading", { level: 1, name: "Available Gear" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Sony FX3/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
});

test("before the app has started, the /learnmore filter still filters, in RM as typed; the app then tidies its link", async ({
  page,
  baseURL,
}) => {
  const blank = (route: import("@playwright/test").Route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  await page.route(/\/assets\/.*\.js$/, blank);
  await page.goto("about:blank");
  await page.evaluate((url) => (location.href = url), `${baseURL}/learnmore`);
  await page.getByLabel("Category").selectOption({ label: "Cameras" });
  await page.getByLabel("Max RM/day").fill("200");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/entered=form/);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const prices = await page.getByRole("article").getByText(/^RM /).allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(Number(price.replace(/[^0-9.]/g, ""))).toBeLessThanOrEqual(200);
  await expect(page.getByLabel("Category")).toHaveValue("cameras");
  await expect(page.getByLabel("Max RM/day")).toHaveValue("200");

  // The same link with the app running: the filter's own link replaces the form's.
  await page.unroute(/\/assets\/.*\.js$/, blank);
  await page.reload();
  await expect(page).toHaveURL(/\/learnmore\?category=cameras&maxPrice=20000$/);
  await expect(page.getByLabel("Max RM/day")).toHaveValue("200");
  expect(await page.getByRole("article").getByText(/^RM /).allTextContents()).toEqual(prices);
});
