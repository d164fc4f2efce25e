import fs from "node:fs";
import { expect, test } from "./fixtures";
import { todayInMalaysia } from "../src/shared/dates";
import type { AdminInvoiceList } from "../src/shared/invoice-contracts";
import { demoSession } from "./helpers";

test.use({ storageState: demoSession("admin") });

/**
 * /admin/invoices (issue 12): an admin finds the demo's unpaid invoice with the filters, records its
 * payment, voids it and opens the credit note that voiding issued; the CSV holds what the
 * list shows. On a 375 px phone the table scrolls in its own box, not the page.
 */
test("an admin filters the invoices, marks one paid, voids it and opens its credit note", async ({ page }) => {
  // The demo seed's invoice awaiting payment: Perak Drone Works' rental by Nurul Renter.
  const res = await page.request.get("/api/admin/invoices?status=issued");
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as AdminInvoiceList;
  const invoice = items.find((i) => i.owner.name === "Perak Drone Works" && i.renter.name === "Nurul Renter")!;
  expect(invoice).toBeDefined();
  const { number, gearName } = invoice;
  const month = todayInMalaysia(new Date(invoice.issuedAt)).slice(0, 7);

  // From /admin to the list, narrowed by status, month, owner and the number.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Awaiting payment" });
  await page.getByLabel("Month").fill(month);
  await page.getByLabel("Owner").selectOption({ label: "Perak Drone Works" });
  await page.getByRole("searchbox", { name: "Invoice number or renter" }).fill(number);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`status=issued&month=${month}&owner=[a-z0-9]+&q=${number}`));
  await expect(page.getByText(/^1 invoice, RM [\d,]+\.\d\d in total$/)).toBeVisible();
  const table = page.getByRole("region", { name: "Invoices", exact: true });
  const row = table.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Perak Drone Works");
  await expect(row).toContainText("Nurul Renter");
  await expect(row).toContainText(gearName);

  // The CSV download holds the same invoice.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoices-${month}-issued.csv`);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`${number},Awaiting payment,`);

  // Mark paid: a dialog asking for the day and the reference.
  await row.getByRole("button", { name: `Mark paid: ${number}` }).click();
  const payDialog = page.getByRole("dialog", { name: `Mark paid: ${number}` });
  await payDialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(payDialog.getByText("Enter the payment reference.")).toBeVisible();
  await payDialog.getByLabel("Payment reference").fill("DuitNow 88120045");
  await payDialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(payDialog).toBeHidden();
  await expect(page.getByText(`${number} is marked paid.`)).toBeVisible();
  // The status filter still says "Awaiting payment", so the paid invoice leaves the list.
  await expect(page.getByText(/^0 invoices, /)).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Paid" });
  await expect(row.getByText(/^Paid on .*, reference DuitNow 88120045$/)).toBeVisible();

  // Void: the dialog says what happens and asks why; a credit note is issued.
  await row.getByRole("button", { name: `Void ${number}` }).click();
  const voidDialog = page.getByRole("dialog", { name: `Void ${number}` });
  await expect(voidDialog).toContainText("Voiding cannot be undone.");
  await voidDialog.getByLabel("Reason").fill("Renter cancelled; refunded in full");
  await voidDialog.getByRole("button", { name: "Void and issue credit note" }).click();
  await expect(voidDialog).toBeHidden();
  const done = page.getByText(new RegExp(`^${number} is void\\. Credit note CN-\\d{4}-\\d{6} was issued\\.$`));
  await expect(done).toBeVisible();
  const creditNote = (await done.textContent())!.match(/CN-\d{4}-\d{6}/)![0];

  await page.getByLabel("Status").selectOption({ label: "Void" });
  await row.getByRole("link", { name: `Credit note ${creditNote}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Credit note ${creditNote}` })).toBeVisible();
  await expect(page.getByText("Renter cancelled; refunded in full")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Amount credited" })).toContainText(/-RM [\d,]+\.\d\d/);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText("Void: Renter cancelled; refunded in full")).toBeVisible();
  await expect(page.getByText(/^Paid on .*, reference DuitNow 88120045$/)).toBeVisible();
  await expect(page.getByRole("link", { name: `Credit note ${creditNote}` })).toBeVisible();
});

test("on a 375 px phone the invoice table scrolls inside its own box", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/invoices");
  const box = page.getByRole("region", { name: "Invoices", exact: true });
  await expect(box).toBeVisible();
  const widths = await box.evaluate((el) => ({
    box: el.clientWidth,
    content: el.scrollWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(375);
  expect(widths.content).toBeGreaterThan(widths.box);
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(box.getByRole("columnheader", { name: "Actions" })).toBeInViewport();
});
