import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SavedFilter } from "../../../shared/search-contracts";
import { useUpdateFilter } from "../../api/filters";

type Way = "alertPush" | "alertEmail";
const WAYS: readonly Way[] = ["alertPush", "alertEmail"];

/** How a filter with its alert on tells its owner: push and/or the daily e-mail digest (ADR 030). */
export function AlertWays({ filter }: { filter: SavedFilter }) {
  const { t } = useTranslation("search");
  const update = useUpdateFilter(filter.id);
  // As for the alert switch: what was asked for shows at once, until the saved answer arrives.
  const [asked, setAsked] = useState<Partial<Record<Way, boolean>>>({});
  const labels: Record<Way, string> = { alertPush: t("filters.alertPush"), alertEmail: t("filters.alertEmail") };

  return (
    <fieldset className="mt-2 pl-6">
      <legend className="text-sm text-slate-800">{t("filters.alertWays", { name: filter.name })}</legend>
      {WAYS.map((way) => (
        <label key={way} className="mt-1 flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={asked[way] ?? filter[way]}
            disabled={update.isPending}
            onChange={(e) => {
              const checked = e.target.checked;
              setAsked((a) => ({ ...a, [way]: checked }));
              update.mutate({ [way]: checked }, { onSettled: () => setAsked({}) });
            }}
          />
          {labels[way]}
        </label>
      ))}
    </fieldset>
  );
}
