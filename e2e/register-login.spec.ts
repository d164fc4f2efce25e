import { expect, test } from "./fixtures";
import {
  DEMO_PASSWORD,
  fillAccountFields,
  followVerificationLink,
  login,
  logout,
  mainNav,
  uniqueEmail,
} from "./helpers";

test("a new renter registers, logs out and logs in again", async ({ page }) => {
  const account = { name: "Farah Renter", email: uniqueEmail("renter"), password: "a long enough passphrase" };
  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create your SewaGear account" })).toBeVisible();
  await fillAccountFields(page, account);
  const since = Date.now();
  await page.getByRole("button", { name: "Register" }).click();

  // "Check your e-mail" (the same answer a registered address gets); the e-mailed link
  // signs the new account in, on the profile page.
  await expect(page.getByRole("status")).toHaveText(
    `Check your e-mail. We have sent a message to ${account.email}: follow its link to continue.`,
  );
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toHaveCount(0);
  await followVerificationLink(page, account.email, since);
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expect(page.getByText(`${account.email} — verified`)).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "My Profile" })).toHaveCount(0);

  await login(page, account.email, account.password, null);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
});

test("a wrong password shows an error and stays on the login page", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill("renter@sewagear.test");
  await page.getByLabel("Password", { exact: true }).fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("alert")).toHaveText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toHaveCount(0);
});

test("logging out from a guarded page lands on the plain login page", async ({ page }) => {
  await login(page, "renter@sewagear.test", DEMO_PASSWORD);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 1_500 });

  await login(page, "renter@sewagear.test", DEMO_PASSWORD, null);
  await expect(page).toHaveURL(/\/$/);
});

test("an owner logging out from the owner area lands on the owner login page", async ({ page }) => {
  await login(page, "owner@sewagear.test", DEMO_PASSWORD, "/owners/login");
  await page.goto("/owners/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Owner dashboard" })).toBeVisible();
  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/owners\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Owner Login" })).toBeVisible();
  expect((await page.request.get("/api/session")).status()).toBe(401);
});
