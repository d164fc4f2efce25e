import fs from "node:fs";
import { expect, test } from "./fixtures";
import { signInAs } from "./helpers";

test.use({ viewport: { width: 375, height: 800 } });

/**
 * Issue 12 point 4: the accountant reads the books of a period on a phone and
 * downloads a month's CSV, whose figures are the API's; the demo's paid
 * salary of last month is in them.
 */
test("an accountant downloads a month's CSV of the books", async ({ page }) => {
  await signInAs(page, "accountant@sewagear.test");
  const now = new Date(Date.now() + 8 * 3_600_000);
  const thisMonth = now.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);

  await page.goto("/accountant");
  await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
  // Issue 30: the books open on the last 12 months (a month alone shows no trend), months in words,
  // and the invoices the accountant may open are one link away.
  await expect(page.getByLabel("To month")).toHaveValue(thisMonth);
  const byMonth = page.getByRole("region", { name: "By month" });
  await expect(byMonth.locator("tbody tr")).toHaveCount(12);
  const lastInWords = new Date(`${last}-15T00:00:00Z`).toLocaleDateString("en-MY", { month: "long", year: "numeric" });
  await expect(byMonth.getByRole("cell", { name: lastInWords })).toBeVisible();
  await page.getByRole("link", { name: "All invoices and credit notes" }).click();
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByLabel("From month").fill(last);
  await page.getByLabel("To month").fill(last);
  await page.getByRole("button", { name: "Show" }).click();
  // Salaries by role, nobody's name: the demo's paid accountant salary of last month is a row.
  const salaries = page.getByRole("region", { name: "Salaries" });
  await expect(salaries.getByRole("cell", { name: "Accountant", exact: true })).toBeVisible();
  await expect(salaries.getByText("Arjun Accountant")).toHaveCount(0);
  // The accountant's own payslips are on the page too.
  await expect(page.getByRole("heading", { name: "My payslips" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV: By month" }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  const [header, row] = csv.trim().split("\r\n");
  expect(header).toMatch(/^Month,Invoices,Rental,/);

  const books = await (await page.request.get(`/api/accountant/books?from=${last}&to=${last}`)).json();
  const m = books.months[0];
  const cells = row!.split(",");
  expect(cells[0]).toBe(last);
  expect(Number(cells[1])).toBe(m.invoices);
  expect(cells.at(-1)).toBe((m.salaryCost / 100).toFixed(2));
  expect(m.salaryCost).toBeGreaterThan(0);

  // The page stays phone-wide: wide tables scroll in their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(thisMonth >= last).toBe(true);
});
