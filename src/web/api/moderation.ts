import type {
  ModeratedReviewList,
  ModerateReviewRequest,
  ModerateReviewResponse,
} from "../../shared/moderation-contracts";
import { api } from "../lib/api";
import { reviewKeys } from "./bookings";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

/** /debug-reviews' reads; a live "review" event refreshes them with the public review lists. */
export const moderationKeys = {
  all: ["moderation"] as const,
  /** GET /api/admin/reviews?… (the query string is the filters) */
  list: (search: string) => [...moderationKeys.all, "list", search] as const,
};

export const moderationQueries = {
  list: (search: string) =>
    jsonQuery<ModeratedReviewList>(moderationKeys.list(search), `/api/admin/reviews${search ? `?${search}` : ""}`),
};

const reviewPath = resourcePath("/api/admin/reviews");

/** POST /api/admin/reviews/:id/moderation: the moderation list and every public review list change. */
export const useModerateReview = (id: number) =>
  useRefreshingMutation(
    (body: ModerateReviewRequest) => api<ModerateReviewResponse>(reviewPath(String(id), "/moderation"), { body }),
    { stale: [moderationKeys.all, reviewKeys.all] },
  );
