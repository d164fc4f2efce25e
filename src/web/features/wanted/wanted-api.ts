import { useQuery } from "@tanstack/react-query";
import type { GearCard } from "../../../shared/catalogue";
import type { WantedPostView } from "../../../shared/wanted-contracts";
import { api } from "../../lib/api";

export interface WantedAnswerView {
  id: number;
  message: string;
  createdAt: string;
  owner: { username: string; displayName: string };
  gear: GearCard | null;
}

export const useWantedBoard = (category: string, state: string, page: number) =>
  useQuery({
    queryKey: ["wanted", "board", category, state, page],
    queryFn: () => {
      const q = new URLSearchParams({ page: String(page) });
      if (category) q.set("category", category);
      if (state) q.set("state", state);
      return api<{ items: WantedPostView[]; total: number; page: number; pageSize: number }>(`/api/wanted?${q}`);
    },
    placeholderData: (previous) => previous,
  });

export const useWantedPost = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ["wanted", "post", id], queryFn: () => api<{ post: WantedPostView; answers: WantedAnswerView[] }>(`/api/wanted/${id}`), enabled });

export const useMyActiveListings = (enabled: boolean) =>
  useQuery({
    queryKey: ["owner-gear", "for-wanted"],
    queryFn: async () => (await api<(GearCard & { status: string })[]>("/api/owners/me/gear")).filter((g) => g.status === "active"),
    enabled,
  });
