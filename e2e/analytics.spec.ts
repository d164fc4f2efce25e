import { type Browser, devices, expect, type Page, test } from "./fixtures";
import { demoSession, registerThroughApi, uniqueEmail, uniqueTag } from "./helpers";

/**
 * Analytics and presence (issue 13, points 3 and 4): /admin counts a page view
 * made in another browser without a reload, shows who is online in its user
 * list, fits a phone; owners' public pages say when the owner was last active.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: demoSession("admin") });

/** Another browser, as a person's: Desktop Chrome's user agent (a bare context says HeadlessChrome, which is left out as a bot). */
const personsBrowser = (browser: Browser, storageState?: string) =>
  browser.newContext({ ...devices["Desktop Chrome"], storageState });

const visitsSection = (page: Page) => page.getByRole("region", { name: "Site visits" });
/** The number under one of the section's figures ("Visits today" …). */
const figure = (page: Page, label: string) =>
  visitsSection(page).locator("dl > div").filter({ hasText: label }).locator("dd");
const asNumber = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("a page view from another browser reaches /admin without a reload", async ({ page, browser }) => {
  await page.goto("/admin");
  await expect(
    visitsSection(page).getByRole("img", { name: /Chart of visits and unique visitors per day/ }),
  ).toBeVisible();
  const before = asNumber(await figure(page, "Visits today").innerText());

  const renter = await personsBrowser(browser, demoSession("renter"));
  try {
    const other = await renter.newPage();
    await other.goto("/wanted");
    await expect(other.getByRole("main")).toBeVisible();

    // No reload here: the section refetches on its own (every 10 s).
    await expect(figure(page, "Visits today")).toHaveText(String(before + 1), { timeout: 25_000 });
    const active = visitsSection(page).getByRole("list", { name: "Signed-in people active now" });
    await expect(active).toContainText("Nurul Renter (Renter)");
    await expect(visitsSection(page).getByRole("table").filter({ hasText: "/wanted" })).toBeVisible();
  } finally {
    await renter.close();
  }

  // The admin's own pages are never counted.
  await page.goto("/admin/settings");
  await page.goto("/admin");
  await expect(figure(page, "Visits today")).toHaveText(String(before + 1));
});

test("someone who opens the app shows as Online in the admin's user list", async ({ page, browser }) => {
  const name = `Presence ${uniqueTag()}`;
  const person = await personsBrowser(browser);
  try {
    await registerThroughApi(person, { name, email: uniqueEmail("presence"), password: "presence-pass-1" });
    const tab = await person.newPage();
    const heartbeat = tab.waitForResponse((r) => r.url().endsWith("/api/presence/heartbeat"));
    await tab.goto("/learnmore");
    expect((await heartbeat).status()).toBe(204);

    await page.goto("/admin");
    const row = page
      .getByRole("list", { name: "Newest unverified users" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(row).toContainText("Online");
  } finally {
    await person.close();
  }
});

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("an owner's profile and gear page say when the owner was last active", async ({ page }) => {
    // The demo seed makes LensMaster active today and the other owners a few days back.
    await page.goto("/owner/lensmaster");
    await expect(page.getByText("Active today")).toBeVisible();
    const other = (await (await page.request.get("/api/owners/sabahshooters")).json()) as { gear: { id: string }[] };
    await page.goto("/owner/sabahshooters");
    await expect(page.getByText(/^Active \d+ days? ago$/)).toBeVisible();
    await page.goto(`/gear/${other.gear[0]!.id}`);
    await expect(page.getByText(/^Active (today|\d+ days? ago)$/)).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("/admin's analytics fit a 375 px screen", async ({ page }) => {
    await page.goto("/admin");
    await expect(visitsSection(page).getByRole("img")).toBeVisible();
    await visitsSection(page).getByText("Show the figures per day").click();
    await expect(visitsSection(page).getByRole("table", { name: "Visits and unique visitors per day" })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
