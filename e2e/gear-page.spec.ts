import { expect, type APIRequestContext, type Locator, type Page, test } from "./fixtures";
import { signedInRequest } from "./booking-helpers";
import { DEMO_PASSWORD, demoSession, login, signInAs } from "./helpers";

interface Card {
  id: string;
  name: string;
  ownerUsername: string;
  enableStudentRate: boolean;
  studentPrice: number | null;
}

/** A lensmaster listing with a held or blocked day in the default window (the demo seed blocks some). */
async function gearWithUnavailableDay(request: APIRequestContext): Promise<{ gear: Card; day: string }> {
  const owner = await request.get("/api/owners/lensmaster");
  expect(owner.status()).toBe(200);
  const { gear } = (await owner.json()) as { gear: Card[] };
  for (const g of gear) {
    const res = await request.get(`/api/gear/${g.id}/availability`);
    expect(res.status()).toBe(200);
    const { unavailable } = (await res.json()) as { unavailable: string[] };
    const day = unavailable.find((d) => d > new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    if (day) return { gear: g, day };
  }
  throw new Error(
    "No lensmaster listing has a blocked day: the demo seed should block some (src/server/seed/demo-gear.ts)",
  );
}

/** The three months of availability: a group of tables, one per month. */
const calendarOf = (page: Page, name: string) => page.getByRole("group", { name: `Availability of ${name}` });
const dayIn = (calendar: Locator, iso: string) => calendar.locator(`td[data-date="${iso}"]`);

test("the gear page shows the listing, its prices, the calendar with unavailable days, the owner and Book Now", async ({
  page,
}) => {
  const { gear, day } = await gearWithUnavailableDay(page.request);
  const detail = await (await page.request.get(`/api/gear/${gear.id}`)).json();
  await page.goto(`/gear/${gear.id}`);

  await expect(page.getByRole("heading", { level: 1, name: gear.name })).toBeVisible();
  const prices = page.getByRole("region", { name: "Prices" });
  await expect(prices.getByRole("listitem").first()).toContainText(/RM [\d,]+\.\d\d/);
  await expect(prices).toContainText("Security deposit (refundable)");
  await expect(page.getByRole("button", { name: `Book Now: ${gear.name}` })).toBeVisible();

  if (detail.specs.length > 0) {
    const specs = page.getByRole("table", { name: "Specifications" });
    await expect(specs.getByRole("rowheader").first()).toHaveText(detail.specs[0].label);
    await expect(specs.getByRole("cell").first()).toHaveText(detail.specs[0].value);
  }

  const calendar = calendarOf(page, gear.name);
  await expect(calendar).toBeVisible();
  // Each month is a table named by its caption, with the days of the week as column headers.
  const month = calendar.getByRole("table").first();
  await expect(month).toHaveAccessibleName(/^[A-Z][a-z]+ \d{4}$/);
  await expect(month.getByRole("columnheader", { name: "Monday" })).toHaveText("Mon");
  // A held or blocked day says so (to a screen reader; struck through on screen) and shows no price.
  const blocked = dayIn(calendar, day);
  await expect(blocked).toHaveAttribute("data-status", "unavailable");
  await expect(blocked).toHaveText(`${Number(day.slice(8))} unavailable`);
  // Available days carry the price of a day.
  const open = calendar.locator('td[data-status="available"]').first();
  await expect(open).toBeVisible();
  await expect(open).toHaveText(/^\d{1,2}RM[\d,]+(\.\d\d)?$/);

  const ownerCard = page.getByRole("region", { name: "Owner" });
  await expect(ownerCard).toContainText("Daniel Lim — LensMaster Rentals");
  await ownerCard.getByRole("link", { name: "@lensmaster" }).click();
  await expect(page).toHaveURL(/\/owner\/lensmaster$/);
  await expect(page.getByRole("heading", { level: 1, name: "Daniel Lim — LensMaster Rentals" })).toBeVisible();
});

test("a day the owner blocks shows as unavailable on the gear page", async ({ page, playwright, baseURL }) => {
  const owner = await page.request.get("/api/owners/lensmaster");
  const { gear } = (await owner.json()) as { gear: Card[] };
  const target = gear[gear.length - 1]!;
  // Far enough ahead to miss the seed's blocks, inside the three months shown.
  const day = new Date(Date.now() + 8 * 3_600_000 + 40 * 86_400_000).toISOString().slice(0, 10);

  const asOwner = await signedInRequest(playwright, baseURL, "owner@sewagear.test");
  try {
    const blocks = (await (await asOwner.get(`/api/gear/${target.id}/blocks`)).json()) as {
      id: number;
      startDate: string;
      endDate: string;
    }[];
    let block = blocks.find((b) => b.startDate <= day && day <= b.endDate);
    if (!block) {
      const res = await asOwner.post(`/api/gear/${target.id}/blocks`, {
        data: { startDate: day, endDate: day, note: "e2e: gear page" },
      });
      expect(res.status(), await res.text()).toBe(201);
      block = await res.json();
    }

    await page.goto(`/gear/${target.id}`);
    await expect(dayIn(calendarOf(page, target.name), day)).toHaveAttribute("data-status", "unavailable");

    // Unblocked again, the day is available.
    expect((await asOwner.delete(`/api/gear/${target.id}/blocks/${block!.id}`)).status()).toBe(204);
    await page.reload();
    await expect(dayIn(calendarOf(page, target.name), day)).toHaveAttribute("data-status", "available");
  } finally {
    await asOwner.dispose();
  }
});

test("photos switch from the keyboard", async ({ page }) => {
  const owner = await page.request.get("/api/owners/lensmaster");
  const { gear } = (await owner.json()) as { gear: Card[] };
  let withPhotos: { id: string; name: string; photos: unknown[] } | undefined;
  for (const g of gear) {
    const d = await (await page.request.get(`/api/gear/${g.id}`)).json();
    if (d.photos.length > 1) {
      withPhotos = d;
      break;
    }
  }
  expect(withPhotos, "the demo seed gives some listings two photos").toBeDefined();
  const { id, name, photos } = withPhotos!;
  await page.goto(`/gear/${id}`);
  await expect(page.getByRole("img", { name: `${name}, photo 1 of ${photos.length}` })).toBeVisible();
  const second = page.getByRole("button", { name: `Show photo 2 of ${photos.length}` });
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("img", { name: `${name}, photo 2 of ${photos.length}` })).toBeVisible();
});

