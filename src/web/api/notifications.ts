import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OkResponse } from "../../shared/contracts";
import type { MarkNotificationsReadRequest, NotificationList } from "../../shared/notification-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";

/** GET /api/notifications: the bell's list and unread count (kept live by the "notification" event). */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => notificationKeys.all,
};

export const notificationQueries = {
  list: () => jsonQuery<NotificationList>(notificationKeys.list(), "/api/notifications"),
};

/** POST /api/notifications/read: these ids, or all without any. */
export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadRequest = {}) => api<OkResponse>("/api/notifications/read", { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
