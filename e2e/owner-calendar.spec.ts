import { type APIRequestContext, expect, test } from "./fixtures";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { signedInRequest } from "./booking-helpers";
import { demoSession } from "./helpers";

/**
 * The owner dashboard's calendar of all their gear: every active listing has a
 * row, a renter's request shows by status, an owner block shows, and the view
 * pages by week and by month (PRODUCT.md section 3, /owners/dashboard).
 */

interface OwnerGear {
  id: string;
  name: string;
  status: string;
}

/** First day of the month after `iso`. */
const nextMonthStart = (iso: string) => {
  const d = new Date(`${iso.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** Whole weeks (Monday to Sunday) from the week of `a` to the week of `b`. */
const weeksBetween = (a: string, b: string) => {
  const monday = (iso: string) =>
    Date.parse(`${iso}T00:00:00Z`) - ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000;
  return Math.round((monday(b) - monday(a)) / (7 * 86_400_000));
};

/** Two free days in a row for `gearId` among `candidates` (the seed and other journeys hold some). */
async function freePair(request: APIRequestContext, gearId: string, candidates: string[]): Promise<string> {
  const res = await request.get(
    `/api/gear/${gearId}/availability?from=${candidates[0]}&to=${addDays(candidates.at(-1)!, 1)}`,
  );
  expect(res.status()).toBe(200);
  const { unavailable } = (await res.json()) as { unavailable: string[] };
  const start = candidates.find((d) => !unavailable.includes(d) && !unavailable.includes(addDays(d, 1)));
  if (!start) throw new Error(`No two free days for ${gearId} around ${candidates[0]}`);
  return start;
}

test.use({ storageState: demoSession("owner") });

test("the calendar shows every listing, a request by status and a block, by month and by week", async ({
  page,
  playwright,
  baseURL,
}) => {
  const today = todayInMalaysia();
  const mine = ((await (await page.request.get("/api/owners/me/gear")).json()) as OwnerGear[]).filter(
    (g) => g.status === "active",
  );
  // Listings whose names are unique, so a row can be found by its name.
  const unique = mine.filter((g) => mine.filter((o) => o.name === g.name).length === 1);
  expect(unique.length, "the demo seed gives lensmaster several listings").toBeGreaterThan(1);
  const target = unique[0]!;
  // And one with nothing held this month: it still has its row.
  const monthFirst = `${today.slice(0, 8)}01`;
  let quiet: OwnerGear | undefined;
  for (const g of unique.slice(1)) {
    const res = await page.request.get(
      `/api/gear/${g.id}/availability?from=${monthFirst}&to=${addDays(nextMonthStart(today), -1)}`,
    );
    if (((await res.json()) as { unavailable: string[] }).unavailable.length === 0) {
      quiet = g;
      break;
    }
  }
  expect(quiet, "some lensmaster listing has nothing held this month").toBeDefined();

  // The owner blocks two days two weeks on; a renter asks for two days next month.
  const monthStart = nextMonthStart(today);
  // Not a Sunday, so both blocked days fall in one week.
  const blockDays = Array.from({ length: 7 }, (_, i) => addDays(today, 14 + i)).filter(
    (d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0,
  );
  const blockStart = await freePair(page.request, target.id, blockDays);
  const block = await page.request.post(`/api/gear/${target.id}/blocks`, {
    data: { startDate: blockStart, endDate: addDays(blockStart, 1), note: "Calendar check" },
  });
  expect(block.status(), await block.text()).toBe(201);
  // After the block, so the two cannot pick the same days.
  const bookingStart = await freePair(
    page.request,
    target.id,
    Array.from({ length: 20 }, (_, i) => addDays(monthStart, 5 + i)),
  );
  const renter = await signedInRequest(playwright, baseURL, "renter@sewagear.test");
  let bookingId = "";
  try {
    const booked = await renter.post("/api/bookings", {
      headers: { "idempotency-key": `calendar-${Date.now()}` },
      data: { gearId: target.id, startDate: bookingStart, endDate: addDays(bookingStart, 1) },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookingId = (await booked.json()).booking.id;

    await page.goto("/owners/dashboard");
    const calendar = page.getByRole("region", { name: "Calendar of all your gear" });
    const table = calendar.getByRole("table");
    // Every active listing has a row, with or without bookings.
    for (const g of [target, quiet!])
      await expect(table.getByRole("rowheader", { name: g.name, exact: true })).toBeVisible();
    expect(await table.getByRole("rowheader").count()).toBeGreaterThanOrEqual(mine.length);
    await expect(calendar.getByRole("button", { name: "Month", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(table.getByRole("columnheader")).toHaveCount(1 + Number(addDays(monthStart, -1).slice(8)));

    // Next month, from the keyboard: the request is there, by status, and opens the booking.
    const next = calendar.getByRole("button", { name: "Next month →" });
    await next.focus();
    await page.keyboard.press("Enter");
    const monthName = new Date(`${monthStart}T00:00:00Z`).toLocaleDateString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(calendar.getByRole("heading", { name: monthName })).toBeVisible();
    const targetRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: target.name, exact: true }) });
    const request = targetRow.getByRole("link", { name: /^Nurul Renter, Requested, / });
    await expect(request).toBeVisible();
    await expect(request).toHaveAttribute("href", `/owners/dashboard?booking=${bookingId}`);

    // Week view, two or three weeks on: the block is there, and only in its week.
    await calendar.getByRole("button", { name: "Week", exact: true }).click();
    await expect(calendar.getByRole("button", { name: "Week", exact: true })).toHaveAttribute("aria-pressed", "true");
    await calendar.getByRole("button", { name: "This week" }).click();
    await expect(table.getByRole("columnheader")).toHaveCount(8);
    await expect(table.getByRole("columnheader", { name: /^Mon / })).toHaveCount(1);
    const blocked = targetRow.getByRole("link", { name: /^Blocked: Calendar check, / });
    for (let i = 0; i < weeksBetween(today, blockStart); i++)
      await calendar.getByRole("button", { name: "Next week →" }).click();
    await expect(blocked).toBeVisible();
    await expect(blocked).toHaveAttribute("href", `/owners/dashboard?gear=${target.id}`);
    await calendar.getByRole("button", { name: "← Previous week" }).click();
    await expect(blocked).toHaveCount(0);

    // Back to this month first: the weeks stepped through may have crossed into next month.
    await calendar.getByRole("button", { name: "Month", exact: true }).click();
    await calendar.getByRole("button", { name: "This month" }).click();
    await calendar.getByRole("button", { name: "Next month →" }).click();
    await expect(calendar.getByRole("heading", { name: monthName })).toBeVisible();
    await targetRow.getByRole("link", { name: /^Nurul Renter, Requested, / }).click();
    await expect(page).toHaveURL(new RegExp(`/owners/dashboard\\?booking=${bookingId}$`));
    await expect(page.getByRole("button", { name: "Approve" })).toBeVisible();
  } finally {
    if (bookingId)
      await renter.post(`/api/bookings/${bookingId}/transitions`, {
        data: { to: "cancelled", reason: "e2e: calendar check done" },
      });
    await page.request.delete(`/api/gear/${target.id}/blocks/${(await block.json()).id}`);
    await renter.dispose();
  }
});