test("student rates show on the gear page to a verified renter with a student card only", async ({ page }) => {
  const owner = await page.request.get("/api/owners/lensmaster");
  const { gear } = (await owner.json()) as { gear: Card[] };
  const student = gear.find((g) => g.enableStudentRate && g.studentPrice != null);
  expect(student, "the demo seed gives lensmaster some student rates").toBeDefined();
  await page.goto(`/gear/${student!.id}`);
  await expect(page.getByRole("region", { name: "Prices" })).not.toContainText("Student rate");
  await signInAs(page, "renter@sewagear.test");
  await page.goto(`/gear/${student!.id}`);
  await expect(page.getByRole("region", { name: "Prices" })).toContainText("Student rate, per day");
});

test("an unknown gear id shows 'Gear not found' with Go to Home", async ({ page }) => {
  await page.goto("/gear/no-such-gear");
  const panel = page.getByRole("alert");
  await expect(panel.getByRole("heading", { name: "Gear not found" })).toBeVisible();
  await panel.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** A lensmaster listing to press Book Now on. */
async function anyListing(request: APIRequestContext): Promise<Card> {
  const res = await request.get("/api/owners/lensmaster");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { gear: Card[] }).gear[0]!;
}

/** Open a lensmaster listing's gear page and press its Book Now; returns the listing. */
async function pressBookNow(page: Page): Promise<Card> {
  const gear = await anyListing(page.request);
  await page.goto(`/gear/${gear.id}`);
  await page.getByRole("button", { name: `Book Now: ${gear.name}` }).click();
  return gear;
}

test.describe("Book Now on the gear page (seed section 2's three behaviours)", () => {
  test("signed out: the login page says 'Please log in to book equipment' and comes back after sign-in", async ({
    page,
  }) => {
    const gear = await pressBookNow(page);
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=%2Fgear%2F${gear.id}$`));
    await expect(page.getByRole("status").filter({ hasText: "Please log in to book equipment" })).toBeVisible();
    await login(page, "renter@sewagear.test", DEMO_PASSWORD, null);
    await expect(page).toHaveURL(new RegExp(`/gear/${gear.id}$`));
  });

  test.describe(() => {
    test.use({ storageState: demoSession("newbie") });

    test("signed in but not verified: the Profile Completion Required popup, verbatim, with the missing fields", async ({
      page,
    }) => {
      const gear = await pressBookNow(page);

      const dialog = page.getByRole("dialog", { name: "Profile Completion Required" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("paragraph").filter({ hasText: /^To proceed/ })).toHaveText(
        "To proceed with your booking, please complete your profile with all required information.",
      );
      await expect(dialog.getByText("Missing Required Fields:", { exact: true })).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveText(["ID Card Verification", "Complete Address Information"]);
      await expect(page).toHaveURL(new RegExp(`/gear/${gear.id}$`));

      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/gear/${gear.id}$`));

      await page.getByRole("button", { name: `Book Now: ${gear.name}` }).click();
      await page
        .getByRole("dialog", { name: "Profile Completion Required" })
        .getByRole("button", { name: "Complete Profile" })
        .click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  });

  test.describe(() => {
    test.use({ storageState: demoSession("renter") });

    test("verified renter: goes to /booking with gearId, gearName and preSelected=true", async ({ page }) => {
      const gear = await pressBookNow(page);
      await expect(page).toHaveURL((url) => url.pathname === "/booking");
      const params = new URL(page.url()).searchParams;
      expect(Object.fromEntries(params)).toEqual({ gearId: gear.id, gearName: gear.name, preSelected: "true" });
      await expect(page.getByRole("heading", { level: 1, name: `Book ${gear.name}` })).toBeVisible();
    });
  });
});
