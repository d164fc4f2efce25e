import { expect, type Page, test } from "./fixtures";
import { freeListing, requestBookingVia, signedInRequest } from "./booking-helpers";
import { expectFitsScreen, registerThroughApi, signInAs, uniqueEmail } from "./helpers";

/**
 * Issue 30 items 1 and 2 on a 375 px phone: a note of one 1,000-letter word and a
 * long link in a message never widen the booking page (the renter's and the
 * owner's), the link can be followed, the booking form fits in both languages, and
 * the owner reaches Approve on a request without scrolling sideways.
 */
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 240_000 });

// perak_drones (demo seed) owns gear no other journey books.
const OWNER_EMAIL = "perakdrones@sewagear.test";
const WORD = "a".repeat(1000);
const LINK = `https://example.test/${"very-long-path-".repeat(20)}end`;

/** The page is no wider than the screen and its menu button is on it. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  await expectFitsScreen(page, what);
  await expect(page.getByRole("button", { name: /^(Open menu|Buka menu)$/ })).toBeInViewport({ ratio: 1 });
}

test("a 1,000-letter note and a long link fit both sides' booking pages; Approve is on the phone's screen", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const renter = await signedInRequest(playwright, baseURL, "renter@sewagear.test");
  const { gear, start, end } = await freeListing(renter, "perak_drones", 30);
  const id = await requestBookingVia(renter, { gearId: gear.id, startDate: start, endDate: end, note: WORD });
  const sent = await renter.post(`/api/bookings/${id}/messages`, { data: { body: `Manual here: ${LINK} thanks` } });
  expect(sent.status(), await sent.text()).toBe(201);

  // The renter's booking page.
  await page.context().addCookies((await renter.storageState()).cookies);
  await page.goto(`/booking?booking=${id}`);
  await expect(page.getByText(/^Note: a+$/)).toHaveText(`Note: ${WORD}`);
  const link = page.getByRole("link", { name: LINK });
  await expect(link).toHaveAttribute("href", LINK);
  // Wrapped inside the bubble: its right edge is on the screen.
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  expect(box.x + box.width, "the link's right edge").toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page, "the renter's booking page");

  // The owner's: the booking, then the request list, where Approve is on screen and works.
  const owner = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const op = await owner.newPage();
  await signInAs(op, OWNER_EMAIL);
  await op.goto(`/owners/dashboard?booking=${id}`);
  await expect(op.getByRole("link", { name: LINK })).toBeVisible();
  await expectNoSidewaysScroll(op, "the owner's booking page");

  await op.goto("/owners/dashboard");
  const card = op
    .getByRole("list", { name: "Bookings" })
    .getByRole("listitem")
    .filter({ has: op.locator(`a[href$="booking=${id}"]`) });
  const approve = card.getByRole("button", { name: "Approve" });
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport({ ratio: 1 });
  await expect(card.getByRole("button", { name: "Decline" })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(op, "the owner's dashboard");
  await approve.click();
  await expect(card.getByText("Approved — awaiting payment")).toBeVisible();
  await owner.close();
  await renter.dispose();
});

for (const lang of ["en", "ms"] as const) {
  test(`the booking form fits a 375 px phone (${lang})`, async ({ page }) => {
    // A new account of its own, so its language is nobody else's.
    await registerThroughApi(page, {
      name: "Nur Phone Form",
      email: uniqueEmail(`form-${lang}`),
      password: "phone-form-1",
    });
    expect((await page.request.put("/api/profile/language", { data: { language: lang } })).status()).toBe(200);
    const { gear } = await freeListing(page.request, "perak_drones", 30);
    await page.goto(`/booking?gearId=${gear.id}&gearName=${encodeURIComponent(gear.name)}&preSelected=true`);
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(gear.name.replace(/[()]/g, ".")) }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Next months|Bulan seterusnya)$/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNoSidewaysScroll(page, `the booking form (${lang})`);
    const form = await page.locator("main form").first().boundingBox();
    expect(form!.x + form!.width, "the form's right edge").toBeLessThanOrEqual(375);
  });
}
