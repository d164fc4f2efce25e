import { expect, type Page, test } from "./fixtures";
import { demoSession, fillAccountFields, followVerificationLink, uniqueEmail } from "./helpers";

const BOTH_MISSING = "Please complete your profile by adding: ID Card Verification, Complete Address Information";
const ID_MISSING = "Please complete your profile by adding: ID Card Verification";

const completeness = (page: Page) => page.getByRole("status").filter({ hasText: "Please complete your profile" });

/** A fresh renter (lands on /profile), so saving an address changes no shared demo account. */
async function registerFreshRenter(page: Page) {
  const email = uniqueEmail("profile");
  await page.goto("/auth/register");
  await fillAccountFields(page, { name: "Pat Profile", email, password: "profile passphrase" });
  const since = Date.now();
  await page.getByRole("button", { name: "Register" }).click();
  await followVerificationLink(page, email, since);
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
}

async function fillAddress(page: Page, address: { street: string; postalCode: string; city: string; state: string }) {
  await page.getByLabel("Street address").fill(address.street);
  await page.getByLabel("Postal code").fill(address.postalCode);
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel("State").selectOption(address.state);
}

test.describe(() => {
  test.use({ storageState: demoSession("newbie") });

  test("the demo newcomer is asked for an ID check and an address", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(completeness(page)).toHaveText(BOTH_MISSING);
  });
});

test("saving a complete address leaves only the ID check missing", async ({ page }) => {
  await registerFreshRenter(page);
  await expect(completeness(page)).toHaveText(BOTH_MISSING);

  await fillAddress(page, {
    street: "8 Jalan Bukit Bintang",
    postalCode: "55100",
    city: "Kuala Lumpur",
    state: "W.P. Kuala Lumpur",
  });
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your details were saved." })).toBeVisible();
  await expect(completeness(page)).toHaveText(ID_MISSING);

  // Saved on the server, not only in the form.
  await page.reload();
  await expect(completeness(page)).toHaveText(ID_MISSING);
  await expect(page.getByLabel("Postal code")).toHaveValue("55100");
  await expect(page.getByLabel("State")).toHaveValue("W.P. Kuala Lumpur");
});

test("a postal code that is not 5 digits is refused", async ({ page }) => {
  await registerFreshRenter(page);
  await fillAddress(page, { street: "1 Jalan Ampang", postalCode: "12", city: "Kuala Lumpur", state: "Selangor" });
  await page.getByRole("button", { name: "Save details" }).click();

  const postalCode = page.getByLabel("Postal code");
  await expect(postalCode).toHaveAttribute("aria-invalid", "true");
  await expect(postalCode).toHaveAccessibleDescription(/Postal code must be 5 digits/);
  await expect(page.getByRole("alert").filter({ hasText: "Postal code must be 5 digits" }).first()).toBeVisible();
  await expect(completeness(page)).toHaveText(BOTH_MISSING);
});
