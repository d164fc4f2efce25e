import { expect, type Page, test } from "./fixtures";
import { signedInRequest } from "./booking-helpers";
import { demoSession, signInAs } from "./helpers";

/**
 * Issue 13 items 2 and 6. An admin hides a demo review on /debug-reviews and it
 * leaves the gear page a visitor sees; the admin then restores it (so other
 * journeys find the demo data as seeded). A staff member looks up a booking and
 * an account on a 375 px phone.
 */

const phone = { width: 375, height: 812 };
const REVIEW = "Solid light, no flicker on camera.";

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test("an admin hides a review and it disappears from the gear page; restoring brings it back", async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two people in two browsers with axe on their pages: ~29 s on a quiet 2-core machine, so
  // the default 30 s failed it under load (once in this session's run, passing on retry).
  test.setTimeout(60_000);
  // Which gear the seeded review is about, as the moderation API says.
  const api = await signedInRequest(playwright, baseURL, "admin@sewagear.test");
  const found = await (await api.get(`/api/admin/reviews?q=${encodeURIComponent(REVIEW)}`)).json();
  const gearId: string = found.items[0].subjectId;
  await api.dispose();

  const visitor = await (await browser.newContext({ viewport: phone })).newPage();
  await visitor.goto(`/gear/${gearId}`);
  const reviews = visitor.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText(REVIEW)).toBeVisible();

  const admin = await (await browser.newContext({ storageState: demoSession("admin"), viewport: phone })).newPage();
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Review moderation" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Review moderation" })).toBeVisible();
  await admin.getByLabel("Search text, author or subject").fill("no flicker");
  await admin.getByRole("button", { name: "Search", exact: true }).click();
  const row = admin.getByRole("listitem").filter({ hasText: REVIEW });
  await expect(row).toHaveCount(1);
  await expectNoSideways(admin);

  await row.getByRole("button", { name: /^Hide the review by/ }).click();
  const dialog = admin.getByRole("dialog", { name: "Hide this review?" });
  // No reason, no hiding: the field says why.
  await dialog.getByRole("button", { name: "Hide review" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason").fill("Journey check: hidden for a moment");
  await dialog.getByRole("button", { name: "Hide review" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(row.getByText(/Hidden by Aisyah Admin on .*: Journey check: hidden for a moment/)).toBeVisible();

  // Gone from the public gear page at once.
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "Reviews" })).toBeVisible();
  await expect(reviews.getByText(REVIEW)).toHaveCount(0);

  // The audit trail shows who did it.
  await admin.goto("/admin/audit?action=review.hidden");
  // In words (issue 30: no raw keys): the action, and what changed as "field: was → now".
  const trail = admin.getByRole("region", { name: "Audit entries" });
  await expect(trail.getByText("Review hidden").first()).toBeVisible();
  await expect(trail.getByRole("row").nth(1).getByText("No → Yes")).toBeVisible();
  await expect(trail.getByText("review.hidden")).toHaveCount(0);

  await admin.goto(`/debug-reviews?q=${encodeURIComponent("no flicker")}`);
  await row.getByRole("button", { name: /^Restore the review by/ }).click();
  const restoreDialog = admin.getByRole("dialog", { name: "Restore this review?" });
  await restoreDialog.getByLabel("Reason").fill("Journey check done");
  await restoreDialog.getByRole("button", { name: "Restore review" }).click();
  await expect(row.getByText("Visible", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(reviews.getByText(REVIEW)).toBeVisible();
});

test("a staff member looks up a booking and an account on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await signInAs(page, "staff@sewagear.test");
  await page.goto("/staff/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Staff dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Scam reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Deposit disputes" })).toBeVisible();

  const lookup = page.getByRole("region", { name: "Look up" });
  await lookup.getByLabel("Search").fill("renter@sewagear.test");
  await lookup.getByRole("button", { name: "Look up" }).click();
  await expect(lookup.getByText("Results for “renter@sewagear.test”")).toBeVisible();
  await expect(lookup.getByText(/Renter: Nurul Renter/).first()).toBeVisible();
  await expectNoSideways(page);

  await lookup.getByLabel("What to look up").selectOption("users");
  await lookup.getByLabel("Search").fill("Nurul");
  await lookup.getByRole("button", { name: "Look up" }).click();
  await expect(lookup.getByText("renter@sewagear.test", { exact: true })).toBeVisible();
  await expect(lookup.getByText("Verification: Verified").first()).toBeVisible();
  await expectNoSideways(page);
});
