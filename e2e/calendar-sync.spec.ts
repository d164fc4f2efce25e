import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { signedInRequest } from "./booking-helpers";
import { demoSession, expectFitsScreen, gearPhoto, uniqueTag, waitForAppAt } from "./helpers";

/**
 * Calendar sync on a 375 px phone (issue 32 point 4): the owner copies their
 * private feed address and renews it (the old one then answers 404), adds an
 * external calendar served by a feed server this journey starts on loopback
 * (let through by CALENDAR_ALLOW_LOOPBACK, set for the e2e server only), reads it
 * again after it changed, and sees the blocked days on the dashboard calendar and
 * the clash with a booking made here flagged.
 */
test.use({
  storageState: demoSession("owner"),
  viewport: { width: 375, height: 800 },
  permissions: ["clipboard-read", "clipboard-write"],
});

/** For what waits on the server (a page's first read, a calendar read): other journeys share its two cores. */
const SLOW = 15_000;

/** An all-day busy event, as a shop's calendar exports it (DTEND is the day after). */
const event = (uid: string, first: string, last: string) =>
  [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;VALUE=DATE:${first.replaceAll("-", "")}`,
    `DTEND;VALUE=DATE:${addDays(last, 1).replaceAll("-", "")}`,
    "SUMMARY:Rented on WhatsApp",
    "END:VEVENT",
  ].join("\r\n");
const calendarOf = (events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Shop//Export//EN", ...events, "END:VCALENDAR", ""].join("\r\n");

test("an owner copies and renews their feed, adds an external calendar, reads it now and sees blocks and a clash", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Three reads of the server's worker and a dozen pages: more than the default on a busy CI machine.
  test.setTimeout(90_000);
  let feed = "";
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop.ics`;

  // A listing of its own, so no other journey's days get in the way.
  const name = `Calendar sync FX3 ${uniqueTag()}`;
  const created = await page.request.post("/api/gear", {
    multipart: {
      data: JSON.stringify({
        name,
        category: "cameras",
        description: "A body kept in the shop's own calendar too.",
        condition: "good",
        specs: [],
        pricePerDay: 20000,
        deposit: 0,
      }),
      photos: await gearPhoto("calendar-sync"),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const gearId = ((await created.json()) as { gear: { id: string } }).gear.id;
  const today = todayInMalaysia();
  const renter = await signedInRequest(playwright, baseURL, "renter@sewagear.test");
  let bookingId = "";
  try {
    const booked = await renter.post("/api/bookings", {
      headers: { "idempotency-key": `calendar-sync-${Date.now()}` },
      data: { gearId, startDate: addDays(today, 10), endDate: addDays(today, 11) },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;

    // The feed address: copied, then renewed.
    await page.goto("/owners/settings");
    const card = page.getByRole("region", { name: "Calendar feed" });
    await expect(card).toBeVisible({ timeout: SLOW });
    const shown = card.getByTestId("feed-url").first();
    const firstUrl = (await shown.textContent())!;
    expect(firstUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await card.getByRole("button", { name: "Copy the address for All my listings" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
    const first = await page.request.get(firstUrl);
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await first.text()).toContain(`booking-${bookingId}@`);
    await expectFitsScreen(page, "/owners/settings with the calendar feed");

    await card.getByRole("button", { name: "Renew address" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Renew the calendar feed address?" });
    await dialog.getByRole("button", { name: "Renew address" }).click();
    await expect(card.getByText("New addresses made. The old ones no longer work")).toBeVisible();
    await expect(shown).not.toHaveText(firstUrl);
    const renewedUrl = (await shown.textContent())!;
    expect((await page.request.get(firstUrl)).status()).toBe(404);
    expect((await page.request.get(renewedUrl)).status()).toBe(200);

    // An external calendar for the listing: busy on days 3 and 4.
    feed = calendarOf([event("a@shop", addDays(today, 3), addDays(today, 4))]);
    await page.goto(`/owners/dashboard?gear=${gearId}`);
    await waitForAppAt(page, /\/owners\/dashboard\?gear=/);
    const external = page.getByRole("region", { name: "External calendars" });
    await external.getByLabel("Name").fill("Shop calendar");
    await external.getByLabel("Calendar address (iCal)").fill(feedUrl);
    await external.getByRole("button", { name: "Add calendar" }).click();
    await expect(external.getByRole("status").filter({ hasText: "Calendar added." })).toBeVisible({ timeout: SLOW });
    const item = external.getByRole("list", { name: "External calendars" }).getByRole("listitem").first();
    await expect(item).toContainText("Shop calendar");
    await expect(item).toContainText("2 blocked days");
    await expect(item).toContainText("Last read");

    // The shop's calendar changes: event a moves, and a new one overlaps the booking made here.
    feed = calendarOf([
      event("a@shop", addDays(today, 4), addDays(today, 5)),
      event("b@shop", addDays(today, 9), addDays(today, 12)),
    ]);
    await item.getByRole("button", { name: "Read now: Shop calendar" }).click();
    await expect(item.getByText("Clashes with bookings here")).toBeVisible({ timeout: SLOW });
    await expect(item).toContainText(`clashes with booking ${bookingId}`);
    await expect(item).toContainText("4 blocked days");
    await expect(item.getByRole("link", { name: "Open booking" })).toHaveAttribute(
      "href",
      `/owners/dashboard?booking=${bookingId}`,
    );
    await expectFitsScreen(page, "the listing's external calendars");

    // The blocked days on the owner's calendar: event a's days 4–5, event b's days 9 and 12.
    const blocked = await page.request.get(`/api/gear/${gearId}/blocks`);
    expect(
      ((await blocked.json()) as { startDate: string; endDate: string }[]).map((b) => [b.startDate, b.endDate]),
    ).toEqual([
      [addDays(today, 4), addDays(today, 5)],
      [addDays(today, 9), addDays(today, 9)],
      [addDays(today, 12), addDays(today, 12)],
    ]);
    await page.goto("/owners/dashboard");
    const calendar = page.getByRole("region", { name: "Calendar of all your gear" });
    const row = calendar
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    if (addDays(today, 4).slice(0, 7) !== today.slice(0, 7))
      await calendar.getByRole("button", { name: "Next month →" }).click();
    await expect(row.getByRole("link", { name: /^Blocked: Shop calendar, / }).first()).toBeVisible({ timeout: SLOW });
    await expectFitsScreen(page, "the owner's calendar with imported blocks");
  } finally {
    if (bookingId)
      await renter.post(`/api/bookings/${bookingId}/transitions`, {
        data: { to: "cancelled", reason: "e2e: calendar sync done" },
      });
    await page.request.post(`/api/gear/${gearId}/archive`, { data: {} });
    await renter.dispose();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test("the demo shop's own calendar is there as read, its days blocked; Read now connects nowhere and keeps them", async ({
  page,
}) => {
  // The demo seed's calendar (src/server/seed/demo-calendars.ts) on LensMaster's Blackmagic.
  const { gear } = (await (await page.request.get("/api/owners/lensmaster")).json()) as {
    gear: { id: string; name: string }[];
  };
  const item = gear.find((g) => g.name === "Blackmagic Pocket 6K Pro")!;
  await page.goto(`/owners/dashboard?gear=${item.id}`);
  await waitForAppAt(page, /\/owners\/dashboard\?gear=/);
  const external = page.getByRole("region", { name: "External calendars" });
  const shop = external
    .getByRole("list", { name: "External calendars" })
    .getByRole("listitem")
    .filter({ hasText: "Shop calendar (walk-in and WhatsApp)" });
  await expect(shop).toContainText("https://calendar.lensmaster-rentals.test/shop/walk-in-bookings.ics", {
    timeout: SLOW,
  });
  await expect(shop).toContainText("Last read");
  await expect(shop).toContainText("5 blocked days");
  await expectFitsScreen(page, "the demo shop's external calendar");

  // Its address is on a name reserved for testing: the read is refused at once, and the blocks stay.
  await shop.getByRole("button", { name: "Read now: Shop calendar (walk-in and WhatsApp)" }).click();
  await expect(shop).toContainText("This address is not on the public internet, so it cannot be read.", {
    timeout: SLOW,
  });
  await expect(shop).toContainText("5 blocked days");
});
