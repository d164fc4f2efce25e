import { expect, test } from "./fixtures";
import { demoSession, registerThroughApi, signInAs, uniqueEmail, uniqueTag } from "./helpers";

// What a new user tripped on (issue 30 item 5): each screen says what is going on.

test("a signed-in person opening a login page is told so, and can sign out to use another account", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, "renter@sewagear.test");
  await page.goto("/auth/login?redirect=%2Fprofile");
  await expect(page.getByText("You are already signed in as renter@sewagear.test.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/profile");

  await page.getByRole("button", { name: "Sign out and use another account" }).click();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  expect((await page.request.get("/api/session")).status()).toBe(401);
});

test("a renter who becomes an owner goes straight to the dashboard, never told they already are one", async ({
  page,
}) => {
  const account = { name: "Becky Becoming", email: uniqueEmail("becoming"), password: "becoming owner 1" };
  await registerThroughApi(page, account);
  await page.goto("/owners/register");
  await expect(page.getByText(`You are signed in as ${account.email}.`)).toBeVisible();
  // Watch the page for the words, however briefly they would show.
  await page.evaluate(() => {
    const seen = () => document.body.innerText.includes("You are already an owner");
    const w = window as unknown as { sawAlreadyOwner: boolean };
    w.sawAlreadyOwner = seen();
    new MutationObserver(() => (w.sawAlreadyOwner ||= seen())).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.getByLabel("Username").fill(`becky_${uniqueTag()}`);
  await expect(page.getByText("This username is available.")).toBeVisible();
  await page.getByRole("button", { name: "Register as owner" }).click();
  await expect(page).toHaveURL(/\/owners\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Owner dashboard" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawAlreadyOwner: boolean }).sawAlreadyOwner)).toBe(false);
});

test.describe("signed in as the demo owner", () => {
  test.use({ storageState: demoSession("owner") });

  test("the gear form gives the admin's default threshold, not a number written into the text", async ({ page }) => {
    const usual = (await (await page.request.get("/api/settings/public")).json()).defaultExtendedThreshold as number;
    await page.goto("/owners/dashboard?new=1");
    // The form waits for the settings and its own route module: give a slow machine room.
    await expect(page.getByRole("heading", { name: "List new gear" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel("Extended price from (days)")).toHaveAccessibleDescription(
      new RegExp(`From 2 to 60 days; SewaGear's default is ${usual}\\.`),
    );
  });
});

test.describe("signed in as the demo admin", () => {
  test.use({ storageState: demoSession("admin") });

  test("each fee field says its range before it is refused", async ({ page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Service fee (%)")).toHaveAccessibleDescription(/From 0 to 50, up to two decimals\./);
    await expect(page.getByLabel("SST (%)")).toHaveAccessibleDescription(/From 0 to 50, up to two decimals\./);
    await expect(page.getByLabel("Default extended-price threshold (days)")).toHaveAccessibleDescription(
      /A whole number of days from 2 to 60\./,
    );
  });
});
