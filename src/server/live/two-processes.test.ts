import { randomBytes } from "node:crypto";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInMalaysia } from "../../shared/dates";
import { signInOn, startTwoProcesses, type TwoProcesses } from "../test/server-process";

/**
 * Issue 4: two server processes on one PostgreSQL database; a browser's
 * EventSource on the second sees a booking made through the first within 2 s
 * (LISTEN/NOTIFY fans the event out across processes). Needs TEST_DATABASE_URL
 * and a Chromium (CI has both).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

describe.skipIf(!SERVER_URL)("two server processes on one PostgreSQL", () => {
  let servers: TwoProcesses;
  let browser: Browser;

  beforeAll(async () => {
    // The first seeds the demo data; the second starts on the seeded database.
    servers = await startTwoProcesses(SERVER_URL!, true);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  it("an EventSource on process B sees a booking created through process A within 2 seconds", async () => {
    const { a, b } = servers;
    // The owner watches in a browser connected to B.
    const context = await browser.newContext({ baseURL: b.base });
    const page = await context.newPage();
    await page.goto("/");
    const login = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: b.base },
      data: { email: "owner@sewagear.test", password: "sewagear-demo" },
    });
    expect(login.status()).toBe(200);
    await page.evaluate(() => {
      const w = window as unknown as { seen: { type: string; id?: string; at: number }[] };
      w.seen = [];
      const source = new EventSource("/api/events");
      source.addEventListener("booking", (e) =>
        w.seen.push({ ...(JSON.parse((e as MessageEvent).data) as { type: string; id?: string }), at: Date.now() }),
      );
      return new Promise<void>((resolve) => source.addEventListener("open", () => resolve()));
    });

    // The renter books through A.
    const renter = await signInOn(a.base, "renter@sewagear.test");
    const profile = await (await fetch(`${a.base}/api/owners/lensmaster`)).json();
    const gearId = profile.gear[0].id as string;
    const start = addDays(todayInMalaysia(), 50);
    const sentAt = Date.now();
    const res = await fetch(`${a.base}/api/bookings`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: a.base,
        cookie: renter,
        "idempotency-key": `two-process-${randomBytes(4).toString("hex")}`,
      },
      body: JSON.stringify({ gearId, startDate: start, endDate: start }),
    });
    expect(res.status).toBe(201);
    const bookingId = (await res.json()).booking.id as string;

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: { id?: string }[] }).seen.map((e) => e.id)), {
        timeout: 2_000,
        interval: 50,
      })
      .toContain(bookingId);
    const seen = await page.evaluate(() => (window as unknown as { seen: { id?: string; at: number }[] }).seen);
    expect(seen.find((e) => e.id === bookingId)!.at - sentAt).toBeLessThan(2_000);
    await context.close();
  }, 60_000);
});
