import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OkResponse } from "../../shared/contracts";
import type { DataExportState } from "../../shared/data-export-contracts";
import type { SaveLanguageRequest, SaveLanguageResponse } from "../../shared/i18n/contracts";
import type { DeleteAccountRequest, UpdateProfileRequest } from "../../shared/profile-contracts";
import { api } from "../lib/api";
import { clearPrivateCache } from "../lib/pwa";
import { useRefreshingMutation } from "./refreshing-mutation";
import { sessionKeys } from "./session";

/** PATCH /api/profile; the details and the completeness message live in the session answer. */
export const useUpdateProfile = () =>
  useRefreshingMutation((body: UpdateProfileRequest) => api<OkResponse>("/api/profile", { method: "PATCH", body }), {
    stale: [sessionKeys.all],
  });

/**
 * POST /api/profile/delete. Afterwards nobody is signed in: the caller leaves the
 * page first, then `signedOut()` empties the session (in that order, or the
 * page's guard would send the gone account to the login page).
 */
export function useDeleteAccount() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: DeleteAccountRequest) => api<OkResponse>("/api/profile/delete", { body }),
  });
  return {
    ...mutation,
    signedOut: () => {
      qc.setQueryData(sessionKeys.all, null);
      void clearPrivateCache().catch(() => {});
    },
  };
}

/** PUT /api/profile/language; the session answer carries the saved language back. */
export const useSaveLanguage = () =>
  useRefreshingMutation(
    (body: SaveLanguageRequest) => api<SaveLanguageResponse>("/api/profile/language", { method: "PUT", body }),
    { stale: [sessionKeys.all] },
  );

/** Every read of my data export under one key. */
export const dataExportKeys = { mine: ["data-export"] as const };

/** GET /api/profile/data-export; while a file is being made it asks again every 5 s. */
export const dataExportQuery = () =>
  queryOptions({
    queryKey: dataExportKeys.mine,
    queryFn: ({ signal }) => api<DataExportState>("/api/profile/data-export", { signal }),
    refetchInterval: (q) => (q.state.data?.latest?.status === "pending" ? 5000 : false),
  });

/** POST /api/profile/data-export: the answer is the new state (pending). */
export const useRequestDataExport = () =>
  useRefreshingMutation(() => api<DataExportState>("/api/profile/data-export", { body: {} }), {
    stale: [dataExportKeys.mine],
  });
