import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GearDetail } from "../../../shared/catalogue";
import type { GearBlockView, OwnerGearItem } from "../../../shared/gear-contracts";
import { api } from "../../lib/api";
import { OWNER_CALENDAR_KEY } from "./calendar-api";

/** Every query of the owner's gear lives under this key, so one invalidation refreshes list and editor. */
export const OWNER_GEAR_KEY = ["owner-gear"] as const;
const detailKey = (id: string) => [...OWNER_GEAR_KEY, id] as const;
const blocksKey = (id: string) => [...OWNER_GEAR_KEY, id, "blocks"] as const;

export function useOwnerGear() {
  return useQuery({ queryKey: OWNER_GEAR_KEY, queryFn: () => api<OwnerGearItem[]>("/api/owners/me/gear") });
}

export function useOwnerGearDetail(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => api<GearDetail>(`/api/owners/me/gear/${encodeURIComponent(id)}`),
  });
}

export function useGearBlocks(id: string) {
  return useQuery({
    queryKey: blocksKey(id),
    queryFn: () => api<GearBlockView[]>(`/api/gear/${encodeURIComponent(id)}/blocks`),
  });
}

/** A mutation that answers with the listing's new detail: cache it and refresh the list. */
function useGearMutation<V>(id: string, fn: (vars: V) => Promise<GearDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      qc.setQueryData(detailKey(id), detail);
      // Archiving or restoring adds or removes a calendar row.
      void qc.invalidateQueries({ queryKey: OWNER_CALENDAR_KEY });
      return qc.invalidateQueries({ queryKey: OWNER_GEAR_KEY, exact: true });
    },
  });
}

const gearPath = (id: string, rest = "") => `/api/gear/${encodeURIComponent(id)}${rest}`;

export function useCreateGear() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<{ gear: GearDetail }>("/api/gear", { body: form }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: OWNER_GEAR_KEY, exact: true }),
        qc.invalidateQueries({ queryKey: OWNER_CALENDAR_KEY }),
      ]),
  });
}

export const useUpdateGear = (id: string) =>
  useGearMutation(id, (body: object) => api<GearDetail>(gearPath(id), { method: "PATCH", body }));

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

export function useAddBlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { startDate: string; endDate: string; note: string | null }) =>
      api<GearBlockView>(gearPath(id, "/blocks"), { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: blocksKey(id) }),
        qc.invalidateQueries({ queryKey: OWNER_CALENDAR_KEY }),
      ]),
  });
}

export function useRemoveBlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (blockId: number) => api<null>(gearPath(id, `/blocks/${blockId}`), { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: blocksKey(id) }),
        qc.invalidateQueries({ queryKey: OWNER_CALENDAR_KEY }),
      ]),
  });
}
