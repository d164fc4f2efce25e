import type { Db } from "../../db/client";
import { badInput } from "../../lib/errors";
import { addDays, rentalDays, todayInMalaysia } from "../../../shared/dates";
import type { OwnerCalendar } from "../../../shared/calendar-contracts";
import { presentHold } from "./presenter";
import { listCalendarGear, listCalendarHolds } from "./repository";

/**
 * The owner dashboard's calendar of all their gear (PRODUCT.md section 3,
 * /owners/dashboard); its contract is src/shared/calendar-contracts.ts.
 */
export const CALENDAR_DEFAULT_DAYS = 28;
/** A month view needs 31 days; two months leave room, and keep one answer small. */
export const CALENDAR_MAX_DAYS = 62;

/** The window asked for (default: four weeks from today in Malaysia), at most CALENDAR_MAX_DAYS long. */
export function calendarWindow(
  query: { from?: string; to?: string },
  today = todayInMalaysia(),
): { from: string; to: string } {
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, CALENDAR_DEFAULT_DAYS - 1);
  if (to < from)
    throw badInput("The end date must be on or after the start date", {
      to: "The end date must be on or after the start date",
    });
  if (rentalDays(from, to) > CALENDAR_MAX_DAYS) {
    const message = `Ask for at most ${CALENDAR_MAX_DAYS} days at a time`;
    throw badInput(message, { to: message });
  }
  return { from, to };
}

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
  return { ...window, gear: items, holds: rows.map(presentHold) };
}
