import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, type Page, test } from "./fixtures";
import { registerThroughApi, uniqueEmail } from "./helpers";

/**
 * "Download my data" (issue 29, PDPA) on a 375 px phone: a fresh account (one
 * request a day, so no shared demo account) asks on /profile, the worker makes
 * the ZIP, the page offers it, and the file holds the person's own account.
 */
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 90_000 });

async function registerIn(page: Page, language: "en" | "ms") {
  const account = { name: "Dina Data", email: uniqueEmail(`export-${language}`), password: "export passphrase" };
  await registerThroughApi(page, account);
  const saved = await page.request.put("/api/profile/language", { data: { language } });
  expect(saved.status()).toBe(200);
  return account;
}

async function expectFitsScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `/profile is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test("a person asks for their data on /profile and downloads the ZIP", async ({ page }) => {
  const account = await registerIn(page, "en");
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Download my data" });
  await card.getByRole("button", { name: "Prepare my data" }).click();

  // The page asks again every 5 s while the worker builds the file.
  const link = card.getByRole("link", { name: "Download my data (ZIP)" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/You can ask again after/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Prepare my data" })).toHaveCount(0);
  await expectFitsScreen(page);

  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sewagear-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync((await download.path())!));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(["README.txt", "account.json", "bookings.json"]));
  expect(JSON.parse(strFromU8(entries["account.json"]!))).toMatchObject({ email: account.email, name: account.name });
});

test("the card reads in Malay and fits the phone", async ({ page }) => {
  await registerIn(page, "ms");
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Muat turun data saya" });
  await expect(card.getByRole("button", { name: "Sediakan data saya" })).toBeVisible();
  await expectFitsScreen(page);
});
