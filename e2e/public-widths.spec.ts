import { expect, type Page, test } from "./fixtures";

/**
 * The five public pages fit the narrow phones (issue 33): at 320, 360 and 375 px,
 * in English and in Malay at its own URL (/ms/…), nothing is wider than the screen,
 * so nothing scrolls sideways — the home page's search row included, which was
 * 6 px too wide at 375 px in English. So do the sign-in, sign-up and reset-link
 * forms a visitor meets (issue 30).
 */
test.describe.configure({ timeout: 180_000 });

async function expectFits(page: Page, path: string, width: number) {
  await page.goto(path);
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Once the app has taken the page over: hydration must not widen it either.
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${path} is ${wide} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

const PUBLIC_PAGES = ["/", "/learnmore", "/owner/lensmaster", "/wanted"];
/** The forms a new visitor meets first (issue 30): sign-in, the sign-ups, the reset link. */
const VISITOR_FORMS = ["/auth/login", "/auth/register", "/owners/register", "/auth/forgot-password"];

for (const width of [320, 360, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const [language, prefix] of [
      ["English", ""],
      ["Malay", "/ms"],
    ] as const) {
      test(`every public page fits, in ${language}`, async ({ page, request, allowConsoleError }) => {
        allowConsoleError(
          /ERR_NAME_NOT_RESOLVED \(https:\/\/[^)]*tile/,
          "no internet here: the home map's tiles cannot load",
        );
        const { gear } = (await (await request.get("/api/owners/lensmaster")).json()) as { gear: { id: string }[] };
        for (const path of [...PUBLIC_PAGES, `/gear/${gear[0]!.id}`, ...VISITOR_FORMS])
          await expectFits(page, path === "/" ? prefix || "/" : `${prefix}${path}`, width);
        await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "ms" : "en");
      });
    }
  });
}

test("the language switch goes between a page's English and Malay URLs", async ({ page, request }) => {
  const { gear } = (await (await request.get("/api/owners/lensmaster")).json()) as { gear: { id: string }[] };
  const path = `/gear/${gear[0]!.id}`;
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  const group = page.getByRole("group", { name: "Language" }).first();
  await group.getByRole("button", { name: "BM" }).click();
  await expect(page).toHaveURL(new RegExp(`/ms${path}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await page.getByRole("group", { name: "Bahasa" }).first().getByRole("button", { name: "EN" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page).not.toHaveURL(/\/ms\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
