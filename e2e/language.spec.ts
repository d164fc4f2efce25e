import { expect, type Page, test } from "./fixtures";
import { registerThroughApi, signInAs, uniqueEmail, waitForAppAt } from "./helpers";

/** The navigation bar, whatever language its own name is in. */
const bar = (page: Page) => page.getByRole("banner");
const languageButton = (page: Page, short: "EN" | "BM") => bar(page).getByRole("button", { name: short, exact: true });

/** The texts' chunks (src/web/lib/i18n.ts), each language's own: fetched only when that language is shown. */
const MALAY_CHUNK = /\/assets\/texts-ms-[\w-]+\.js$/;
const ENGLISH_CHUNK = /\/assets\/texts-en-[\w-]+\.js$/;

test("a visitor switches to Bahasa Melayu and the choice outlives a reload", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(r.url()));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: "Available Gear" })).toBeVisible();
  expect(
    fetched.filter((url) => MALAY_CHUNK.test(url)),
    "an English visit does not download Malay",
  ).toEqual([]);
  await expect(languageButton(page, "EN")).toHaveAttribute("aria-pressed", "true");

  // Keyboard: the switch is a pair of buttons in a group named "Language".
  await expect(bar(page).getByRole("group", { name: "Language" })).toBeVisible();
  await languageButton(page, "BM").focus();
  await page.keyboard.press("Enter");
  // The home page has a Malay URL of its own: the switch opens it (ADR 032).
  await waitForAppAt(page, /\/ms$/);

  await expect(languageButton(page, "BM")).toHaveAttribute("aria-pressed", "true");
  await expect(languageButton(page, "EN")).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  expect(fetched.filter((url) => MALAY_CHUNK.test(url)).length).toBeGreaterThan(0);
  const nav = page.getByRole("navigation", { name: "Utama" });
  // Links of a Malay page stay under /ms where a page has a Malay URL.
  await expect(nav.getByRole("link", { name: "Peralatan Tersedia" })).toHaveAttribute("href", /^(\/ms)?\/learnmore$/);
  await expect(nav.getByRole("link", { name: "Log Masuk", exact: true })).toHaveAttribute(
    "href",
    /^(\/ms)?\/auth\/login$/,
  );
  await expect(nav.getByRole("group", { name: "Bahasa" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("harga dalam RM sehari");

  fetched.length = 0;
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(bar(page).getByRole("link", { name: "Dicari" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  expect(
    fetched.filter((url) => ENGLISH_CHUNK.test(url)),
    "a page in Malay does not fetch English texts",
  ).toEqual([]);

  await languageButton(page, "EN").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(bar(page).getByRole("link", { name: "Available Gear" })).toBeVisible();
});

test("the mobile menu has the switch too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await bar(page).getByRole("button", { name: "Open menu" }).click();
  await languageButton(page, "BM").click();
  // The switch opens the Malay URL (a new page): the menu is opened again there.
  await waitForAppAt(page, /\/ms$/);
  await bar(page).getByRole("button", { name: "Buka menu" }).click();
  await expect(bar(page).getByRole("button", { name: "Tutup menu" })).toBeVisible();
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Daftar", exact: true })).toBeVisible();
});

// A fresh account, not a demo one: its saved language would change what every
// other journey signed in as that demo account reads.
test("a signed-in account's choice is saved and comes back with a new sign-in", async ({ page, browser }) => {
  const account = { name: "Nurul Huda", email: uniqueEmail("language"), password: "bahasa-melayu-1" };
  await registerThroughApi(page, account);

  await page.goto("/");
  await expect(bar(page).getByRole("link", { name: "My Profile" })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/profile/language") && r.status() === 200);
  await languageButton(page, "BM").click();
  await saved;
  await expect(bar(page).getByRole("link", { name: "Profil Saya" })).toBeVisible();

  // Another browser: nothing on the device, English-speaking, and yet Malay after signing in.
  const elsewhere = await browser.newContext({ locale: "en-GB" });
  const other = await elsewhere.newPage();
  await signInAs(other, account.email, account.password);
  await other.goto("/profile");
  await expect(bar(other).getByRole("link", { name: "Tempah Peralatan" })).toBeVisible();
  await expect(other.locator("html")).toHaveAttribute("lang", "ms");
  await expect(other.getByRole("main").getByRole("button", { name: "BM", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await elsewhere.close();
});

// The switch on "/" also moves to "/ms" (ADR 032): it waits for the session and the save,
// or the full load would drop a choice made before the session arrived.
test("a choice made while the session is still on its way is saved on the account, not undone by it", async ({
  page,
}) => {
  const account = { name: "Aisyah Cepat", email: uniqueEmail("language-early"), password: "bahasa-melayu-1" };
  await registerThroughApi(page, account);

  // Hold the session check back until the switch has been pressed (a slow network).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/session/current", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const saved = page.waitForRequest(
    (r) => r.url().endsWith("/api/profile/language") && r.method() === "PUT" && r.postDataJSON()?.language === "ms",
  );
  await languageButton(page, "BM").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  release();
  await saved;
  await waitForAppAt(page, /\/ms$/);
  // The account said English when the session arrived: the page stays in Malay all the same.
  await expect(bar(page).getByRole("link", { name: "Profil Saya" })).toBeVisible();
  await page.unroute("**/api/session/current");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  const session = (await (await page.request.get("/api/session/current")).json()) as { language: string | null };
  expect(session.language, "saved on the account").toBe("ms");
});
