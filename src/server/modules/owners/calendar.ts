import type { Db } from "../../db/client";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { dateWindow } from "../gear/availability";
import type { OwnerCalendar } from "../../../shared/calendar-contracts";
import { presentHold } from "./presenter";
import { listCalendarGear, listCalendarHolds } from "./repository";

type HoldRow = Awaited<ReturnType<typeof listCalendarHolds>>[number];

/**
 * A booking of k units has k hold rows, one per unit (ADR 037): the calendar
 * shows it once, with the number of units, so it is not drawn k times.
 */
function perBooking(rows: HoldRow[]): (HoldRow & { units: number })[] {
  const out: (HoldRow & { units: number })[] = [];
  const seen = new Map<string, HoldRow & { units: number }>();
  for (const r of rows) {
    const same = r.bookingId ? seen.get(r.bookingId) : undefined;
    if (same) {
      same.units++;
      continue;
    }
    const entry = { ...r, units: 1 };
    if (r.bookingId) seen.set(r.bookingId, entry);
    out.push(entry);
  }
  return out;
}

/**
 * The owner dashboard's calendar of all their gear (PRODUCT.md section 3,
 * /owners/dashboard); its contract is src/shared/calendar-contracts.ts.
 */
const CALENDAR_DEFAULT_DAYS = 28;
/** A month view needs 31 days; two months leave room, and keep one answer small. */
export const CALENDAR_MAX_DAYS = 62;

/** The window asked for (default: four weeks from today in Malaysia), at most CALENDAR_MAX_DAYS long. */
export const calendarWindow = (query: { from?: string; to?: string }, today = todayInMalaysia()) =>
  dateWindow(query, {
    today,
    defaultEnd: (from) => addDays(from, CALENDAR_DEFAULT_DAYS - 1),
    latestEnd: (from) => addDays(from, CALENDAR_MAX_DAYS - 1),
    maxDays: CALENDAR_MAX_DAYS,
  });

/**
 * Every hold (booking holds and owner blocks) on the owner's gear that touches
 * [from, to], and the rows to show: all active gear, plus any archived listing
 * that still has a hold in the window (its renter still expects the gear).
 * Booking holds exist only while a booking is pending, approved, confirmed or
 * active, so this is exactly what keeps the gear busy.
 */
export async function findOwnerCalendar(
  db: Db,
  ownerId: string,
  window: { from: string; to: string },
): Promise<OwnerCalendar> {
  const rows = await listCalendarHolds(db, ownerId, window);
  const items = await listCalendarGear(db, ownerId, [...new Set(rows.map((r) => r.gearId))]);
  return { ...window, gear: items, holds: perBooking(rows).map(presentHold) };
}
