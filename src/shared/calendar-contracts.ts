import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-lifecycle";
import { DateRangeQuery, IsoDate } from "./gear-contracts";
import { GEAR_KINDS, GEAR_STATUSES } from "./gear";

/**
 * GET /api/owners/me/calendar: the owner dashboard's calendar of all their gear
 * (PRODUCT.md section 3). One contract for the server's answer and the web's reads.
 */
export const CalendarQuery = DateRangeQuery;

export const CalendarGear = z.object({
  id: z.string(),
  name: z.string(),
  /** "active", or "archived" for a listing kept on the calendar by a hold in the window. */
  status: z.enum(GEAR_STATUSES),
  /** Identical units the listing has (issue 32): the calendar says how many are booked each day. For a kit, how many can go out at once. */
  unitCount: z.number().int(),
  /** 'kit' for a kit: its row's bookings and counts are of kits (ADR 047). */
  kind: z.enum(GEAR_KINDS),
});
export type CalendarGear = z.infer<typeof CalendarGear>;

const span = { gearId: z.string(), startDate: IsoDate, endDate: IsoDate };

/** One held span of one gear item; dates inclusive and not clipped to the window. */
export const CalendarHold = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("booking"),
    /** The rental's days only; the turnaround days kept free after it follow `endDate`. */
    ...span,
    /** Units the booking holds of this listing: one entry per booking and listing, however many units it takes (a kit booking has one on each component's row and on the kit's, ADR 039). */
    units: z.number().int(),
    turnaroundDays: z.number().int(),
    bookingId: z.string().nullable(),
    status: z.enum(BOOKING_STATUSES).nullable(),
    renterName: z.string().nullable(),
  }),
  z.object({ kind: z.literal("block"), ...span, id: z.number(), note: z.string().nullable() }),
]);
export type CalendarHold = z.infer<typeof CalendarHold>;

export const OwnerCalendar = z.object({
  from: IsoDate,
  to: IsoDate,
  gear: z.array(CalendarGear),
  holds: z.array(CalendarHold),
});
export type OwnerCalendar = z.infer<typeof OwnerCalendar>;
