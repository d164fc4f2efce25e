import fs from "node:fs";
import { type Browser, expect, type Page, test } from "./fixtures";
import { signInAs } from "./helpers";
import { nav as navEn } from "../src/shared/i18n/en/nav";
import { nav as navMs } from "../src/shared/i18n/ms/nav";
import { notifications as notificationsEn } from "../src/shared/i18n/en/notifications";
import { notifications as notificationsMs } from "../src/shared/i18n/ms/notifications";

/**
 * Issue 14, "every page at 375 px", and issue 30, "at 320–375 px, in both
 * languages": every route of the router (read from src/web/app/routes.tsx, so a
 * new route is swept without editing this file), for each role and in English
 * and Bahasa Melayu, on a 320 × 812 phone, the narrowest a person still uses
 * (the layouts are fluid below Tailwind's 640 px breakpoint, so what fits 320
 * fits 375): the document is exactly as wide as the screen, the menu button is
 * in view, and the open menu offers Notifications to anyone signed in, with
 * every entry a 44 px tap target. (phone-width.spec.ts checks 375 px.)
 */
const PHONE = { width: 320, height: 812 };
const LANGUAGE_KEY = "sewagear.language";
/** The labels the sweep looks for, in the page's language. */
const LABELS = {
  en: { openMenu: navEn.openMenu, notifications: notificationsEn.menu.button },
  ms: { openMenu: navMs.openMenu, notifications: notificationsMs.menu.button },
} as const;
type Lang = keyof typeof LABELS;
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

async function phoneAs(browser: Browser, email: string | null, lang: Lang) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  // A visitor's language is the one the switch saved in the browser.
  // (about:blank, the first document of a context, has no storage to write.)
  await context.addInitScript(
    ([key, value]) => {
      if (location.protocol.startsWith("http")) localStorage.setItem(key!, value!);
    },
    [LANGUAGE_KEY, lang],
  );
  const page = await context.newPage();
  if (email) {
    await signInAs(page, email);
    // An account's saved language wins, and a demo account's is whatever the journeys before left it.
    expect((await page.request.put("/api/profile/language", { data: { language: lang } })).status()).toBe(200);
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

for (const [role, email] of Object.entries(ROLES))
  for (const lang of ["en", "ms"] as const)
    test(`every route fits a ${PHONE.width} px phone: ${role} (${lang})`, async ({ browser }) => {
      const page = await phoneAs(browser, email, lang);
      const labels = LABELS[lang];
      const tooWide: string[] = [];
      // The journeys after this one read the demo accounts in English: the account goes back to it, pass or fail.
      try {
        for (const [i, path] of (await addresses(page)).entries()) {
          await page.goto(path);
          await expect(page.getByRole("main")).toBeVisible();
          await page.waitForLoadState("networkidle");
          const { document, screen } = await widths(page);
          if (document !== screen) tooWide.push(`${path} (${new URL(page.url()).pathname}): ${document} px`);

          await expect(page.locator("html"), `${path} in ${lang}`).toHaveAttribute("lang", lang);
          const menuButton = page.getByRole("button", { name: labels.openMenu });
          await expect(menuButton, `${path}: the menu button is reachable`).toBeInViewport();
          if (!email && i > 0) continue;
          await menuButton.click();
          const menu = page.locator("#mobile-menu");
          if (email)
            await expect(
              menu.getByRole("button", { name: new RegExp(`^${labels.notifications}`) }),
              `${path}: Notifications`,
            ).toBeVisible();
          if (i === 0) {
            const small = (await menuTargets(page)).filter((target) => target.height < 44);
            expect(small, "phone menu entries under 44 px").toEqual([]);
          }
          await page.keyboard.press("Escape");
          await expect(menu).toHaveCount(0);
        }
        expect(tooWide, `pages wider than the ${PHONE.width} px screen`).toEqual([]);
      } finally {
        if (email) await page.request.put("/api/profile/language", { data: { language: "en" } });
        await page.context().close();
      }
    });
