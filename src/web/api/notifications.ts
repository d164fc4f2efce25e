import type { OkResponse } from "../../shared/contracts";
import type { Language } from "../../shared/i18n/languages";
import type { MarkNotificationsReadRequest, NotificationList } from "../../shared/notification-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";

/** GET /api/notifications: the bell's list and unread count (kept live by the "notification" event). */
export const notificationKeys = {
  all: ["notifications"] as const,
  /**
   * Per saved language: the server lists them in the account's saved language, so a
   * newly saved one (the session answer carries it) fetches them again, in it.
   */
  list: (language: Language) => [...notificationKeys.all, language] as const,
};

export const notificationQueries = {
  list: (language: Language) => jsonQuery<NotificationList>(notificationKeys.list(language), "/api/notifications"),
};

/** POST /api/notifications/read: these ids, or all without any. */
export const useMarkNotificationsRead = () =>
  useRefreshingMutation(
    (body: MarkNotificationsReadRequest = {}) => api<OkResponse>("/api/notifications/read", { body }),
    { stale: [notificationKeys.all] },
  );
