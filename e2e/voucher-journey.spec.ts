import { expect, test } from "./fixtures";
import { formatRM } from "../src/shared/money";
import { confirmWithReceiptVia, freeListing, pickDate, signedInRequest } from "./booking-helpers";
import { demoSession, signInAs, uniqueTag } from "./helpers";

/**
 * Issue 12's voucher journey: an owner creates a voucher on /vouchers, a renter
 * applies its code in the booking form and sees the discount in the live
 * quote, on the booking, and on the invoice once the booking is confirmed.
 */
test.describe.configure({ timeout: 150_000 });

// jbcinegear (demo seed, jbcinegear@sewagear.test) owns gear no other journey books.
const OWNER_EMAIL = "jbcinegear@sewagear.test";

test("an owner creates a voucher; a renter books with it and sees the discount on the quote, the booking and the invoice", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const code = `JB${uniqueTag()}`.toUpperCase();

  // Owner: create a 15 % voucher for all their gear, 5 uses, once per renter.
  const op = await (await browser.newContext()).newPage();
  await signInAs(op, OWNER_EMAIL);
  await op.goto("/owners/dashboard");
  await op.getByRole("link", { name: "Vouchers" }).click();
  await expect(op).toHaveURL(/\/vouchers$/);
  await expect(op.getByRole("heading", { name: "Your vouchers" })).toBeVisible();
  await op.getByLabel("Code").fill(code);
  await op.getByLabel("Percentage off (%)").fill("15");
  await op.getByLabel("Total uses (blank: no limit)").fill("5");
  await op.getByRole("button", { name: "Create voucher" }).click();
  await expect(op.getByText(`Voucher ${code} created.`)).toBeVisible();
  const row = op.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15% off");
  await expect(row).toContainText("0 of 5");
  await expect(row).toContainText("Active");

  // Renter: the voucher is offered on /vouchers-enhanced (the same page), then used in the booking form.
  const rp = await (await browser.newContext({ storageState: demoSession("renter") })).newPage();
  await rp.goto("/vouchers-enhanced");
  await expect(rp.getByText(code, { exact: true })).toBeVisible();
  await rp.getByRole("button", { name: `Claim ${code}` }).click();
  // Claimed: it moves to the renter's own list, with no Claim button any more.
  await expect(rp.getByRole("button", { name: `Claim ${code}` })).toHaveCount(0);
  await expect(rp.getByText(code, { exact: true })).toBeVisible();

  const { gear, start, end } = await freeListing(rp.request, "jbcinegear", 50);
  await rp.goto(`/booking?gearId=${gear.id}&gearName=${encodeURIComponent(gear.name)}&preSelected=true`);
  await pickDate(rp, start);
  await pickDate(rp, end);
  await expect(rp.getByText("2 days ×")).toBeVisible();
  const price = rp.getByRole("table", { name: /price/i });
  await expect(price.getByRole("row", { name: /Voucher/ })).toHaveCount(0);
  // A code that does not exist is refused; clearing the field takes it off (issue 30 item 4).
  await rp.getByLabel("Voucher code").fill("NO-SUCH-CODE");
  await rp.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(rp.getByLabel("Voucher code")).toHaveAttribute("aria-invalid", "true");
  await expect(rp.getByRole("button", { name: "Remove voucher" })).toBeVisible();
  await rp.getByLabel("Voucher code").fill("");
  await expect(rp.getByRole("button", { name: "Remove voucher" })).toHaveCount(0);
  await expect(rp.getByLabel("Voucher code")).not.toHaveAttribute("aria-invalid", "true");
  // Typed in lower case: codes are case-insensitive.
  await rp.getByLabel("Voucher code").fill(code.toLowerCase());
  await rp.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(rp.getByText(new RegExp(`Voucher ${code} applied: RM [\\d,.]+ off\\.`))).toBeVisible();
  const quoted = await price.getByRole("row", { name: /Voucher/ }).textContent();
  expect(quoted).toMatch(/−RM [\d,]+\.\d\d/);
  await rp.getByRole("button", { name: "Send booking request" }).click();
  await expect(rp).toHaveURL(/\/booking\?booking=/);
  const bookingId = new URL(rp.url()).searchParams.get("booking")!;

  // The booking: priced with the discount the quote showed, 15 % of the rental.
  const detail = (await (await rp.request.get(`/api/bookings/${bookingId}`)).json()) as {
    booking: { price: { subtotal: number; discount: number } };
  };
  const { subtotal, discount } = detail.booking.price;
  expect(discount).toBe(Math.round(subtotal * 0.15));
  expect(quoted).toContain(formatRM(discount));
  await expect(rp.getByRole("row", { name: /Voucher/ }).first()).toContainText(formatRM(discount));

  // Approved, paid and confirmed through the API; the invoice names the voucher and who gave it.
  const owner = await signedInRequest(playwright, baseURL, OWNER_EMAIL);
  const renter = await signedInRequest(playwright, baseURL, "renter@sewagear.test");
  let number = "";
  try {
    number = await confirmWithReceiptVia(owner, renter, bookingId);
  } finally {
    await owner.dispose();
    await renter.dispose();
  }
  await rp.goto(`/invoices/${number}`);
  await expect(rp.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(rp.getByRole("row").filter({ hasText: `Voucher ${code} (given by the owner)` })).toContainText(
    formatRM(-discount),
  );

  // The owner's list counts the use.
  await op.reload();
  await expect(op.getByRole("row").filter({ hasText: code })).toContainText("1 of 5");
});

test("/vouchers fits a 375 px phone for an owner, a renter and an admin, in English and Malay", async ({ browser }) => {
  for (const lang of ["en", "ms"] as const) {
    for (const account of ["owner", "renter", "admin"] as const) {
      const context = await browser.newContext({
        storageState: demoSession(account),
        viewport: { width: 375, height: 740 },
      });
      const page = await context.newPage();
      // A signed-in account reads in its saved language: set it, and put it back for the journeys after.
      const before = ((await (await page.request.get("/api/session")).json()) as { language: string }).language;
      expect((await page.request.put("/api/profile/language", { data: { language: lang } })).status()).toBe(200);
      try {
        await page.goto("/vouchers");
        await expect(
          page.getByRole("heading", { level: 1, name: lang === "en" ? "Vouchers" : "Baucar" }),
        ).toBeVisible();
        // The demo seed's vouchers: the owner's own, the platform's for the admin, both for the renter.
        const expected = { owner: "LENSMASTER10", renter: "SEWAGEAR20", admin: "MERDEKA15" }[account];
        await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `/vouchers as ${account} (${lang})`).toBeLessThanOrEqual(innerWidth);
      } finally {
        await page.request.put("/api/profile/language", { data: { language: before } });
      }
      await context.close();
    }
  }
});
