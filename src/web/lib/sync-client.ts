import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { browserBattery, watchPowerSave } from "./power-save";
import { useSession } from "./session";
import { refetchIntervalMs } from "./sync-policy";

const intervals = new WeakMap<QueryClient, number | false>();

/**
 * Make `ms` the default refetch interval of every query of `qc` (a query that
 * sets its own, like the admin's live chart, keeps it). The default is a
 * function reading the current value, so already-mounted queries switch right
 * away: each observer is re-set with its own options, which reschedules its
 * timer without fetching.
 */
export function setSyncInterval(qc: QueryClient, ms: number | false) {
  const installed = intervals.has(qc);
  intervals.set(qc, ms);
  if (!installed) {
    const defaults = qc.getDefaultOptions();
    qc.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, refetchInterval: () => intervals.get(qc) ?? false },
    });
  }
  for (const query of qc.getQueryCache().getAll()) {
    for (const observer of query.observers) observer.setOptions(observer.options);
  }
}

/** Seed section 9: the signed-in role's refetch interval, longer in power save. */
export function useSyncPolicy() {
  const qc = useQueryClient();
  const role = useSession().data?.role;
  const [powerSave, setPowerSave] = useState(false);
  useEffect(() => watchPowerSave({ doc: document, getBattery: browserBattery(), onChange: setPowerSave }), []);
  useEffect(() => setSyncInterval(qc, refetchIntervalMs(role, powerSave)), [qc, role, powerSave]);
}
