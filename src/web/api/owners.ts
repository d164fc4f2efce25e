import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { GearDetail } from "../../shared/catalogue";
import type { OwnerCalendar } from "../../shared/calendar-contracts";
import type { GearUnitView, OwnerGearItem } from "../../shared/gear-contracts";
import type { OwnerProfileRequest, OwnerProfileResponse, OwnerSummary } from "../../shared/owner-contracts";
import type { PaymentSettingsRequest, PaymentSettingsView, PublicOwnerProfile } from "../../shared/owner-contracts";
import { api } from "../lib/api";
import { jsonQuery, twoRetries } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";
import { sessionKeys } from "./session";

const ownerPath = resourcePath("/api/owners");
const ownGearPath = resourcePath("/api/owners/me/gear");

/** One key per /api/owners URL. `me` holds the signed-in owner's own resources. */
export const ownerKeys = {
  all: ["owners"] as const,
  /** GET /api/owners/:identifier (public profile) */
  profiles: () => [...ownerKeys.all, "profile"] as const,
  profile: (identifier: string) => [...ownerKeys.profiles(), identifier] as const,
  /** GET /api/owners/:identifier/summary */
  summaries: () => [...ownerKeys.all, "summary"] as const,
  summary: (identifier: string) => [...ownerKeys.summaries(), identifier] as const,
  me: () => [...ownerKeys.all, "me"] as const,
  /** GET /api/owners/me/profile */
  settings: () => [...ownerKeys.me(), "profile"] as const,
  /** GET /api/owners/me/payment-settings */
  payment: () => [...ownerKeys.me(), "payment-settings"] as const,
  /** GET /api/owners/me/gear; each listing's GET /api/owners/me/gear/:id below it. */
  gear: () => [...ownerKeys.me(), "gear"] as const,
  gearDetail: (id: string) => [...ownerKeys.gear(), id] as const,
  /** GET /api/owners/me/gear/:id/units: the listing's units and their labels (issue 32). */
  gearUnits: (id: string) => [...ownerKeys.gearDetail(id), "units"] as const,
};

/**
 * GET /api/owners/me/calendar?from&to, every range under one root of its own:
 * it shows bookings, so a live "booking" event refreshes it (lib/live.ts)
 * without refetching the owner's other reads.
 */
export const ownerCalendarKeys = {
  all: ["owner-calendar"] as const,
  range: (from: string, to: string) => [...ownerCalendarKeys.all, { from, to }] as const,
};

export const ownerQueries = {
  profile: (identifier: string) =>
    jsonQuery<OwnerProfileResponse>(ownerKeys.profile(identifier), ownerPath(identifier), {
      retry: twoRetries,
    }),
  summary: (identifier: string) =>
    jsonQuery<OwnerSummary>(ownerKeys.summary(identifier), ownerPath(identifier, "/summary"), {
      retry: twoRetries,
    }),
  settings: () => jsonQuery<PublicOwnerProfile>(ownerKeys.settings(), "/api/owners/me/profile"),
  /** Private payment details: not kept once the page that shows them is gone. */
  payment: () => jsonQuery<PaymentSettingsView>(ownerKeys.payment(), "/api/owners/me/payment-settings", { gcTime: 0 }),
  gear: () => jsonQuery<OwnerGearItem[]>(ownerKeys.gear(), "/api/owners/me/gear"),
  gearDetail: (id: string) => jsonQuery<GearDetail>(ownerKeys.gearDetail(id), ownGearPath(id)),
  gearUnits: (id: string) => jsonQuery<GearUnitView[]>(ownerKeys.gearUnits(id), ownGearPath(id, "/units")),
  /** The previous range stays on screen while the next one loads, so paging does not make the table jump. */
  calendar: (from: string, to: string) =>
    queryOptions({
      queryKey: ownerCalendarKeys.range(from, to),
      queryFn: ({ signal }) => api<OwnerCalendar>(`/api/owners/me/calendar?from=${from}&to=${to}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** POST one file as multipart/form-data; the server's 413/415 messages arrive as ApiError. */
function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  return api<T>(path, { body });
}

/** Writes that answer with the owner's profile: cache it, and refresh the views that show it. */
const useProfileMutation = <V>(fn: (vars: V) => Promise<PublicOwnerProfile>, alsoStale: QueryKey[] = []) =>
  useRefreshingMutation(fn, {
    stale: [ownerKeys.profiles(), ownerKeys.summaries(), ...alsoStale],
    cache: (qc, saved) => qc.setQueryData(ownerKeys.settings(), saved),
  });

/** PUT /api/owners/me/profile; the session carries the owner's name and username, so it is read again. */
export const useUpdateOwnerProfile = () =>
  useProfileMutation(
    (body: OwnerProfileRequest) => api<PublicOwnerProfile>("/api/owners/me/profile", { method: "PUT", body }),
    [sessionKeys.all],
  );

export const useSetOwnerPhoto = () =>
  useProfileMutation((file: File) => uploadFile<PublicOwnerProfile>("/api/owners/me/photo", "photo", file));

export const useRemoveOwnerPhoto = () =>
  useProfileMutation((_: void) => api<PublicOwnerProfile>("/api/owners/me/photo", { method: "DELETE" }));

const PAYMENT_PATH = "/api/owners/me/payment-settings";

/** Writes that answer with the payment settings: the answer is the new cache entry. */
const usePaymentMutation = <V>(fn: (vars: V) => Promise<PaymentSettingsView>) =>
  useRefreshingMutation(fn, { stale: [], cache: (qc, saved) => qc.setQueryData(ownerKeys.payment(), saved) });

export const useUpdatePaymentSettings = () =>
  usePaymentMutation((body: PaymentSettingsRequest) => api<PaymentSettingsView>(PAYMENT_PATH, { method: "PUT", body }));

export const useSetDuitnowQr = () =>
  usePaymentMutation((file: File) => uploadFile<PaymentSettingsView>(`${PAYMENT_PATH}/qr`, "duitnowQr", file));

export const useRemoveDuitnowQr = () =>
  usePaymentMutation((_: void) => api<PaymentSettingsView>(`${PAYMENT_PATH}/qr`, { method: "DELETE" }));
