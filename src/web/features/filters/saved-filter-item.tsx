import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { passedDates, type SavedFilter, searchFromQueryString } from "../../../shared/search-contracts";
import { useDeleteFilter, useUpdateFilter } from "../../api/filters";
import { Button, buttonClass } from "../../components/ui/button";
import { ConfirmButton } from "../../components/ui/confirm-button";
import { Alert } from "../../components/ui/feedback";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { AlertWays } from "./alert-ways";
import { summarizeFilter } from "./filter-summary";
import { RenameFilterForm } from "./rename-filter-form";

/** One saved filter: its name and what it looks for, Run, Rename, Delete, and the alert switch. */
export function SavedFilterItem({ filter }: { filter: SavedFilter }) {
  const { t } = useTranslation("search");
  const headingId = useId();
  const hintId = useId();
  const [isRenaming, setRenaming] = useState(false);
  const update = useUpdateFilter(filter.id);
  const remove = useDeleteFilter(filter.id);
  // What was asked for, shown at once while it is saved: the mutation's own state reaches the
  // render a task later, and a controlled checkbox would flip back in between.
  const [askedAlert, setAskedAlert] = useState<boolean | null>(null);
  const alertOn = askedAlert ?? filter.alert;
  const isPast = passedDates(searchFromQueryString(filter.query)) !== null;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {filter.name}
      </h2>
      {isRenaming && (
        <div className="mt-3">
          <RenameFilterForm filter={filter} onDone={() => setRenaming(false)} />
        </div>
      )}
      <ul aria-label={t("filters.looksFor")} className="mt-2 flex flex-wrap gap-2 text-sm">
        {summarizeFilter(filter.query, currentLanguage()).map((part) => (
          <li key={part} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {part}
          </li>
        ))}
      </ul>
      {isPast && <p className="mt-2 text-sm text-amber-900">{t("filters.datesPassed")}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {/* Every item has these three; the name in each label says which filter they act on. */}
        <Link
          to={filter.query ? `/learnmore?${filter.query}` : "/learnmore"}
          className={buttonClass("primary")}
          aria-label={t("filters.runNamed", { name: filter.name })}
        >
          {t("filters.run")}
        </Link>
        {!isRenaming && (
          <Button
            variant="secondary"
            onClick={() => setRenaming(true)}
            aria-label={t("filters.renameNamed", { name: filter.name })}
          >
            {t("filters.rename")}
          </Button>
        )}
        <ConfirmButton
          label={t("filters.delete")}
          accessibleName={t("filters.deleteNamed", { name: filter.name })}
          title={t("filters.deleteTitle")}
          confirmLabel={t("filters.deleteConfirm")}
          pendingLabel={t("filters.deleting")}
          action={remove}
        >
          <p>{t("filters.deleteBody", { name: filter.name })}</p>
        </ConfirmButton>
      </div>
      <div className="mt-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={alertOn}
            disabled={update.isPending}
            aria-describedby={hintId}
            onChange={(e) => {
              setAskedAlert(e.target.checked);
              update.mutate({ alert: e.target.checked }, { onSettled: () => setAskedAlert(null) });
            }}
          />
          {t("filters.alert")}
        </label>
        <p id={hintId} className="mt-1 pl-6 text-xs text-slate-600">
          {t("filters.alertHint")}
        </p>
        {alertOn && <AlertWays filter={filter} />}
        {update.isError && (
          <div className="mt-2">
            <Alert tone="error">{errorMessage(update.error)}</Alert>
          </div>
        )}
      </div>
    </article>
  );
}
