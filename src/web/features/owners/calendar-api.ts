import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OwnerCalendar } from "../../../shared/calendar-contracts";
import { api } from "../../lib/api";

export type {
  CalendarGear,
  CalendarHold,
  OwnerCalendar as OwnerCalendarData,
} from "../../../shared/calendar-contracts";

/** Every range of the calendar; gear and block edits refresh it (gear-api.ts). */
export const OWNER_CALENDAR_KEY = ["bookings", "owner-calendar"] as const;

/**
 * Under the "bookings" key, so every live booking event (lib/live.ts) refetches
 * it. The previous range stays on screen while the next one loads, so paging
 * does not make the table jump.
 */
export const useOwnerCalendar = (from: string, to: string) =>
  useQuery({
    queryKey: [...OWNER_CALENDAR_KEY, from, to],
    queryFn: ({ signal }) => api<OwnerCalendar>(`/api/owners/me/calendar?from=${from}&to=${to}`, { signal }),
    placeholderData: keepPreviousData,
  });
