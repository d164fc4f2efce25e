import { useQuery } from "@tanstack/react-query";
import type { PaymentSettingsView, PublicOwnerProfile } from "../../../shared/owner-contracts";
import { api } from "../../lib/api";

export const OWNER_SETTINGS_KEY = ["owner-settings", "profile"] as const;
export const PAYMENT_SETTINGS_KEY = ["owner-settings", "payment"] as const;

/** The signed-in owner's own profile fields (GET /api/owners/me/profile). */
export function useOwnerSettings() {
  return useQuery({
    queryKey: OWNER_SETTINGS_KEY,
    queryFn: ({ signal }) => api<PublicOwnerProfile>("/api/owners/me/profile", { signal }),
  });
}

/** The signed-in owner's private payment details; never cached beyond this page's life. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: PAYMENT_SETTINGS_KEY,
    queryFn: ({ signal }) => api<PaymentSettingsView>("/api/owners/me/payment-settings", { signal }),
    gcTime: 0,
  });
}
