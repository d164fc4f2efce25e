import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import { api } from "../../lib/api";

/**
 * GET /api/owners/me/calendar, as src/server/modules/owners/calendar.ts answers
 * it (web may not import server code, so the shapes are repeated here).
 */
export interface CalendarGear {
  id: string;
  name: string;
  status: string;
}

export type CalendarHold =
  | { kind: "booking"; gearId: string; startDate: string; endDate: string; bookingId: string | null; status: BookingStatus | null; renterName: string | null }
  | { kind: "block"; gearId: string; startDate: string; endDate: string; id: number; note: string | null };

export interface OwnerCalendarData {
  from: string;
  to: string;
  gear: CalendarGear[];
  holds: CalendarHold[];
}

/**
 * Under the "bookings" key, so every live booking event (lib/live.ts) refetches
 * it. The previous range stays on screen while the next one loads, so paging
 * does not make the table jump.
 */
export const useOwnerCalendar = (from: string, to: string) =>
  useQuery({
    queryKey: ["bookings", "owner-calendar", from, to],
    queryFn: ({ signal }) => api<OwnerCalendarData>(`/api/owners/me/calendar?from=${from}&to=${to}`, { signal }),
    placeholderData: keepPreviousData,
  });
