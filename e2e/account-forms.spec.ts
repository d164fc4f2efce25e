import { expect, test } from "./fixtures";
import { fillAccountFields, mainNav, readLatestMail, uniqueEmail, uniqueTag } from "./helpers";

const REQUIRED = "Username is required";
const RESERVED = "Username is reserved and cannot be used";
const AVAILABLE = "This username is available.";

test("owner sign-up: typing a valid username replaces the stale 'required' message and the refused submit's alert", async ({
  page,
}) => {
  await page.goto("/owners/register");
  const username = page.getByLabel("Username");
  await fillAccountFields(page, { name: "Nadia Owner", email: uniqueEmail("owner"), password: "owner passphrase 3" });
  await page.getByRole("button", { name: "Register as owner" }).click();
  await expect(username).toHaveAccessibleDescription(new RegExp(REQUIRED));

  await username.fill(`lens_${uniqueTag()}`);
  await expect(page.getByText(AVAILABLE)).toBeVisible();
  await expect(page.getByText(REQUIRED)).toHaveCount(0);
  await expect(username).toHaveAttribute("aria-invalid", "false");

  // A submit the server refuses leaves its message on top and beside the field …
  await username.fill("Admin");
  await page.getByRole("button", { name: "Register as owner" }).click();
  await expect(page.getByRole("alert").filter({ hasText: RESERVED })).toHaveCount(2);
  // … and typing a valid one clears both: only the live check's answer is left.
  await username.fill(`kamera_${uniqueTag()}`);
  await expect(page.getByText(AVAILABLE)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(username).not.toHaveAccessibleDescription(new RegExp(RESERVED));
});

test("/admin/register says admin registration is closed before anyone fills a form", async ({ page }) => {
  // The journeys' server runs without ADMIN_EMAIL_DOMAIN.
  await page.goto("/admin/register");
  await expect(page.getByRole("heading", { level: 1, name: "Admin registration" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText: "Admin registration is closed. Ask an existing admin to create your account.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Register" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin/login");
});

test.describe("with the service worker out of the way", () => {
  // page.route does not see the requests a service worker makes on the page's behalf.
  test.use({ serviceWorkers: "block" });
  test("/admin/register shows its form when admin sign-ups are open", async ({ page }) => {
    await page.route(/\/api\/applications\/admin-registration$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"open":true,"domain":"sewagear.my"}' }),
    );
    await page.goto("/admin/register");
    await expect(page.getByLabel("Full name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
    await expect(page.getByText("Admin registration is closed.")).toHaveCount(0);
  });
});

test("registering again with an existing address and its password signs in and says the account existed", async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = { name: "Farah Again", email: uniqueEmail("again"), password: "the same passphrase" };
  const elsewhere = await playwright.request.newContext({ baseURL });
  try {
    const since = Date.now();
    const first = await elsewhere.post("/api/register", { data: account });
    expect(first.status(), await first.text()).toBe(202);
    // Confirmed by its link: before that a password opens nothing, not even here (ADR 046).
    const mail = await readLatestMail(account.email, since, { subject: "Verify your e-mail address" });
    expect((await elsewhere.get(mail.link, { maxRedirects: 0 })).status()).toBe(302);
  } finally {
    await elsewhere.dispose();
  }

  await page.goto("/auth/register");
  await fillAccountFields(page, account);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole("status").filter({ hasText: "You already have an account with this e-mail. We signed you in." }),
  ).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByText(`${account.email} — verified`)).toBeVisible();
});
