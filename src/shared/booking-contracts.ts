import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-lifecycle";
import { isIsoDate } from "./dates";

const IsoDate = z.string().refine(isIsoDate, "Use a date like 2026-12-31");
const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 09:30")
  .nullable()
  .optional();

/** POST /api/bookings (with an Idempotency-Key header). */
export const CreateBookingRequest = z.object({
  gearId: z.string().min(1).max(40),
  startDate: IsoDate,
  endDate: IsoDate,
  pickupTime: TimeOfDay,
  returnTime: TimeOfDay,
  note: z.string().trim().max(1000, "Keep the note under 1000 characters").nullable().optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/** POST /api/bookings/:id/transitions */
export const TransitionRequest = z.object({
  to: z.enum(BOOKING_STATUSES),
  reason: z.string().trim().max(500, "Keep the reason under 500 characters").nullable().optional(),
});
