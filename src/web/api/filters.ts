import type { QueryClient } from "@tanstack/react-query";
import type {
  CreateSavedFilterRequest,
  SavedFilter,
  SavedFilterList,
  UpdateSavedFilterRequest,
} from "../../shared/search-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";

/** GET /api/filters: the signed-in user's saved filters (one list, so one key). */
export const filterKeys = {
  all: ["saved-filters"] as const,
  list: () => filterKeys.all,
};

export const filterQueries = {
  list: () => jsonQuery<SavedFilterList>(filterKeys.list(), "/api/filters"),
};

/** Change the cached list at once; the refetch that follows brings the server's own. */
const editList = (qc: QueryClient, change: (items: SavedFilter[]) => SavedFilter[]) =>
  qc.setQueryData<SavedFilterList>(filterKeys.list(), (old) => old && { items: change(old.items) });

/** A write that answers with the saved filter: it replaces the one of its id in the list. */
const useKeepFilter = <V>(fn: (vars: V) => Promise<SavedFilter>) =>
  useRefreshingMutation(fn, {
    stale: [filterKeys.all],
    cache: (qc, saved) => editList(qc, (items) => items.map((f) => (f.id === saved.id ? saved : f))),
  });

/**
 * POST /api/filters. A name the user has already is a 409 with the message on
 * `name`; sending `replace: true` then gives that filter this query instead.
 */
export const useSaveFilter = () =>
  useKeepFilter((input: CreateSavedFilterRequest) => api<SavedFilter>("/api/filters", { body: input }));

/** PATCH /api/filters/:id ({ name } or { alert }); the answer replaces the item in the list at once. */
export const useUpdateFilter = (id: number) =>
  useKeepFilter((change: UpdateSavedFilterRequest) =>
    api<SavedFilter>(`/api/filters/${id}`, { method: "PATCH", body: change }),
  );

/** DELETE /api/filters/:id; the item leaves the list at once. */
export const useDeleteFilter = (id: number) =>
  useRefreshingMutation(() => api<void>(`/api/filters/${id}`, { method: "DELETE" }), {
    stale: [filterKeys.all],
    cache: (qc) => editList(qc, (items) => items.filter((f) => f.id !== id)),
  });

/**
 * POST /api/filters/unsubscribe/:token: the digest's "Stop these e-mails" page. No
 * session needed (the token is the proof); a signed-in person's list is refetched.
 */
export const useStopDigestEmails = (token: string) =>
  useRefreshingMutation(
    () => api<{ stopped: number }>(`/api/filters/unsubscribe/${encodeURIComponent(token)}`, { body: {} }),
    { stale: [filterKeys.all] },
  );
