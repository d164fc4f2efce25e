import type { OkResponse } from "../../../shared/contracts";
import type {
  PushDevice,
  PushEvent,
  PushKey,
  PushSettings,
  PushSubscribeRequest,
} from "../../../shared/push-contracts";
import { api } from "../../lib/api";
import { jsonQuery } from "../../api/json-query";
import { useRefreshingMutation } from "../../api/refreshing-mutation";

export const pushKeys = { settings: ["push", "settings"] as const };

/** GET /api/push/settings, telling the server this browser's endpoint so the list can say "This device". */
export const pushSettingsQuery = (endpoint: string | null) =>
  jsonQuery<PushSettings>(
    [...pushKeys.settings, endpoint],
    `/api/push/settings${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`,
  );

export const fetchPushKey = () => api<PushKey>("/api/push/key");
export const saveSubscription = (body: PushSubscribeRequest) => api<PushDevice>("/api/push/subscriptions", { body });

export const useSavePushPreferences = () =>
  useRefreshingMutation(
    (enabled: PushEvent[]) => api<OkResponse>("/api/push/preferences", { method: "PUT", body: { enabled } }),
    { stale: [pushKeys.settings] },
  );

export const useRemovePushDevice = () =>
  useRefreshingMutation((id: number) => api<OkResponse>(`/api/push/subscriptions/${id}`, { method: "DELETE" }), {
    stale: [pushKeys.settings],
  });

export const useTestPush = () =>
  useRefreshingMutation(() => api<OkResponse>("/api/push/test", { body: {} }), { stale: [pushKeys.settings] });
