import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateSavedFilterRequest,
  SavedFilter,
  SavedFilterList,
  UpdateSavedFilterRequest,
} from "../../shared/search-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";

/** GET /api/filters: the signed-in user's saved filters (one list, so one key). */
export const filterKeys = {
  all: ["saved-filters"] as const,
  list: () => filterKeys.all,
};

export const filterQueries = {
  list: () => jsonQuery<SavedFilterList>(filterKeys.list(), "/api/filters"),
};

/** Put a filter the server answered with into the cached list (replacing the one of its id), then refetch. */
function useKeepFilter() {
  const qc = useQueryClient();
  return (saved: SavedFilter) => {
    qc.setQueryData<SavedFilterList>(
      filterKeys.list(),
      (old) => old && { items: old.items.map((f) => (f.id === saved.id ? saved : f)) },
    );
    return qc.invalidateQueries({ queryKey: filterKeys.all });
  };
}

/**
 * POST /api/filters. A name the user has already is a 409 with the message on
 * `name`; sending `replace: true` then gives that filter this query instead.
 */
export function useSaveFilter() {
  const keep = useKeepFilter();
  return useMutation({
    mutationFn: (input: CreateSavedFilterRequest) => api<SavedFilter>("/api/filters", { body: input }),
    onSuccess: keep,
  });
}

/** PATCH /api/filters/:id ({ name } or { alert }); the answer replaces the item in the list at once. */
export function useUpdateFilter(id: number) {
  const keep = useKeepFilter();
  return useMutation({
    mutationFn: (change: UpdateSavedFilterRequest) =>
      api<SavedFilter>(`/api/filters/${id}`, { method: "PATCH", body: change }),
    onSuccess: keep,
  });
}

/** DELETE /api/filters/:id; the item leaves the list at once. */
export function useDeleteFilter(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/filters/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      qc.setQueryData<SavedFilterList>(
        filterKeys.list(),
        (old) => old && { items: old.items.filter((f) => f.id !== id) },
      );
      return qc.invalidateQueries({ queryKey: filterKeys.all });
    },
  });
}
