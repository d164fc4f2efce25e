import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

interface Refresh<R, V> {
  /** The key roots whose reads the write makes stale: each is refetched once the write succeeds. */
  stale: QueryKey[];
  /** Put the answer in the cache first, so the screen shows it before the refetch is back. */
  cache?: (qc: QueryClient, answer: R, vars: V) => void;
}

/**
 * A write and what it makes stale, said once. The success handler waits for
 * the refetches, so a caller awaiting `mutateAsync` sees the fresh reads.
 */
export function useRefreshingMutation<R, V = void>(
  mutationFn: (vars: V) => Promise<R>,
  { stale, cache }: Refresh<R, V>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, vars) => {
      cache?.(qc, answer, vars);
      return Promise.all(stale.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}
