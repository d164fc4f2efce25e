import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, login } from "./helpers";

test("a renter opening /admin is sent to the admin login", async ({ page }) => {
  await login(page, "renter@sewagear.test", DEMO_PASSWORD);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin(&|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "This page needs a different account." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toHaveCount(0);
});

test("signed out, /profile asks to log in and returns there afterwards", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

  await login(page, "renter@sewagear.test", DEMO_PASSWORD, null);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
});

test("signed out, /owners/dashboard asks for the owner login", async ({ page }) => {
  await page.goto("/owners/dashboard");
  await expect(page).toHaveURL(/\/owners\/login\?redirect=%2Fowners%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Owner Login" })).toBeVisible();
});

test("an unknown path shows the 404 page, and the server answers it with HTTP 404", async ({ page }) => {
  const known = await page.request.get("/learnmore?q=sony");
  expect(known.status()).toBe(200);
  const answer = await page.goto("/no-such-page");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
});
