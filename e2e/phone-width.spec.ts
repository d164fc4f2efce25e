import { expect, type Page, test } from "./fixtures";
import { registerThroughApi, signInAs, uniqueEmail } from "./helpers";

/**
 * Every page fits a 375 px phone in both languages: nothing wider than the
 * screen, so no sideways scrolling. Malay texts run longer than English, so
 * each page is checked in both.
 */
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 120_000 });

const LANGUAGE_KEY = "sewagear.language";

/** Open `path` and check the page is no wider than the screen once it has settled. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

for (const lang of ["en", "ms"] as const) {
  test(`public pages fit a 375 px phone (${lang})`, async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, lang]);
    const owner = (await (await page.request.get("/api/owners/sabahshooters")).json()) as { gear: { id: string }[] };
    for (const path of [
      "/",
      "/learnmore",
      "/learnmore?q=kamera",
      `/gear/${owner.gear[0]!.id}`,
      "/owner/sabahshooters",
      "/wanted",
      "/auth/login",
      "/auth/register",
      "/owners/register",
      "/auth/forgot-password",
      "/no-such-page",
    ])
      await expectFits(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });

  test(`a renter's pages fit a 375 px phone (${lang})`, async ({ page }) => {
    const account = { name: "Aisyah Binti Abdullah", email: uniqueEmail(`phone-${lang}`), password: "phone-width-1" };
    await registerThroughApi(page, account);
    const saved = await page.request.put("/api/profile/language", { data: { language: lang } });
    expect(saved.status()).toBe(200);
    for (const path of ["/profile", "/booking", "/filters", "/wanted"]) await expectFits(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });
}

// The owner who reads Malay in the journeys (bahasa-journey.spec.ts): the owner pages in Malay.
test("an owner's pages fit a 375 px phone (ms)", async ({ page }) => {
  await signInAs(page, "sabahshooters@sewagear.test");
  const saved = await page.request.put("/api/profile/language", { data: { language: "ms" } });
  expect(saved.status()).toBe(200);
  for (const path of ["/owners/dashboard", "/owners/settings", "/owners/payment-settings"])
    await expectFits(page, path);
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
});
