import { expect, test } from "./fixtures";
import { fillAccountFields, followVerificationLink, mainNav, uniqueEmail, uniqueTag } from "./helpers";

const RESERVED = "Username is reserved and cannot be used";
const TAKEN = "Username is already taken";

test("a reserved username is refused live and on submit; a valid one registers the owner", async ({
  page,
  request,
}) => {
  const account = { name: "Owen Owner", email: uniqueEmail("owner"), password: "owner passphrase 1" };
  await page.goto("/owners/register");
  await expect(page.getByRole("heading", { level: 1, name: "Register as an owner" })).toBeVisible();
  const username = page.getByLabel("Username");

  // Live, before any submit.
  await username.fill("Admin");
  await expect(username).toHaveAccessibleDescription(new RegExp(RESERVED));
  await expect(page.getByRole("alert").filter({ hasText: RESERVED })).toBeVisible();

  await fillAccountFields(page, account);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/owners/register") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Register as owner" }).click();
  expect((await answer).status(), "the server refuses the reserved username").toBe(400);
  await expect(username).toHaveAccessibleDescription(new RegExp(RESERVED));
  await expect(page.getByRole("alert").filter({ hasText: RESERVED }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Register as owner" })).toBeEnabled();
  await expect(page).toHaveURL(/\/owners\/register$/);
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toHaveCount(0);

  // No account was created: its credentials do not sign in.
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);

  // A valid, unique username goes through and lands on the owner dashboard.
  const handle = `cam_${uniqueTag()}`;
  await username.fill(handle);
  await expect(page.getByText("This username is available.")).toBeVisible();
  await fillAccountFields(page, account);
  const since = Date.now();
  await page.getByRole("button", { name: "Register as owner" }).click();
  await followVerificationLink(page, account.email, since);
  await expect(page).toHaveURL(/\/owners\/dashboard\?verified=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Owner dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: `@${handle}` })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Owner Dashboard" })).toBeVisible();
});

test("a username already in use is reported as taken", async ({ page }) => {
  await page.goto("/owners/register");
  const username = page.getByLabel("Username");
  await username.fill("lensmaster");
  await expect(page.getByRole("alert").filter({ hasText: TAKEN })).toBeVisible();
  await expect(username).toHaveAttribute("aria-invalid", "true");
});

test("an empty username says 'Username is required', in the seed's words", async ({ page }) => {
  await page.goto("/owners/register");
  await fillAccountFields(page, { name: "Nora Owner", email: uniqueEmail("owner"), password: "owner passphrase 2" });
  await page.getByRole("button", { name: "Register as owner" }).click();
  const username = page.getByLabel("Username");
  await expect(username).toHaveAccessibleDescription(/Username is required/);
  await expect(page).toHaveURL(/\/owners\/register$/);
});

test.describe("with the service worker out of the way", () => {
  // page.route does not see the requests a service worker makes on the page's behalf.
  test.use({ serviceWorkers: "block" });
  test("when the availability check fails, the form says 'Error checking username availability'", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503/, "the availability check is made to fail on purpose");
    // The answer of a failed check, as the server gives it when its database query fails.
    await page.route(/\/api\/owners\/username-availability\?/, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "USERNAME_CHECK_FAILED", message: "Error checking username availability" },
        }),
      }),
    );
    await page.goto("/owners/register");
    await page.getByLabel("Username").fill("kamera_kl");
    await expect(page.getByRole("alert").filter({ hasText: "Error checking username availability" })).toBeVisible();
  });
});
