import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GearSearchResult } from "../../../shared/catalogue";
import { api } from "../../lib/api";

/**
 * GET /api/gear for a normalised query string (searchToQueryString), so equal
 * filters share one cache entry. The previous page stays on screen while the
 * next one loads, so the grid does not flash to a spinner on every change.
 */
export function useGearSearch(queryString: string) {
  return useQuery({
    queryKey: ["gear-search", queryString],
    queryFn: ({ signal }) => api<GearSearchResult>(queryString ? `/api/gear?${queryString}` : "/api/gear", { signal }),
    placeholderData: keepPreviousData,
  });
}
