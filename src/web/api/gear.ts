import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GearDetail } from "../../shared/catalogue";
import type {
  CreateBlockRequest,
  CreateGearResponse,
  GearAvailability,
  GearBlockView,
  GearUnitView,
  UpdateGearRequest,
} from "../../shared/gear-contracts";
import { api } from "../lib/api";
import { jsonQuery, twoRetries } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";
import { ownerCalendarKeys, ownerKeys } from "./owners";

const gearPath = resourcePath("/api/gear");

/** One key per /api/gear/:id… URL (the owner's own gear lists are under ownerKeys). */
export const gearKeys = {
  all: ["gear"] as const,
  /** GET /api/gear/:id, the public view. */
  detail: (id: string) => [...gearKeys.all, "detail", id] as const,
  /** Every listing's availability: what a booking event makes stale. */
  availabilityAll: ["gear", "availability"] as const,
  /** GET /api/gear/:id/availability; every window of one listing under one prefix. */
  availabilityOf: (id: string) => [...gearKeys.availabilityAll, id] as const,
  availability: (id: string, from?: string, to?: string) =>
    [...gearKeys.availabilityOf(id), { from: from ?? null, to: to ?? null }] as const,
  /** GET /api/gear/:id/blocks, the owner's own blocks. */
  blocks: (id: string) => [...gearKeys.all, "blocks", id] as const,
};

export const gearQueries = {
  /** A 404 (archived or unknown) is final; other failures are tried three times in all. */
  detail: (id: string) => jsonQuery<GearDetail>(gearKeys.detail(id), gearPath(id), { retry: twoRetries }),
  /** Held and blocked days between two dates (inclusive); without them, the server's default window. */
  availability: (id: string, from?: string, to?: string) =>
    jsonQuery<GearAvailability>(
      gearKeys.availability(id, from, to),
      gearPath(id, `/availability${from && to ? `?from=${from}&to=${to}` : ""}`),
    ),
  blocks: (id: string) => jsonQuery<GearBlockView[]>(gearKeys.blocks(id), gearPath(id, "/blocks")),
};

/** What a change of a listing makes stale besides its own detail: the owner's list and calendar, its public page. */
function refreshAfterGearChange(qc: ReturnType<typeof useQueryClient>, id?: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ownerKeys.gear(), exact: true }),
    // Archiving or restoring adds or removes a calendar row.
    qc.invalidateQueries({ queryKey: ownerCalendarKeys.all }),
    id ? qc.invalidateQueries({ queryKey: gearKeys.detail(id) }) : undefined,
    // A new unit count adds or removes units, and changes what is free each day.
    id ? qc.invalidateQueries({ queryKey: ownerKeys.gearUnits(id) }) : undefined,
    id ? qc.invalidateQueries({ queryKey: gearKeys.availabilityOf(id) }) : undefined,
  ]);
}

/** A write that answers with the listing's new detail: cache it for the editor, refresh the rest. */
function useGearMutation<V>(id: string, fn: (vars: V) => Promise<GearDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      qc.setQueryData(ownerKeys.gearDetail(id), detail);
      return refreshAfterGearChange(qc, id);
    },
  });
}

/** POST /api/gear: the listing's data as JSON in `data`, the photos as `photos` files. */
export function useCreateGear() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, photos }: { listing: object; photos: File[] }) => {
      const form = new FormData();
      form.append("data", JSON.stringify(listing));
      for (const f of photos) form.append("photos", f);
      return api<CreateGearResponse>("/api/gear", { body: form });
    },
    onSuccess: () => refreshAfterGearChange(qc),
  });
}

export const useUpdateGear = (id: string) =>
  useGearMutation(id, (body: UpdateGearRequest) => api<GearDetail>(gearPath(id), { method: "PATCH", body }));

export const useSetGearStatus = (id: string) =>
  useGearMutation(id, (action: "archive" | "restore") => api<GearDetail>(gearPath(id, `/${action}`), { body: {} }));

export const useAddPhotos = (id: string) =>
  useGearMutation(id, (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("photos", f);
    return api<GearDetail>(gearPath(id, "/photos"), { body: form });
  });

export const useRemovePhoto = (id: string) =>
  useGearMutation(id, (photoId: string) =>
    api<GearDetail>(gearPath(id, `/photos/${encodeURIComponent(photoId)}`), { method: "DELETE" }),
  );

export const useReorderPhotos = (id: string) =>
  useGearMutation(id, (photoIds: string[]) =>
    api<GearDetail>(gearPath(id, "/photos/order"), { method: "PUT", body: { photoIds } }),
  );

/** Blocks change the listing's blocks, its availability and the owner's calendar. */
const useBlockMutation = <V, R>(id: string, fn: (vars: V) => Promise<R>) =>
  useRefreshingMutation(fn, { stale: [gearKeys.blocks(id), gearKeys.availabilityOf(id), ownerCalendarKeys.all] });

export const useAddBlock = (id: string) =>
  useBlockMutation(id, (body: CreateBlockRequest) => api<GearBlockView>(gearPath(id, "/blocks"), { body }));

export const useRemoveBlock = (id: string) =>
  useBlockMutation(id, (blockId: number) => api<null>(gearPath(id, `/blocks/${blockId}`), { method: "DELETE" }));

/** PUT /api/gear/:id/units/:number: a unit's label (serial number); the answer is the listing's units. */
export const useSetUnitLabel = (id: string) =>
  useRefreshingMutation(
    ({ number, label }: { number: number; label: string }) =>
      api<GearUnitView[]>(gearPath(id, `/units/${number}`), { method: "PUT", body: { label } }),
    { stale: [], cache: (qc, units) => qc.setQueryData(ownerKeys.gearUnits(id), units) },
  );
