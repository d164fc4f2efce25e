import { expect, test } from "./fixtures";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { pickDate } from "./booking-helpers";
import { demoSession, expectFitsScreen, gearPhoto, uniqueTag, waitForAppAt } from "./helpers";

/**
 * Units on a 375 px phone (issue 32 points 1 and 3): the demo shop lists an item
 * with 3 units, one day of turnaround and two serial numbers; a renter books 2
 * units, sees 2 × the price and deposit and the serial numbers held; the gear
 * page then says 1 of 3 free on those days; the owner's calendar shows the
 * booking once, with 2 units booked on each of its days and its turnaround day
 * marked as such.
 */
test.use({ storageState: demoSession("owner"), viewport: { width: 375, height: 800 } });

/** For what waits on the server: other journeys share its two cores. */
const SLOW = 15_000;

test("a shop lists 3 units, a renter books 2, the gear page says 1 of 3 free and the calendar 2 booked, once", async ({
  page,
  browser,
}) => {
  // Two people, a dozen pages: 52 s on a quiet machine, so 60 s would fail beside other work.
  test.setTimeout(90_000);
  const name = `Aputure 600d ${uniqueTag()}`;
  const today = todayInMalaysia();
  // Two days in one month, three days on; the month the owner's calendar must show.
  let start = addDays(today, 3);
  if (start.slice(0, 7) !== addDays(start, 1).slice(0, 7)) start = addDays(start, 1);
  const end = addDays(start, 1);

  // The owner lists it with 3 units and a day of turnaround.
  await page.goto("/owners/dashboard");
  await page.getByRole("button", { name: "List new gear" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").selectOption({ label: "Lighting" });
  await page.getByLabel("Daily price (RM)").fill("85");
  await page.getByLabel("Security deposit (RM)").fill("300");
  const units = page.getByLabel("Number of units");
  await expect(units).toHaveValue("1", { timeout: SLOW });
  await units.fill("101");
  await page.getByLabel("Turnaround days").fill("1");
  await page.getByLabel("Add photos").setInputFiles(await gearPhoto("units"));
  await page.getByRole("button", { name: "List gear" }).click();
  await expect(page.getByText("The number of units must be from 1 to 100")).toBeVisible({ timeout: SLOW });
  await units.fill("3");
  await expectFitsScreen(page, "the gear form");
  await page.getByRole("button", { name: "List gear" }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${name}” is listed.` })).toBeVisible({ timeout: SLOW });
  const row = page.getByRole("list", { name: "Your gear" }).getByRole("listitem").filter({ hasText: name });
  const href = await row.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  const gearId = new URL(href!, page.url()).searchParams.get("gear")!;

  // Serial numbers for units 1 and 2, the ones a first booking of two takes.
  await page.goto(`/owners/dashboard?gear=${gearId}`);
  const stock = page.getByRole("region", { name: "Units and serial numbers" });
  await expect(stock.getByText("This listing has 3 units.")).toBeVisible({ timeout: SLOW });
  await stock.getByLabel("Unit 1 label").fill("AP-600-01");
  await stock.getByLabel("Unit 2 label").fill("AP-600-02");
  await stock.getByRole("button", { name: "Save labels" }).click();
  await expect(stock.getByText("The labels were saved.")).toBeVisible({ timeout: SLOW });
  await expectFitsScreen(page, "the listing's units");

  const renterContext = await browser.newContext({
    storageState: demoSession("renter"),
    viewport: { width: 375, height: 800 },
  });
  const renter = await renterContext.newPage();
  let bookingId = "";
  try {
    // The renter asks for 2 units of it.
    await renter.goto(`/booking?gearId=${gearId}`);
    const unitsField = renter.getByLabel("Units", { exact: true });
    await expect(unitsField).toBeVisible({ timeout: SLOW });
    await unitsField.selectOption("2");
    await pickDate(renter, start);
    await pickDate(renter, end);
    await expect(
      renter.getByText("3 of its 3 units are free for these dates and the turnaround after them."),
    ).toBeVisible();
    const price = renter.getByRole("table", { name: "Price" });
    await expect(price.getByRole("row", { name: "2 units × 2 days × RM 85.00 RM 340.00" })).toBeVisible();
    await expect(price.getByRole("row", { name: "Refundable deposit (2 units × RM 300.00) RM 600.00" })).toBeVisible();
    await expectFitsScreen(renter, "the booking form with units");
    await renter.getByRole("button", { name: "Send booking request" }).click();
    await waitForAppAt(renter, /\/booking\?booking=/);
    bookingId = new URL(renter.url()).searchParams.get("booking")!;
    await expect(renter.getByText("Unit 1: AP-600-01, Unit 2: AP-600-02")).toBeVisible({ timeout: SLOW });

    // The gear page: 1 of the 3 units free on the booked days and the turnaround day after them.
    await renter.goto(`/gear/${gearId}`);
    for (const day of [start, end, addDays(end, 1)])
      await expect(renter.locator(`td[data-date="${day}"]`)).toContainText("1 of 3 units free", { timeout: SLOW });
    await expect(renter.locator(`td[data-date="${addDays(end, 2)}"]`)).not.toContainText("units free");
    await expectFitsScreen(renter, "the gear page with units free");

    // The owner's calendar: the booking once, 2 of 3 units booked on each rental day, then its turnaround.
    await page.goto("/owners/dashboard");
    const calendar = page.getByRole("region", { name: "Calendar of all your gear" });
    if (start.slice(0, 7) !== today.slice(0, 7)) await calendar.getByRole("button", { name: "Next month →" }).click();
    const gearRow = calendar
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    const booking = gearRow.getByRole("link", { name: /^Nurul Renter · 2 units, Requested, / });
    await expect(booking).toHaveCount(1, { timeout: SLOW });
    await expect(booking).toHaveAttribute("href", `/owners/dashboard?booking=${bookingId}`);
    // Not once per unit: the one link to the booking (besides the listing's own, its row header).
    await expect(gearRow.getByRole("link", { name: /^Nurul Renter/ })).toHaveCount(1);
    await expect(gearRow.getByText(/: 2 of 3 units booked$/)).toHaveCount(2);
    await expect(gearRow.getByText(/units booked$/)).toHaveCount(2);
    await expect(gearRow.getByText(/^Turnaround after Nurul Renter's rental, /)).toHaveCount(1);
    await expectFitsScreen(page, "the owner's calendar with units");

    // The owner's booking detail names the units too.
    await booking.click();
    await expect(page.getByText("Unit 1: AP-600-01, Unit 2: AP-600-02")).toBeVisible({ timeout: SLOW });
  } finally {
    if (bookingId)
      await renter.request.post(`/api/bookings/${bookingId}/transitions`, {
        data: { to: "cancelled", reason: "e2e: units journey done" },
      });
    await page.request.post(`/api/gear/${gearId}/archive`, { data: {} });
    await renterContext.close();
  }
});
