import { expect, test } from "./fixtures";
import {
  baseURL,
  DEMO_PASSWORD,
  fillAccountFields,
  followVerificationLink,
  login,
  logout,
  mainNav,
  readLatestMail,
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

test("before the address is confirmed, the password is refused like a wrong one and the login page sends a new link", async ({
  page,
}) => {
  // Two sign-in forms, a resend with its 500 ms floor and an e-mail to wait for.
  test.setTimeout(60_000);
  const account = { name: "Lina Later", email: uniqueEmail("later"), password: "confirm me later please" };
  const registered = await page.request.post("/api/register", { headers: { origin: baseURL() }, data: account });
  expect(registered.status()).toBe(202);

  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The same words as a wrong password (ADR 046): nobody learns the address was just registered.
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(
    page.getByText("Registered but not confirmed your e-mail yet? The link we sent signs you in."),
  ).toBeVisible();

  // One live region, in place (empty) before the words arrive, so a screen reader reads them once.
  const status = page.getByRole("status");
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText("");
  const since = Date.now();
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a new link is on its way" })).toHaveText(
    `If ${account.email} is waiting to be confirmed, a new link is on its way.`,
  );
  const mail = await readLatestMail(account.email, since, { subject: "Verify your e-mail address" });
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
  await expect(page.getByText(`Thank you: ${account.email} is verified. Your account is ready.`)).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();
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
