import { queryOptions } from "@tanstack/react-query";
import type {
  AddCalendarRequest,
  CalendarFeedView,
  ExternalCalendarList,
  ExternalCalendarView,
} from "../../shared/calendar-sync-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { gearKeys } from "./gear";
import { ownerCalendarKeys } from "./owners";

/** Calendar sync (issue 32 point 4): the owner's feed addresses and each listing's external calendars. */
export const calendarSyncKeys = {
  feed: ["calendar-feed"] as const,
  external: (gearId: string) => ["external-calendars", gearId] as const,
};

const calendarsPath = (gearId: string, rest = "") => `/api/gear/${encodeURIComponent(gearId)}/calendars${rest}`;

/** While a read asked for is running, ask again every second: the page shows its result when the worker is done. */
const POLL_WHILE_READING_MS = 1000;

export const calendarSyncQueries = {
  feed: () => jsonQuery<CalendarFeedView>(calendarSyncKeys.feed, "/api/owners/me/calendar-feed"),
  external: (gearId: string) =>
    queryOptions({
      queryKey: calendarSyncKeys.external(gearId),
      queryFn: ({ signal }) => api<ExternalCalendarList>(calendarsPath(gearId), { signal }),
      refetchInterval: (q) => (q.state.data?.calendars.some((c) => c.readPending) ? POLL_WHILE_READING_MS : false),
    }),
};

export const useRenewFeed = () =>
  useRefreshingMutation(() => api<CalendarFeedView>("/api/owners/me/calendar-feed/renew", { body: {} }), {
    stale: [],
    cache: (qc, answer) => qc.setQueryData(calendarSyncKeys.feed, answer),
  });

/** What an import changes: the listing's calendars and blocks, its availability and the owner's calendar. */
export const importStale = (gearId: string) => [
  calendarSyncKeys.external(gearId),
  gearKeys.blocks(gearId),
  gearKeys.availabilityOf(gearId),
  ownerCalendarKeys.all,
];

export const useAddCalendar = (gearId: string) =>
  useRefreshingMutation((body: AddCalendarRequest) => api<ExternalCalendarView>(calendarsPath(gearId), { body }), {
    stale: importStale(gearId),
  });

export const useRemoveCalendar = (gearId: string) =>
  useRefreshingMutation(
    (calendarId: number) => api<null>(calendarsPath(gearId, `/${calendarId}`), { method: "DELETE" }),
    { stale: importStale(gearId) },
  );

export const useReadCalendarNow = (gearId: string) =>
  useRefreshingMutation(
    (calendarId: number) => api<ExternalCalendarView>(calendarsPath(gearId, `/${calendarId}/read`), { body: {} }),
    { stale: [calendarSyncKeys.external(gearId)] },
  );
