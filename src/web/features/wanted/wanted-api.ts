import { useQuery } from "@tanstack/react-query";
import type { OwnerGearItem } from "../../../shared/gear-contracts";
import type { WantedListResponse, WantedPostDetail } from "../../../shared/wanted-contracts";
import { api } from "../../lib/api";

/** The board's filter as the URL holds it. */
export interface BoardFilter {
  status: "open" | "closed";
  category: string;
  state: string;
  page: number;
}

/** Every wanted query starts with this key, so one invalidation (or a live "wanted" event) refreshes them all. */
export const WANTED_KEY = "wanted";

export const useWantedBoard = (f: BoardFilter) =>
  useQuery({
    queryKey: [WANTED_KEY, "board", f],
    queryFn: () => {
      const q = new URLSearchParams({ page: String(f.page) });
      if (f.status !== "open") q.set("status", f.status);
      if (f.category) q.set("category", f.category);
      if (f.state) q.set("state", f.state);
      return api<WantedListResponse>(`/api/wanted?${q}`);
    },
    // Keep the old page on screen while the next one loads, so paging does not jump.
    placeholderData: (previous) => previous,
  });

export const useWantedPost = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [WANTED_KEY, "post", id],
    queryFn: () => api<WantedPostDetail>(`/api/wanted/${id}`),
    enabled,
    retry: false,
  });

/** The signed-in owner's active listings, for the answer form (GET /api/owners/me/gear, of the gear module). */
export const useMyActiveListings = (enabled: boolean) =>
  useQuery({
    queryKey: ["owner-gear", "for-wanted"],
    queryFn: async () => (await api<OwnerGearItem[]>("/api/owners/me/gear")).filter((g) => g.status === "active"),
    enabled,
  });

/** "2026-12-31" → "31 Dec 2026": calendar dates, so no time zone may shift them. */
export const showDate = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-MY", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
