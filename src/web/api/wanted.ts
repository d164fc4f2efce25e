import { queryOptions } from "@tanstack/react-query";
import type {
  AnswerWantedRequest,
  CreateWantedRequest,
  WantedAnswerCreated,
  WantedListResponse,
  WantedPostDetail,
  WantedPostView,
} from "../../shared/wanted-contracts";
import type { WantedBoardFilter } from "../../shared/ssr-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";

/** The board's filter as the URL holds it ("" for any category or state). */
export type BoardFilter = WantedBoardFilter;

/** Every wanted read is under one root, so one invalidation (or a live "wanted" event) refreshes them all. */
export const wantedKeys = {
  all: ["wanted"] as const,
  /** GET /api/wanted?status&category&state&page */
  board: (f: BoardFilter) => [...wantedKeys.all, "board", f] as const,
  /** GET /api/wanted/:id */
  post: (id: number) => [...wantedKeys.all, "post", id] as const,
};

function boardPath(f: BoardFilter): string {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.status !== "open") q.set("status", f.status);
  if (f.category) q.set("category", f.category);
  if (f.state) q.set("state", f.state);
  return `/api/wanted?${q}`;
}

export const wantedQueries = {
  /** The old page stays on screen while the next one loads, so paging does not jump. */
  board: (f: BoardFilter) =>
    queryOptions({
      queryKey: wantedKeys.board(f),
      queryFn: ({ signal }) => api<WantedListResponse>(boardPath(f), { signal }),
      placeholderData: (previous) => previous,
    }),
  /** A 404 (removed, or a mistyped link) is an answer: not retried. */
  post: (id: number) => jsonQuery<WantedPostDetail>(wantedKeys.post(id), `/api/wanted/${id}`, { retry: false }),
};

/** Every write changes the board and the post it touches: refetch all wanted reads. */
const useWantedWrite = <R, V = void>(fn: (vars: V) => Promise<R>) =>
  useRefreshingMutation(fn, { stale: [wantedKeys.all] });

/** POST /api/wanted */
export const usePostWanted = () =>
  useWantedWrite((input: CreateWantedRequest) => api<WantedPostView>("/api/wanted", { body: input }));

/** POST /api/wanted/:id/close */
export const useCloseWanted = (postId: number) =>
  useWantedWrite(() => api<WantedPostView>(`/api/wanted/${postId}/close`, { body: {} }));

/** POST /api/wanted/:id/answers */
export const useAnswerWanted = (postId: number) =>
  useWantedWrite((input: AnswerWantedRequest) =>
    api<WantedAnswerCreated>(`/api/wanted/${postId}/answers`, { body: input }),
  );
