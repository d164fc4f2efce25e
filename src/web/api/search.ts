import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { GearCard } from "../../shared/catalogue";
import type { GearSearchResponse, PublicConfig, StateCounts } from "../../shared/search-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";

/**
 * One key per public catalogue read. Its own root, not ["gear", …]: those are
 * the listing's own URLs (gear.ts), and a change to one listing need not refetch
 * every search.
 */
export const searchKeys = {
  all: ["search"] as const,
  /** GET /api/gear?<normal query string> (searchToQueryString), so equal filters share one entry. */
  results: (queryString: string) => [...searchKeys.all, "results", queryString] as const,
  /** GET /api/gear/featured */
  featured: () => [...searchKeys.all, "featured"] as const,
  /** GET /api/gear/state-counts */
  stateCounts: () => [...searchKeys.all, "state-counts"] as const,
  /** A /learnmore link's `location.search` read into a filter: filed by the server render (features/catalogue/linked-filter.ts). */
  linked: (search: string) => [...searchKeys.all, "linked", search] as const,
  /** GET /api/public-config: not catalogue data, and never changes while the app runs. */
  publicConfig: () => ["public-config"] as const,
};

export const searchQueries = {
  /** The previous page stays on screen while the next one loads, so the grid does not flash to a spinner. */
  results: (queryString: string) =>
    queryOptions({
      queryKey: searchKeys.results(queryString),
      queryFn: ({ signal }) =>
        api<GearSearchResponse>(queryString ? `/api/gear?${queryString}` : "/api/gear", { signal }),
      placeholderData: keepPreviousData,
    }),
  featured: () => jsonQuery<GearCard[]>(searchKeys.featured(), "/api/gear/featured"),
  stateCounts: () => jsonQuery<StateCounts>(searchKeys.stateCounts(), "/api/gear/state-counts"),
  publicConfig: () => jsonQuery<PublicConfig>(searchKeys.publicConfig(), "/api/public-config", { staleTime: Infinity }),
};
