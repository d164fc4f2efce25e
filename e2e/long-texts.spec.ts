import { expect, test } from "./fixtures";
import { freeListing, requestBookingVia, signedInRequest } from "./booking-helpers";
import { demoSession, expectFitsScreen } from "./helpers";

/**
 * Issue 30: a long text field never cuts a paste off without a word. The message
 * box takes all of it, says how much is over, the server's refusal leaves the text
 * in place, and once trimmed to the limit it is sent. On a 375 px phone.
 */
test.use({ viewport: { width: 375, height: 740 } });

test("a message pasted past 2,000 characters is kept, counted and refused, then sent once trimmed", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const renter = await signedInRequest(playwright, baseURL, "renter@sewagear.test");
  const { gear, start, end } = await freeListing(renter, "perak_drones", 5);
  const id = await requestBookingVia(renter, { gearId: gear.id, startDate: start, endDate: end });
  await page.context().addCookies((await renter.storageState()).cookies);
  await page.goto(`/booking?booking=${id}`);

  const box = page.getByLabel("Write a message");
  const pasted = `${"Lens and body check list. ".repeat(80)}`.slice(0, 2010);
  await box.fill(pasted);
  await expect(page.getByText("10 characters too many", { exact: true })).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expectFitsScreen(page, "the booking page with a long draft");

  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Keep messages to 2,000 characters or fewer" })).toBeVisible();
  await expect(box).toHaveValue(pasted);

  await box.press("End");
  for (let i = 0; i < 10; i++) await box.press("Backspace");
  await expect(page.getByText("0 characters left", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(box).toHaveValue("");
  const thread = await renter.get(`/api/bookings/${id}/messages`);
  expect((await thread.json()).items.at(-1).body).toBe(pasted.slice(0, 2000).trim());
});

test("a one-line field takes a paste past its limit too, counts it and says why it is refused", async ({ browser }) => {
  const context = await browser.newContext({
    storageState: demoSession("renter"),
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/wanted");
  const form = page.getByRole("form", { name: "Post a wanted request" });
  const title = form.getByLabel("Title");
  const pasted = "Sony FX3 with a 24-70 lens, two batteries and a wireless lavalier kit for a wedding "
    .repeat(2)
    .slice(0, 110);
  await title.fill(pasted);
  // Nothing was cut off: the whole paste is in the field, with how much is over.
  await expect(title).toHaveValue(pasted);
  await expect(form.getByText("10 characters too many", { exact: true })).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Post request" }).click();
  await expect(form.getByText("Keep the title to 100 characters or fewer")).toBeVisible();
  await expect(title).toHaveValue(pasted);
  await expectFitsScreen(page, "the wanted form with a long title");
});
