import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OkResponse } from "../../shared/contracts";
import type { SaveLanguageRequest, SaveLanguageResponse } from "../../shared/i18n/contracts";
import type { DeleteAccountRequest, UpdateProfileRequest } from "../../shared/profile-contracts";
import { api } from "../lib/api";
import { sessionKeys } from "./session";

/** PATCH /api/profile; the details and the completeness message live in the session answer. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api<OkResponse>("/api/profile", { method: "PATCH", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

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
  return { ...mutation, signedOut: () => qc.setQueryData(sessionKeys.all, null) };
}

/** PUT /api/profile/language; the session answer carries the saved language back. */
export function useSaveLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLanguageRequest) =>
      api<SaveLanguageResponse>("/api/profile/language", { method: "PUT", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
