import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GearDetail } from "../../../shared/catalogue";
import type { GearBlockView, OwnerGearItem } from "../../../shared/gear-contracts";
import type { ApiErrorBody } from "../../../shared/contracts";
import { api, ApiError } from "../../lib/api";

/** Every query of the owner's gear lives under this key, so one invalidation refreshes list and editor. */
export const OWNER_GEAR_KEY = ["owner-gear"] as const;
const detailKey = (id: string) => [...OWNER_GEAR_KEY, id] as const;
const blocksKey = (id: string) => [...OWNER_GEAR_KEY, id, "blocks"] as const;

/**
 * multipart/form-data POST (photos); lib/api speaks JSON only. The browser
 * sets the boundary itself, so no content-type header here.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach SewaGear. Check your connection and try again.");
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const e = (data as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, e?.code ?? `HTTP_${res.status}`, e?.message ?? `Request failed (${res.status})`, e?.fields ?? {});
  }
  return data as T;
}

export function useOwnerGear() {
  return useQuery({ queryKey: OWNER_GEAR_KEY, queryFn: () => api<OwnerGearItem[]>("/api/owners/me/gear") });
}

export function useOwnerGearDetail(id: string) {
  return useQuery({ queryKey: detailKey(id), queryFn: () => api<GearDetail>(`/api/owners/me/gear/${encodeURIComponent(id)}`) });
}

export function useGearBlocks(id: string) {
  return useQuery({ queryKey: blocksKey(id), queryFn: () => api<GearBlockView[]>(`/api/gear/${encodeURIComponent(id)}/blocks`) });
}

/** A mutation that answers with the listing's new detail: cache it and refresh the list. */
function useGearMutation<V>(id: string, fn: (vars: V) => Promise<GearDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      qc.setQueryData(detailKey(id), detail);
      return qc.invalidateQueries({ queryKey: OWNER_GEAR_KEY, exact: true });
    },
  });
}

const gearPath = (id: string, rest = "") => `/api/gear/${encodeURIComponent(id)}${rest}`;

export function useCreateGear() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => postForm<{ gear: GearDetail }>("/api/gear", form),
    onSuccess: () => qc.invalidateQueries({ queryKey: OWNER_GEAR_KEY, exact: true }),
  });
}

export const useUpdateGear = (id: string) => useGearMutation(id, (body: object) => api<GearDetail>(gearPath(id), { method: "PATCH", body }));

export const useSetGearStatus = (id: string) => useGearMutation(id, (action: "archive" | "restore") => api<GearDetail>(gearPath(id, `/${action}`), { body: {} }));

export const useAddPhotos = (id: string) =>
  useGearMutation(id, (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("photos", f);
    return postForm<GearDetail>(gearPath(id, "/photos"), form);
  });

export const useRemovePhoto = (id: string) => useGearMutation(id, (photoId: string) => api<GearDetail>(gearPath(id, `/photos/${encodeURIComponent(photoId)}`), { method: "DELETE" }));

export const useReorderPhotos = (id: string) => useGearMutation(id, (photoIds: string[]) => api<GearDetail>(gearPath(id, "/photos/order"), { method: "PUT", body: { photoIds } }));

export function useAddBlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { startDate: string; endDate: string; note: string | null }) => api<GearBlockView>(gearPath(id, "/blocks"), { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: blocksKey(id) }),
  });
}

export function useRemoveBlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (blockId: number) => api<null>(gearPath(id, `/blocks/${blockId}`), { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: blocksKey(id) }),
  });
}
