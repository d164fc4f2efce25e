import { expect, type Page, test } from "./fixtures";
import { demoSession, signInAs } from "./helpers";

/**
 * Issues 12 and 13: every back-office link on /admin, the owner dashboard and the
 * navigation of each back-office role leads to a working page: the server answers
 * it with the app (not HTTP 404) and the page is not the app's "Page not found".
 */
test.use({ storageState: demoSession("admin") });

/** The distinct app paths of the links `links` holds (no API downloads, no other sites). */
async function pathsOf(links: ReturnType<Page["getByRole"]>, { some = true } = {}) {
  if (some) await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("/api/")))];
}

async function expectWorkingPages(page: Page, hrefs: string[]) {
  for (const href of hrefs) {
    const res = await page.goto(href);
    expect(res?.status(), href).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), href).toHaveCount(0);
  }
}

/** The main navigation's links for whoever is signed in on `page`, seen from `start`. */
async function navPaths(page: Page, start: string) {
  await page.goto(start);
  const nav = page.getByRole("navigation", { name: "Main" });
  // The signed-in bar (with the role's dashboard link) replaces the signed-out one once the session is read.
  await expect(nav.locator(`a[href="${start}"]`)).not.toHaveCount(0);
  return pathsOf(nav.getByRole("link"));
}

test("every page link on /admin opens a working page", async ({ page }) => {
  // Ten pages and more opened one after another: over 30 s on a busy 2-core machine, like the owner's below.
  test.setTimeout(60_000);
  await page.goto("/admin");
  const hrefs = await pathsOf(page.getByRole("navigation", { name: "Admin pages" }).getByRole("link"));
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  await expectWorkingPages(page, hrefs);
});

test("the admin's navigation links open working pages", async ({ page }) => {
  const hrefs = await navPaths(page, "/admin");
  expect(hrefs).toContain("/admin");
  await expectWorkingPages(page, hrefs);
});

test("/admin/staff-salary fits a 375 px phone: the document is no wider than the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/staff-salary");
  await expect(page.getByRole("heading", { level: 1, name: "Staff salary" })).toBeVisible();
  // The month's records (a wide table) have loaded before measuring.
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.doc).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body).toBeLessThanOrEqual(widths.viewport);
});

test.describe("the owner", () => {
  test.use({ storageState: demoSession("owner") });

  test("every link in the owner dashboard's Manage card and the navigation opens a working page", async ({ page }) => {
    // A dozen pages opened one after another (calendar sync added one): 23–33 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const nav = await navPaths(page, "/owners/dashboard");
    expect(nav).toContain("/owners/dashboard");
    const manage = await pathsOf(page.getByRole("region", { name: "Manage" }).getByRole("link"));
    expect(manage).toEqual(expect.arrayContaining(["/vouchers", "/owners/settings"]));
    await expectWorkingPages(page, [...new Set([...nav, ...manage])]);
  });
});

for (const [role, start] of [
  ["staff", "/staff/dashboard"],
  ["accountant", "/accountant"],
] as const) {
  test.describe(`the ${role}`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test(`the ${role}'s navigation and the links on ${start} open working pages`, async ({ page }) => {
      await signInAs(page, `${role}@sewagear.test`);
      const nav = await navPaths(page, start);
      expect(nav).toContain(start);
      // The dashboard's own links (payslips and the like), not the gear or people it may mention.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const own = (await pathsOf(page.getByRole("main").getByRole("link"), { some: false })).filter(
        (h) => !h.startsWith("/gear/") && !h.startsWith("/owner/"),
      );
      await expectWorkingPages(page, [...new Set([...nav, ...own])]);
    });
  });
}
