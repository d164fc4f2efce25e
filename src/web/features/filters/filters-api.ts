import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedFilter } from "../../../shared/search-contracts";
import { api } from "../../lib/api";

/** Also invalidated by catalogue/save-filter.tsx after a save. */
export const SAVED_FILTERS_KEY = ["saved-filters"] as const;

/** GET /api/filters: the signed-in user's saved filters, newest first. */
export const useSavedFilters = () =>
  useQuery({ queryKey: SAVED_FILTERS_KEY, queryFn: () => api<{ items: SavedFilter[] }>("/api/filters") });

/** PATCH /api/filters/:id ({ name } or { alert }); the answer replaces the item in the list, then the list is refetched. */
export function useUpdateFilter(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: { name?: string; alert?: boolean }) =>
      api<SavedFilter>(`/api/filters/${id}`, { method: "PATCH", body: change }),
    onSuccess: (saved) => {
      qc.setQueryData<{ items: SavedFilter[] }>(
        SAVED_FILTERS_KEY,
        (old) => old && { items: old.items.map((f) => (f.id === saved.id ? saved : f)) },
      );
      return qc.invalidateQueries({ queryKey: SAVED_FILTERS_KEY });
    },
  });
}

/** DELETE /api/filters/:id; the item leaves the list at once. */
export function useDeleteFilter(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/filters/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      qc.setQueryData<{ items: SavedFilter[] }>(
        SAVED_FILTERS_KEY,
        (old) => old && { items: old.items.filter((f) => f.id !== id) },
      );
      return qc.invalidateQueries({ queryKey: SAVED_FILTERS_KEY });
    },
  });
}
