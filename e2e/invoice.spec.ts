import { expect, test } from "./fixtures";
import { formatDay } from "../src/shared/i18n/format";
import { confirmWithReceiptVia, freeListing, requestBookingVia, signedInRequest } from "./booking-helpers";
import { logout, signInAs } from "./helpers";

/**
 * A confirmed booking has a numbered invoice (PRODUCT.md section 10) that its
 * renter and an admin can open as a printable page; anyone else is told it
 * was not found.
 */
test("the printable invoice of a confirmed booking opens for the renter and an admin, not for another renter", async ({
  page,
  playwright,
  baseURL,
}) => {
  // kl_audio_hub (demo seed, klaudiohub@sewagear.test) owns gear no other journey books.
  const { gear, start, end } = await freeListing(page.request, "kl_audio_hub", 25);
  const renter = await signedInRequest(playwright, baseURL, "renter@sewagear.test");
  const owner = await signedInRequest(playwright, baseURL, "klaudiohub@sewagear.test");
  let number = "";
  let bookingId = "";
  try {
    // Requested, approved, paid (receipt), confirmed: all through the API.
    bookingId = await requestBookingVia(renter, { gearId: gear.id, startDate: start, endDate: end });
    number = await confirmWithReceiptVia(owner, renter, bookingId);
  } finally {
    await renter.dispose();
    await owner.dispose();
  }
  const year = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4);
  expect(number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));

  // The renter opens it from the booking.
  await signInAs(page, "renter@sewagear.test");
  await page.goto(`/booking?booking=${bookingId}`);
  await page.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${number}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  const lines = page.getByRole("table");
  await expect(lines.getByRole("row").filter({ hasText: `${gear.name}: 2 days` })).toBeVisible();
  await expect(lines.getByRole("row").filter({ hasText: /^Total/ })).toContainText(/RM [\d,]+\.\d\d/);
  const [from, to] = [formatDay(start, "en"), formatDay(end, "en")];
  await expect(page.getByText(`${from} to ${to}`)).toBeVisible();
  await expect(page.getByText("Nurul Renter")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await logout(page);

  // An admin opens it from the live bookings of /admin.
  await signInAs(page, "admin@sewagear.test");
  await page.goto("/admin");
  const row = page
    .getByRole("region", { name: "Live bookings" })
    .getByRole("row")
    .filter({ hasText: `${from} – ${to}` })
    .filter({ hasText: gear.name });
  await row.getByRole("link", { name: gear.name }).click();
  await page.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText("Nurul Renter")).toBeVisible();
  await logout(page);

  // Anyone else: not found, and nothing of it shown.
  await signInAs(page, "newbie@sewagear.test");
  await page.goto(`/invoices/${number}`);
  await expect(page.getByRole("alert")).toHaveText("The invoice was not found.");
  await expect(page.getByText(gear.name)).toHaveCount(0);
});
