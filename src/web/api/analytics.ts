import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AnalyticsSummary } from "../../shared/analytics-contracts";
import type { OwnerActivity, PresenceList } from "../../shared/presence-contracts";
import { jsonQuery } from "./json-query";
import { resourcePath } from "./resource-path";

/**
 * How often the admin figures refetch while /admin is open. A polling interval
 * rather than a live event per visit: every page view anywhere would otherwise
 * make every open admin dashboard refetch, a load that grows with the traffic.
 */
export const ANALYTICS_REFRESH_MS = 10_000;
/** The back-office online badges refetch this often: the status changes on a 5-minute heartbeat. */
const PRESENCE_REFRESH_MS = 60_000;

export const analyticsKeys = {
  all: ["analytics"] as const,
  summary: () => ["analytics", "summary"] as const,
};

export const presenceKeys = {
  all: ["presence"] as const,
  users: (ids: readonly string[]) => ["presence", "users", [...ids].sort().join(",")] as const,
  owner: (ownerId: string) => ["presence", "owner", ownerId] as const,
};

const ownerPath = resourcePath("/api/presence/owners");

export const analyticsQueries = {
  summary: () =>
    queryOptions({
      ...jsonQuery<AnalyticsSummary>(analyticsKeys.summary(), "/api/analytics/summary"),
      refetchInterval: ANALYTICS_REFRESH_MS,
    }),
};

export const presenceQueries = {
  /** One request for a whole list: every badge of the list asks with the same ids, so the key is shared. */
  users: (ids: readonly string[]) => {
    const sorted = [...ids].sort();
    return queryOptions({
      ...jsonQuery<PresenceList>(
        presenceKeys.users(sorted),
        `/api/presence/users?ids=${sorted.map(encodeURIComponent).join(",")}`,
      ),
      enabled: sorted.length > 0,
      refetchInterval: PRESENCE_REFRESH_MS,
      placeholderData: keepPreviousData,
    });
  },
  owner: (ownerId: string) =>
    jsonQuery<OwnerActivity>(presenceKeys.owner(ownerId), ownerPath(ownerId), { staleTime: 5 * 60_000, retry: false }),
};
