import { expect, test } from "./fixtures";
import { signInAs } from "./helpers";

/**
 * Issue 12 point 3: an admin writes a month's salary for the demo staff member,
 * approves it and records its payment on /admin/staff-salary; the staff member
 * then opens that payslip from /staff/dashboard.
 */
test("an admin approves and pays a salary record and the staff member opens the payslip", async ({ page, browser }) => {
  // A month no other run of this journey on the same database has used.
  const month = `${2040 + Math.floor(Math.random() * 10)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}`;
  const monthName = new Date(`${month}-15T00:00:00Z`).toLocaleDateString("en-MY", { month: "long", year: "numeric" });

  await signInAs(page, "admin@sewagear.test");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Staff salary" }).click();
  await expect(page).toHaveURL(/\/admin\/staff-salary$/);
  await page.getByLabel("Month", { exact: true }).fill(month);
  const records = page.getByRole("region", { name: `Salary records for ${monthName}` });
  await expect(page.getByText("No salary records for this month yet.")).toBeVisible();

  await page.getByLabel("Employee", { exact: true }).selectOption({ label: "Siti Staff (Staff)" });
  await page.getByLabel("Basic salary (RM)").fill("3,000");
  await page.getByLabel("Allowances (RM)").fill("100");
  await page.getByRole("button", { name: "Add draft" }).click();
  await expect(page.getByText("Draft added for Siti Staff.")).toBeVisible();

  // A draft is corrected before approval; its contributions are worked out again.
  await page.getByRole("button", { name: "Edit Siti Staff's draft" }).click();
  const edit = page.locator("form", { has: page.getByRole("heading", { name: "Correct Siti Staff's draft" }) });
  await edit.getByLabel("Allowances (RM)").fill("200");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(edit).toBeHidden();

  // RM 3,200: EPF 352.00 (band RM 3,200 × 11 %), SOCSO 15.75, EIS 6.30 (band midpoint RM 3,150); net 2,825.95.
  const row = records.getByRole("row", { name: /Siti Staff/ });
  await expect(row).toContainText("RM 3,200.00");
  await expect(row).toContainText("RM 352.00");
  await expect(row).toContainText("RM 15.75");
  await expect(row).toContainText("RM 6.30");
  await expect(row).toContainText("RM 2,825.95");
  await expect(row).toContainText("Draft");

  await page.getByRole("button", { name: "Approve Siti Staff's salary" }).click();
  await expect(row).toContainText("Approved");
  await page.getByRole("button", { name: "Record payment of Siti Staff's salary" }).click();
  await page.getByLabel("Payment reference").fill("MAYBANK-E2E-77");
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(row).toContainText("Paid");

  // The staff member, in their own session, on a phone.
  const staff = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const staffPage = await staff.newPage();
    await signInAs(staffPage, "staff@sewagear.test");
    await staffPage.goto("/staff/dashboard");
    await staffPage.getByRole("link", { name: `Payslip for ${monthName}` }).click();
    await expect(staffPage).toHaveURL(/\/payslips\/\d+$/);
    await expect(staffPage.getByRole("heading", { name: `Payslip for ${monthName}` })).toBeVisible();
    await expect(staffPage.getByText("Net payRM 2,825.95")).toBeVisible();
    await expect(staffPage.getByText(/reference MAYBANK-E2E-77/)).toBeVisible();
    await expect(staffPage.getByRole("button", { name: "Print" })).toBeVisible();
    const overflow = await staffPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await staff.close();
  }
});
