import type { Db } from "../../db/client";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { dateWindow } from "../gear/availability";
import type { OwnerCalendar } from "../../../shared/calendar-contracts";
import { presentHold } from "./presenter";
import { listCalendarGear, listCalendarHolds, listCalendarKitBookings } from "./repository";

type HoldRow = Awaited<ReturnType<typeof listCalendarHolds>>[number];

/**
 * A booking of k units has k hold rows, one per unit (ADR 037): the calendar
 * shows it once per listing, with the number of units, so it is not drawn k
 * times. Once per listing, not once: a kit booking holds units of several
 * listings (ADR 039), and each of their rows is busy.
 */
function perBooking(rows: HoldRow[]): (HoldRow & { units: number })[] {
  const out: (HoldRow & { units: number })[] = [];
  const seen = new Map<string, HoldRow & { units: number }>();
  for (const r of rows) {
    const key = r.bookingId ? `${r.bookingId} ${r.gearId}` : undefined;
    const same = key ? seen.get(key) : undefined;
    if (same) {
      same.units++;
      continue;
    }
    const entry = { ...r, units: 1 };
    if (key) seen.set(key, entry);
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
  // A kit booking shows on each component's row (its holds) and on the kit's own.
  const kitRows = await listCalendarKitBookings(db, ownerId, window);
  const held = [...new Set([...rows, ...kitRows].map((r) => r.gearId))];
  const items = await listCalendarGear(db, ownerId, held);
  const holds = [...perBooking(rows), ...kitRows].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
  );
  return { ...window, gear: items, holds: holds.map(presentHold) };
}
