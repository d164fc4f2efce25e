import { queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { api } from "../lib/api";

type Extra<T> = Pick<UseQueryOptions<T>, "staleTime" | "gcTime" | "retry">;

/** The queryOptions of a plain GET of `path` answering `T`, cached under `queryKey`. */
export function jsonQuery<T>(queryKey: readonly unknown[], path: string, extra: Extra<T> = {}) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }), ...extra });
}
