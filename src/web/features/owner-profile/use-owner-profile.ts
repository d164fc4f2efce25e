import { useQuery } from "@tanstack/react-query";
import type { OwnerProfileResponse } from "../../../shared/owner-contracts";
import { api, ApiError } from "../../lib/api";

/** GET /api/owners/:identifier; a 404 is an answer, not a hiccup, so it is not retried. */
export function useOwnerProfile(identifier: string) {
  return useQuery({
    queryKey: ["owner-profile", identifier],
    queryFn: ({ signal }) => api<OwnerProfileResponse>(`/api/owners/${encodeURIComponent(identifier)}`, { signal }),
    retry: (failures, err) => !(err instanceof ApiError && err.status === 404) && failures < 2,
  });
}

/** Seed section 2: "Member Since" is the month and year, e.g. "November 2026"; 'Unknown' if absent. */
export function memberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "Asia/Kuala_Lumpur" });
}
