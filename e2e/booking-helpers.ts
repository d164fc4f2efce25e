import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import sharp from "sharp";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail, demoSession, signInAs } from "./helpers";

/** Shared steps of the booking journeys (booking-journey, booking-clash, invoice). */

/** The Malaysian calendar date `days` from today. */
export const isoDaysAhead = (days: number) => addDays(todayInMalaysia(), days);

/** The calendar's words in each language the app speaks. */
const CALENDAR = { en: { locale: "en-MY", next: "Next months" }, ms: { locale: "ms-MY", next: "Bulan seterusnya" } };

/**
 * Click a day in the React Aria range calendar, paging forward two months at a time.
 * The calendar is awaited first, and each page turn (the first month's grid is renamed)
 * before the day is looked for again: a look taken before React rendered would turn
 * a page too many.
 */
export async function pickDate(page: Page, iso: string, lang: keyof typeof CALENDAR = "en") {
  const { locale, next } = CALENDAR[lang];
  const label = new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const cell = page.getByRole("button", { name: new RegExp(label) }).first();
  const firstMonth = page.getByRole("grid").first();
  // The calendar mounts once the availability has arrived: look for the day only then.
  await expect(firstMonth).toBeVisible();
  for (let i = 0; i < 4 && !(await cell.isVisible()); i++) {
    const shown = await firstMonth.getAttribute("aria-label");
    await page.getByRole("button", { name: next }).click();
    await expect(firstMonth).not.toHaveAttribute("aria-label", shown ?? "");
  }
  await cell.click();
}

/** React Aria's label of a day that is not today: "Friday, 20 November 2026" (the app gives React Aria the en-MY locale). */
export const calendarDayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-MY", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * An API client signed in as `email` (a demo account unless `password` is given), apart
 * from any page. A demo account with a saved session (DEMO_ACCOUNTS) reuses it.
 */
export async function signedInRequest(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  email: string,
  password = DEMO_PASSWORD,
): Promise<APIRequestContext> {
  const saved = DEMO_ACCOUNTS.find((account) => demoEmail(account) === email);
  if (saved && password === DEMO_PASSWORD)
    return playwright.request.newContext({ baseURL, storageState: demoSession(saved) });
  const request = await playwright.request.newContext({ baseURL });
  await signInAs(request, email, password);
  return request;
}

/** The first listing of a demo owner and two days in a row it is free, `minAhead` or more days from today. */
export async function freeListing(
  request: APIRequestContext,
  username: string,
  minAhead: number,
): Promise<{ gear: { id: string; name: string }; start: string; end: string }> {
  const owner = await request.get(`/api/owners/${username}`);
  expect(owner.status()).toBe(200);
  const gear = ((await owner.json()) as { gear: { id: string; name: string }[] }).gear[0]!;
  const from = isoDaysAhead(minAhead);
  const { unavailable } = (await (
    await request.get(`/api/gear/${gear.id}/availability?from=${from}&to=${addDays(from, 40)}`)
  ).json()) as { unavailable: string[] };
  // A random start spreads reruns on one database over different days.
  const offset = Math.floor(Math.random() * 30);
  for (let i = 0; i < 40; i++) {
    const start = addDays(from, (offset + i) % 39);
    // Both days in one month: a pair across a month end can leave the first day off the
    // calendar's visible months once the second is picked, and journeys check both cells.
    const sameMonth = start.slice(0, 7) === addDays(start, 1).slice(0, 7);
    if (sameMonth && !unavailable.includes(start) && !unavailable.includes(addDays(start, 1)))
      return { gear, start, end: addDays(start, 1) };
  }
  throw new Error(`No two free days for ${gear.name} of ${username}`);
}

/** POST /api/bookings as `request`; fails unless 201; the booking id. */
export async function requestBookingVia(
  request: APIRequestContext,
  body: { gearId: string; startDate: string; endDate: string; note?: string },
): Promise<string> {
  const res = await request.post("/api/bookings", {
    headers: { "idempotency-key": `e2e-${randomBytes(8).toString("hex")}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: { id: string } }).booking.id;
}

/** Move a booking as `request`; fails unless 200. */
export async function moveBookingVia(request: APIRequestContext, id: string, to: string, reason?: string) {
  const res = await request.post(`/api/bookings/${id}/transitions`, { data: reason ? { to, reason } : { to } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A pending booking approved by `owner`, paid by `renter` (a receipt image
 * uploaded) and confirmed by `owner`, all through the API; the number of the
 * invoice the confirmation issues.
 */
export async function confirmWithReceiptVia(
  owner: APIRequestContext,
  renter: APIRequestContext,
  bookingId: string,
): Promise<string> {
  await moveBookingVia(owner, bookingId, "approved");
  const receipt = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
  const upload = await renter.post(`/api/bookings/${bookingId}/receipts`, {
    multipart: { receipt: { name: "receipt.png", mimeType: "image/png", buffer: receipt } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await moveBookingVia(owner, bookingId, "confirmed");
  const detail = (await (await renter.get(`/api/bookings/${bookingId}`)).json()) as {
    booking: { invoice: { number: string } | null };
  };
  return detail.booking.invoice?.number ?? "";
}

/** A PNG with `text` written on it: a receipt or a gear photo a journey uploads, told apart on screen by its words. */
export const labelledPng = (text: string, background = "#336699") =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="320" height="200"><text x="20" y="100" font-size="24" fill="#fff">${text}</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
