import { expect, test } from "./fixtures";
import {
  calendarDayLabel,
  freeListing,
  moveBookingVia,
  pickDate,
  requestBookingVia,
  signedInRequest,
} from "./booking-helpers";
import { demoSession } from "./helpers";

/**
 * Two renters want the same days: the one who submits second is told
 * 'These dates are no longer available', and the calendar refreshes to show
 * those days taken (issue 4: no double booking, and the loser learns it at once).
 */
test.use({ storageState: demoSession("renter") });

test("dates taken by someone else before submit: 'These dates are no longer available' and the calendar refreshes", async ({
  page,
  playwright,
  baseURL,
}) => {
  // jbcinegear (demo seed) owns gear no other journey books.
  const { gear, start, end } = await freeListing(page.request, "jbcinegear", 20);

  await page.goto(`/booking?gearId=${gear.id}&gearName=${encodeURIComponent(gear.name)}&preSelected=true`);
  await expect(page.getByRole("heading", { level: 1, name: `Book ${gear.name}` })).toBeVisible();
  const calendar = page.getByRole("application", { name: "Rental dates" });
  await pickDate(page, start);
  await pickDate(page, end);
  await expect(page.getByText(/^2 days ×/)).toBeVisible();
  // Both days are chosen (React Aria names a chosen day "…, <day> selected").
  for (const d of [start, end])
    await expect(
      calendar.getByRole("button", { name: new RegExp(`${calendarDayLabel(d)} selected$`) }),
    ).toHaveAttribute("data-selected", "true");

  // Meanwhile another renter (the demo owner, renting as anyone may) takes those days.
  const other = await signedInRequest(playwright, baseURL, "owner@sewagear.test");
  let theirs = "";
  try {
    theirs = await requestBookingVia(other, { gearId: gear.id, startDate: start, endDate: end });

    await page.getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "These dates are no longer available" })).toBeVisible();
    await expect(page).toHaveURL(/\/booking\?gearId=/);
    // The choice is cleared and the calendar now shows both days taken.
    await expect(page.getByText("Pick your dates to see the price.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send booking request" })).toBeDisabled();
    for (const d of [start, end]) {
      const cell = calendar.getByRole("button", { name: calendarDayLabel(d), exact: true });
      await expect(cell).toHaveAttribute("data-unavailable", "true");
      await expect(cell).toHaveAttribute("aria-disabled", "true");
    }

    // Nothing was booked for this renter.
    const mine = (await (await page.request.get("/api/bookings")).json()) as {
      items: { gear: { id: string }; startDate: string }[];
    };
    expect(mine.items.filter((b) => b.gear.id === gear.id && b.startDate === start)).toEqual([]);
  } finally {
    if (theirs) await moveBookingVia(other, theirs, "cancelled", "e2e: clash check done");
    await other.dispose();
  }
});
