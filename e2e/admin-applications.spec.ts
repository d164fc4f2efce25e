import { expect, test } from "./fixtures";
import {
  fillAccountFields,
  followVerificationLink,
  login,
  logout,
  mainNav,
  signInAs,
  uniqueEmail,
  uniqueTag,
} from "./helpers";

test("the admin approves a staff application and the new staff member reaches the staff dashboard", async ({
  page,
}) => {
  const account = { name: `Sam Staff ${uniqueTag()}`, email: uniqueEmail("staff"), password: "staff passphrase 1" };

  await page.goto("/staff/register");
  await expect(page.getByRole("heading", { level: 1, name: "Staff registration" })).toBeVisible();
  await fillAccountFields(page, account);
  const since = Date.now();
  await page.getByRole("button", { name: "Register" }).click();
  await followVerificationLink(page, account.email, since);
  await expect(page).toHaveURL(/\/profile\?applied=1&verified=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Your application was sent." })).toBeVisible();
  await expect(page.getByText("Staff: pending")).toBeVisible();

  // Before approval the staff area refuses the applicant.
  await page.goto("/staff/dashboard");
  await expect(page).toHaveURL(/\/staff\/login\?redirect=%2Fstaff%2Fdashboard&denied=1$/);
  // Told the application is waiting, not that the page needs another account (issue 30).
  await expect(page.getByText("Your application to join as Staff is waiting for an admin's decision.")).toBeVisible();
  await expect(page.getByText("This page needs a different account.")).toHaveCount(0);
  await logout(page);

  await signInAs(page, "admin@sewagear.test");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Staff and accountant applications" })).toBeVisible();
  const application = page.getByRole("listitem").filter({ hasText: `${account.name} (${account.email})` });
  await expect(application).toContainText("Applied as staff");
  const approve = page.getByRole("button", { name: `Approve ${account.name} as staff` });
  await expect(approve).toBeVisible();
  await approve.click();
  // Decided: it leaves the list of waiting applications.
  await expect(approve).toHaveCount(0);
  await expect(application).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await logout(page);
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);

  await login(page, account.email, account.password, "/staff/login");
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff dashboard" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Staff Dashboard" })).toHaveAttribute(
    "href",
    "/staff/dashboard",
  );
});
