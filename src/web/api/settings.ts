import type { FeeSettings } from "../../shared/settings-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";

/** GET /api/settings/public: fees and defaults, which quotes and new listings start from. */
export const settingsKeys = {
  all: ["settings"] as const,
  fees: () => settingsKeys.all,
};

export const settingsQueries = {
  fees: () => jsonQuery<FeeSettings>(settingsKeys.fees(), "/api/settings/public"),
};

/** PUT /api/admin/settings; the answer is the saved values. */
export const useUpdateFeeSettings = () =>
  useRefreshingMutation((body: FeeSettings) => api<FeeSettings>("/api/admin/settings", { method: "PUT", body }), {
    stale: [settingsKeys.all],
    cache: (qc, saved) => qc.setQueryData(settingsKeys.fees(), saved),
  });
