import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { searchFromQueryString } from "../../shared/search-contracts";
import type { PublicPageData } from "../../shared/ssr-contracts";
import { reviewKeys } from "../api/bookings";
import { gearKeys } from "../api/gear";
import { ownerKeys } from "../api/owners";
import { searchKeys } from "../api/search";
import { sessionKeys } from "../api/session";
import { wantedKeys } from "../api/wanted";
import { ApiError } from "./api";

/** A read the server answered 404 (archived or unknown): the same error state the client's fetch would leave. */
function fillMissing(client: QueryClient, queryKey: QueryKey) {
  const error = new ApiError(404, "NOT_FOUND", "Not found");
  client.getQueryCache().build(client, { queryKey }).setState({
    status: "error",
    fetchStatus: "idle",
    error,
    errorUpdatedAt: Date.now(),
    fetchFailureCount: 1,
    fetchFailureReason: error,
  });
  // As the client will (server-state.ts): the 404 is rendered, not asked again on mount.
  client.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** An answer under its key; null means the server's 404. */
function fill(client: QueryClient, queryKey: QueryKey, data: unknown) {
  if (data === null) fillMissing(client, queryKey);
  else client.setQueryData(queryKey, data);
}

/**
 * Files the server's in-process answers (src/server/modules/public-pages) under
 * the keys the page's own queries use, so the render shows them and the client,
 * hydrating this cache, does not fetch them again.
 */
export function fillQueries(client: QueryClient, data: PublicPageData, signedOut: boolean, search = "") {
  if (signedOut) client.setQueryData(sessionKeys.current(), null);
  switch (data.page) {
    case "home":
      client.setQueryData(searchKeys.featured(), data.featured);
      client.setQueryData(searchKeys.stateCounts(), data.stateCounts);
      return;
    case "learnmore":
      // The link's filter as the page reads it: its first view then needs no schemas of its own.
      client.setQueryData(searchKeys.linked(search), searchFromQueryString(search));
      // A filter the API refuses stays to the client, which shows the fields' messages.
      if (data.results) client.setQueryData(searchKeys.results(data.queryString), data.results);
      return;
    case "gear":
      fill(client, gearKeys.detail(data.id), data.detail);
      if (data.detail && data.owner) client.setQueryData(ownerKeys.summary(data.detail.ownerId), data.owner);
      if (data.reviews) client.setQueryData(reviewKeys.summary("gear", data.id), data.reviews);
      return;
    case "owner":
      fill(client, ownerKeys.profile(data.identifier), data.profile);
      if (data.profile && data.reviews)
        client.setQueryData(reviewKeys.summary("owner", data.profile.profile.id), data.reviews);
      return;
    case "wanted":
      if (data.board) client.setQueryData(wantedKeys.board(data.filter), data.board);
      return;
  }
}
