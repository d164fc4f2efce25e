import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { externalCalendars, gear } from "../db/schema";
import { addDays, todayInMalaysia } from "../../shared/dates";
import { importSpans } from "../modules/calendars/import";

/**
 * The address of the shop's own calendar. On the .test domain, reserved for testing (RFC 6761),
 * as the demo's e-mail addresses are: it is nobody's calendar, and the address guard refuses
 * reserved names without looking them up (lib/public-address.ts), so "Read now" on the demo
 * makes no request to any host.
 */
export const DEMO_CALENDAR_URL = "https://calendar.lensmaster-rentals.test/shop/walk-in-bookings.ics";
export const DEMO_CALENDAR_NAME = "Shop calendar (walk-in and WhatsApp)";

/**
 * Never: the worker's sweep reads a calendar when its `next_read_at` comes (calendars/jobs.ts),
 * and the demo's must never be read (nothing real answers it). Far enough for any demo's life.
 */
const NEVER = new Date("9999-12-31T00:00:00Z");

/**
 * LensMaster Rentals also takes walk-in and WhatsApp rentals of its Blackmagic Pocket 6K Pro and
 * keeps them in the shop's own calendar, which SewaGear reads (issue 32 item 4, ADR 038): the
 * listing's editor shows the calendar as a read leaves it, and its busy days are blocked with the
 * calendar's name. Nothing is fetched: the read is written as done, its two busy spans imported
 * by the read's own import (importSpans), and the next read is never due.
 */
export async function seedDemoCalendar(db: Db, shopId: string, now = new Date()) {
  const [item] = await db
    .select({ id: gear.id })
    .from(gear)
    .where(and(eq(gear.ownerId, shopId), eq(gear.name, "Blackmagic Pocket 6K Pro")))
    .limit(1);
  if (!item) return;
  const today = todayInMalaysia(now);
  await db.transaction(async (tx) => {
    const [calendar] = await tx
      .insert(externalCalendars)
      .values({ gearId: item.id, name: DEMO_CALENDAR_NAME, url: DEMO_CALENDAR_URL, nextReadAt: NEVER })
      .returning({ id: externalCalendars.id });
    // A weekend shoot booked over WhatsApp and a three-day corporate job taken at the counter.
    const spans = [
      { startDate: addDays(today, 9), endDate: addDays(today, 10) },
      { startDate: addDays(today, 24), endDate: addDays(today, 26) },
    ];
    const result = await importSpans(tx, { id: calendar!.id, gearId: item.id, name: DEMO_CALENDAR_NAME }, spans, today);
    await tx
      .update(externalCalendars)
      .set({ lastReadAt: new Date(now.getTime() - 12 * 60_000), lastEventCount: result.spans })
      .where(eq(externalCalendars.id, calendar!.id));
  });
}
