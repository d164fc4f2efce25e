import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { bookings, gear, gearHolds } from "../../db/schema";
import { badInput } from "../../lib/errors";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import { addDays, rentalDays, todayInMalaysia } from "../../../shared/dates";
import { CalendarQuery, type CalendarHold, OwnerCalendar } from "../../../shared/calendar-contracts";
import { requireOwnProfile } from "./policy";

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
  const overlaps = sql`${gearHolds.period} && daterange(${window.from}::date, ${addDays(window.to, 1)}::date)`;
  const rows = await db
    .select({
      id: gearHolds.id,
      gearId: gearHolds.gearId,
      kind: gearHolds.kind,
      // Stored as '[start,end+1)'; the owner thinks in inclusive dates.
      startDate: sql<string>`lower(${gearHolds.period})::text`,
      endDate: sql<string>`(upper(${gearHolds.period}) - 1)::text`,
      note: gearHolds.note,
      bookingId: bookings.id,
      status: bookings.status,
      renterName: bookings.userName,
    })
    .from(gearHolds)
    .innerJoin(gear, eq(gear.id, gearHolds.gearId))
    .leftJoin(bookings, eq(bookings.id, gearHolds.bookingId))
    .where(and(eq(gear.ownerId, ownerId), overlaps))
    .orderBy(asc(sql`lower(${gearHolds.period})`), asc(gearHolds.id));

  const heldGearIds = [...new Set(rows.map((r) => r.gearId))];
  const items = await db
    .select({ id: gear.id, name: gear.name, status: gear.status })
    .from(gear)
    .where(and(eq(gear.ownerId, ownerId), or(eq(gear.status, "active"), inArray(gear.id, heldGearIds))))
    .orderBy(asc(gear.name), asc(gear.id));

  return { ...window, gear: items, holds: rows.map(presentHold) };
}

function presentHold(r: {
  id: number;
  gearId: string;
  kind: string;
  startDate: string;
  endDate: string;
  note: string | null;
  bookingId: string | null;
  status: string | null;
  renterName: string | null;
}): CalendarHold {
  const span = { gearId: r.gearId, startDate: r.startDate, endDate: r.endDate };
  if (r.kind === "block") return { kind: "block", ...span, id: r.id, note: r.note };
  return {
    kind: "booking",
    ...span,
    bookingId: r.bookingId,
    status: r.status as BookingStatus | null,
    renterName: r.renterName,
  };
}

/** GET /api/owners/me/calendar?from&to: the signed-in owner's own gear only (401 signed out, 403 not an owner). */
export async function ownerCalendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/owners/me/calendar",
    { schema: { querystring: CalendarQuery, response: { 200: OwnerCalendar } } },
    async (req, reply) => {
      const owner = await requireOwnProfile(req);
      // Renter names of the owner's bookings: not for shared caches.
      reply.header("cache-control", "private, no-store");
      return findOwnerCalendar(app.deps.db, owner.userId, calendarWindow(req.query));
    },
  );
}
