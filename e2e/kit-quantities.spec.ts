import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { confirmWithReceiptVia, pickDate } from "./booking-helpers";
import { demoSession, expectFitsScreen, gearPhoto, uniqueTag, waitForAppAt } from "./helpers";

/**
 * How many kits, on a 375 px phone (issue 32 leftovers, ADR 047): a kit whose components allow
 * 2 at once says "2 of 2 kits free for your dates" on its search card; a renter books it twice and
 * the price lines count kits, not units; the renter's bookings and the owner's dashboard list it
 * as "× 2 kits"; once confirmed, its invoice's line says 2 kits too.
 */
test.use({ storageState: demoSession("owner"), viewport: { width: 375, height: 800 } });

/** For what waits on the server: other journeys share its two cores. */
const SLOW = 15_000;

/** A listing of the demo owner's, or with `components` a kit of them, through the API: its id. */
async function listGear(
  request: APIRequestContext,
  name: string,
  fields: { unitCount?: number; pricePerDay: number; deposit: number; components?: object[] },
) {
  const created = await request.post(fields.components ? "/api/kits" : "/api/gear", {
    multipart: {
      data: JSON.stringify({
        name,
        category: "cameras",
        description: "A part of the kit quantities journey.",
        condition: "good",
        specs: [],
        ...fields,
      }),
      photos: await gearPhoto("kit-quantities"),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { gear: { id: string } }).gear.id;
}

test("a kit of 2 says 2 of 2 kits free, is booked twice as 2 kits, and both lists say × 2 kits", async ({
  page,
  browser,
}) => {
  // Two people and half a dozen pages beside other journeys on two cores.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const kitName = `Two-camera kit ${tag}`;
  const bodyId = await listGear(page.request, `Quantities body ${tag}`, {
    unitCount: 2,
    pricePerDay: 9000,
    deposit: 0,
  });
  const batteryId = await listGear(page.request, `Quantities battery ${tag}`, {
    unitCount: 4,
    pricePerDay: 1000,
    deposit: 0,
  });
  let kitId = "";
  let bookingId = "";
  const today = todayInMalaysia();
  // Two days in one month, a week on.
  let start = addDays(today, 7);
  if (start.slice(0, 7) !== addDays(start, 1).slice(0, 7)) start = addDays(start, 1);
  const end = addDays(start, 1);
  const renterContext = await browser.newContext({
    storageState: demoSession("renter"),
    viewport: { width: 375, height: 800 },
  });
  const renter = await renterContext.newPage();
  try {
    kitId = await listGear(page.request, kitName, {
      pricePerDay: 25000,
      deposit: 100000,
      components: [
        { gearId: bodyId, quantity: 1 },
        { gearId: batteryId, quantity: 2 },
      ],
    });

    // The search card with dates: what its components allow, not the kit's own one unit.
    await renter.goto(`/learnmore?q=${encodeURIComponent(kitName)}&from=${start}&to=${end}`);
    const card = renter.getByRole("article").filter({ hasText: kitName });
    await expect(card.getByText("2 of 2 kits free for your dates")).toBeVisible({ timeout: SLOW });
    await expectFitsScreen(renter, "a kit's search card with dates");

    // Booked twice: the price lines count kits.
    await renter.goto(`/booking?gearId=${kitId}`);
    const kits = renter.getByLabel("Kits", { exact: true });
    await expect(kits).toBeVisible({ timeout: SLOW });
    await kits.selectOption("2");
    await pickDate(renter, start);
    await pickDate(renter, end);
    await expect(renter.getByText(/^2 kits for 2 days, RM 250\.00 a kit a day — total /)).toBeVisible();
    const price = renter.getByRole("table", { name: "Price" });
    await expect(price.getByRole("row", { name: "2 kits × 2 days × RM 250.00 RM 1,000.00" })).toBeVisible();
    await expect(
      price.getByRole("row", { name: "Refundable deposit (2 kits × RM 1,000.00) RM 2,000.00" }),
    ).toBeVisible();
    await expect(price.getByText(/units/)).toHaveCount(0);
    await renter.getByRole("button", { name: "Send booking request" }).click();
    await waitForAppAt(renter, /\/booking\?booking=/);
    bookingId = new URL(renter.url()).searchParams.get("booking")!;
    await expect(
      renter
        .getByRole("table", { name: "Price" })
        .getByRole("row", { name: "2 kits × 2 days × RM 250.00 RM 1,000.00" }),
    ).toBeVisible({ timeout: SLOW });

    // The renter's bookings: the kit, × 2 kits.
    await renter.goto("/booking");
    const mine = renter.getByRole("list", { name: "Bookings" }).getByRole("listitem").filter({ hasText: kitName });
    await expect(mine).toContainText(`${kitName} × 2 kits`, { timeout: SLOW });
    await expectFitsScreen(renter, "the renter's bookings with a quantity");

    // The owner's dashboard list says the same.
    await page.goto("/owners/dashboard");
    const requests = page.getByRole("region", { name: "Booking requests and bookings" });
    const row = requests.getByRole("listitem").filter({ hasText: kitName });
    await expect(row).toContainText(`${kitName} × 2 kits`, { timeout: SLOW });
    await expectFitsScreen(page, "the owner's bookings with a quantity");

    // Paid and confirmed: the invoice's line says 2 kits, so it adds up to its amount.
    const invoice = await confirmWithReceiptVia(page.request, renter.request, bookingId);
    await renter.goto(`/invoices/${invoice}`);
    await expect(renter.getByRole("row").filter({ hasText: `${kitName}: 2 kits × 2 days × RM 250.00` })).toContainText(
      "RM 1,000.00",
      { timeout: SLOW },
    );
    await expectFitsScreen(renter, "the invoice of 2 kits");
  } finally {
    if (bookingId)
      await renter.request.post(`/api/bookings/${bookingId}/transitions`, {
        data: { to: "cancelled", reason: "e2e: kit quantities journey done" },
      });
    // The kit first: a listing in a kit that is not archived cannot be archived (ADR 039).
    if (kitId) await page.request.post(`/api/gear/${kitId}/archive`, { data: {} });
    for (const id of [bodyId, batteryId]) await page.request.post(`/api/gear/${id}/archive`, { data: {} });
    await renterContext.close();
  }
});
