import { expect, test } from "./fixtures";
import { demoSession } from "./helpers";

/**
 * Issue 15: /admin/jobs, reached from /admin, lists the background jobs that
 * failed (the demo has none) and reads on a 375 px phone.
 */
test.use({ storageState: demoSession("admin"), viewport: { width: 375, height: 740 } });

test("an admin opens Failed jobs from /admin; it fits a phone", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: "Failed jobs" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Failed background jobs" })).toBeVisible();
  await expect(page.getByText("No failed jobs.")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
