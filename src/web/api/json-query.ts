import { queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { api, shouldRetry } from "../lib/api";

type Extra<T> = Pick<UseQueryOptions<T>, "staleTime" | "gcTime" | "retry">;

/** The queryOptions of a plain GET of `path` answering `T`, cached under `queryKey`. */
export function jsonQuery<T>(queryKey: readonly unknown[], path: string, extra: Extra<T> = {}) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }), ...extra });
}

/**
 * For a page's own record: a 404 is an answer, not a hiccup, so it is not
 * retried; other failures are tried three times in all (the owner profile
 * journey counts the calls).
 */
export const twoRetries = (failures: number, err: unknown) => shouldRetry(failures, err) && failures < 2;
