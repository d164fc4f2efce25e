import { checkNow, expect, type Page, test } from "./fixtures";
import { registerThroughApi, signInAs, uniqueEmail } from "./helpers";

/**
 * The pages a person sees pass axe (WCAG 2 A and AA) on a 375 px phone, in both
 * languages: no violation of impact "serious" or "critical". The shared fixture
 * (fixtures.ts) runs axe in every page of every journey and fails on such a
 * violation; this journey makes sure each of these pages is checked, in each
 * language, by checking each one before going on to the next.
 */
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 180_000 });

const LANGUAGE_KEY = "sewagear.language";

/** Open each path, let it settle and have the fixture's axe check it now. */
async function expectNoSeriousViolations(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await checkNow(page);
  }
}

for (const lang of ["en", "ms"] as const) {
  test(`public pages pass axe at 375 px (${lang})`, async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, lang]);
    const owner = (await (await page.request.get("/api/owners/sabahshooters")).json()) as { gear: { id: string }[] };
    await expectNoSeriousViolations(page, [
      "/",
      "/learnmore?q=kamera",
      `/gear/${owner.gear[0]!.id}`,
      "/owner/sabahshooters",
      "/wanted",
      "/auth/login",
      "/auth/register",
    ]);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });

  test(`a renter's pages pass axe at 375 px (${lang})`, async ({ page }) => {
    const account = { name: "Aisyah Binti Abdullah", email: uniqueEmail(`axe-${lang}`), password: "axe-check-1" };
    await registerThroughApi(page, account);
    const saved = await page.request.put("/api/profile/language", { data: { language: lang } });
    expect(saved.status()).toBe(200);
    await expectNoSeriousViolations(page, ["/profile", "/booking", "/vouchers"]);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });

  test(`an owner's dashboard passes axe at 375 px (${lang})`, async ({ page }) => {
    await signInAs(page, "sabahshooters@sewagear.test");
    // The owner's saved language is put back afterwards, for the journeys that follow.
    const before = ((await (await page.request.get("/api/session")).json()) as { language: string }).language;
    const saved = await page.request.put("/api/profile/language", { data: { language: lang } });
    expect(saved.status()).toBe(200);
    try {
      await expectNoSeriousViolations(page, ["/owners/dashboard", "/vouchers"]);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    } finally {
      await page.request.put("/api/profile/language", { data: { language: before } });
    }
  });

  test(`review moderation, the audit trail and the staff dashboard pass axe at 375 px (${lang})`, async ({ page }) => {
    for (const [email, paths] of [
      ["admin@sewagear.test", ["/debug-reviews", "/admin/audit"]],
      ["staff@sewagear.test", ["/staff/dashboard"]],
    ] as const) {
      await signInAs(page, email);
      const before = ((await (await page.request.get("/api/session")).json()) as { language: string }).language;
      await page.request.put("/api/profile/language", { data: { language: lang } });
      try {
        await expectNoSeriousViolations(page, [...paths]);
      } finally {
        await page.request.put("/api/profile/language", { data: { language: before } });
      }
    }
  });
}
