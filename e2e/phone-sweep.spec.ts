import fs from "node:fs";
import { type Browser, expect, type Page, test } from "./fixtures";
import { signInAs } from "./helpers";

/**
 * Issue 14, "every page at 375 px": every route of the router (read from
 * src/web/app/routes.tsx, so a new route is swept without editing this file),
 * for each role, on a 375 × 812 phone: the document is exactly as wide as the
 * screen, the menu button is in view, and the open menu offers Notifications
 * to anyone signed in, with every entry a 44 px tap target.
 * (phone-width.spec.ts checks the pages in Malay too.)
 */
const PHONE = { width: 375, height: 812 };
test.describe.configure({ timeout: 240_000 });

/** No such record: the page's not-found state must fit as well as its full one. */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

function routerPaths(): string[] {
  const source = fs.readFileSync("src/web/app/routes.tsx", "utf8");
  const paths = [...source.matchAll(/path:\s*"([^"]+)"/g)].map((m) => m[1]!);
  // The reading must find the router's routes, or the sweep would pass over nothing.
  expect(paths).toEqual(expect.arrayContaining(["/", "/owners/dashboard", "/booking", "/admin", "*"]));
  return paths;
}

/** A concrete address for each route pattern (real demo records where the page is public). */
async function addresses(page: Page): Promise<string[]> {
  const owner = (await (await page.request.get("/api/owners/sabahshooters")).json()) as { gear: { id: string }[] };
  const values: Record<string, string> = {
    ":id": UNKNOWN_ID,
    ":bookingId": UNKNOWN_ID,
    ":number": "INV-2026-000001",
    // An unsubscribe link that is not valid: the page and its refusal must fit too.
    ":token": "nobody.AAAAAAAAAAAAAAAAAAAAAA",
  };
  return routerPaths().map((pattern) => {
    if (pattern === "*") return "/no-such-page";
    if (pattern === "/gear/:id") return `/gear/${owner.gear[0]!.id}`;
    if (pattern === "/owner/:identifier") return "/owner/sabahshooters";
    return pattern.replace(/:[A-Za-z]+/g, (param) => {
      const value = values[param];
      if (!value) throw new Error(`phone sweep: no value for ${param} in ${pattern}`);
      return value;
    });
  });
}

const ROLES = {
  "signed out": null,
  renter: "renter@sewagear.test",
  owner: "owner@sewagear.test",
  admin: "admin@sewagear.test",
  staff: "staff@sewagear.test",
  accountant: "accountant@sewagear.test",
} as const;

async function phoneAs(browser: Browser, email: string | null) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (email) {
    await signInAs(page, email);
    // The sweep reads English labels; a demo account's saved language is whatever the journeys before left it.
    expect((await page.request.put("/api/profile/language", { data: { language: "en" } })).status()).toBe(200);
  }
  return page;
}

/** Where the page has settled: its width against the screen's. */
async function widths(page: Page) {
  return page.evaluate(() => ({ document: document.documentElement.scrollWidth, screen: window.innerWidth }));
}

/** Every link and button of the open phone menu, with its height. */
async function menuTargets(page: Page) {
  return page
    .locator("#mobile-menu")
    .locator("a, button")
    .evaluateAll((els) =>
      els.map((el) => ({ name: el.textContent?.trim() ?? "", height: el.getBoundingClientRect().height })),
    );
}

for (const [role, email] of Object.entries(ROLES)) {
  test(`every route fits a 375 px phone: ${role}`, async ({ browser }) => {
    const page = await phoneAs(browser, email);
    const tooWide: string[] = [];
    for (const [i, path] of (await addresses(page)).entries()) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { document, screen } = await widths(page);
      if (document !== screen) tooWide.push(`${path} (${new URL(page.url()).pathname}): ${document} px`);

      const menuButton = page.getByRole("button", { name: "Open menu" });
      await expect(menuButton, `${path}: the menu button is reachable`).toBeInViewport();
      if (!email && i > 0) continue;
      await menuButton.click();
      const menu = page.locator("#mobile-menu");
      if (email)
        await expect(menu.getByRole("button", { name: /^Notifications/ }), `${path}: Notifications`).toBeVisible();
      if (i === 0) {
        const small = (await menuTargets(page)).filter((target) => target.height < 44);
        expect(small, "phone menu entries under 44 px").toEqual([]);
      }
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
    }
    expect(tooWide, `pages wider than the ${PHONE.width} px screen`).toEqual([]);
    await page.context().close();
  });
}
