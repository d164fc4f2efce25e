import { useQuery } from "@tanstack/react-query";
import type { GearDetail } from "../../../shared/catalogue";
import type { GearAvailability } from "../../../shared/gear-contracts";
import type { OwnerSummary } from "../../../shared/owner-contracts";
import { api, ApiError } from "../../lib/api";

const notA404 = (failures: number, err: unknown) => !(err instanceof ApiError && err.status === 404) && failures < 2;

/** GET /api/gear/:id: the public gear view; 404 when archived or unknown (not retried). */
export function useGearDetail(id: string) {
  return useQuery({
    queryKey: ["gear-detail", id],
    queryFn: ({ signal }) => api<GearDetail>(`/api/gear/${encodeURIComponent(id)}`, { signal }),
    retry: notA404,
  });
}

/** Held and blocked days of a gear item between two dates (inclusive). */
export function useGearAvailability(id: string, from: string, to: string) {
  return useQuery({
    queryKey: ["gear-availability", id, from, to],
    queryFn: ({ signal }) =>
      api<GearAvailability>(`/api/gear/${encodeURIComponent(id)}/availability?from=${from}&to=${to}`, { signal }),
  });
}

/** The owner card's photo and counts (GET /api/owners/:id/summary). */
export function useOwnerSummary(ownerId: string) {
  return useQuery({
    queryKey: ["owner-summary", ownerId],
    queryFn: ({ signal }) => api<OwnerSummary>(`/api/owners/${encodeURIComponent(ownerId)}/summary`, { signal }),
    retry: notA404,
  });
}
