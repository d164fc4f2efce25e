import { expect, test } from "./fixtures";
import {
  fillAccountFields,
  followVerificationLink,
  login,
  logout,
  mainNav,
  readLatestMail,
  uniqueEmail,
} from "./helpers";

test("a renter resets a forgotten password with the e-mailed link", async ({ page }) => {
  const account = { name: "Rina Reset", email: uniqueEmail("reset"), password: "the old passphrase" };
  const newPassword = "a brand new passphrase";

  await page.goto("/auth/register");
  await fillAccountFields(page, account);
  const registered = Date.now();
  await page.getByRole("button", { name: "Register" }).click();
  await followVerificationLink(page, account.email, registered);
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
  await logout(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  const since = Date.now();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `If ${account.email} has a SewaGear account` }),
  ).toBeVisible();

  const mail = await readLatestMail(account.email, since, { subject: "Reset your SewaGear password" });
  expect(mail.link).toMatch(/\/auth\/reset-password\?token=[^&\s]+$/);

  await page.goto(mail.link);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();

  await expect(page).toHaveURL(/\/auth\/login\?reset=1$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your password was changed. Sign in with the new one." }),
  ).toBeVisible();

  // The old password no longer works...
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/auth\/login\?reset=1$/);

  // ...the new one does.
  await login(page, account.email, newPassword, null);
  await expect(mainNav(page).getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();

  // The link is spent.
  await logout(page);
  await page.goto(mail.link);
  await page.getByLabel("New password", { exact: true }).fill("yet another passphrase");
  await page.getByLabel("Confirm new password").fill("yet another passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This link has expired or was already used. Ask for a new one.");
});
