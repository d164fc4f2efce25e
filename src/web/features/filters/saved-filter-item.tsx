import { useId, useState } from "react";
import { Link } from "react-router";
import { passedDates, type SavedFilter, searchFromQueryString } from "../../../shared/search-contracts";
import { useDeleteFilter, useUpdateFilter } from "../../api/filters";
import { Button, buttonClass } from "../../components/ui/button";
import { ConfirmButton } from "../../components/ui/confirm-button";
import { Alert } from "../../components/ui/feedback";
import { errorMessage } from "../../lib/api";
import { summarizeFilter } from "./filter-summary";
import { RenameFilterForm } from "./rename-filter-form";

/** One saved filter: its name and what it looks for, Run, Rename, Delete, and the alert switch. */
export function SavedFilterItem({ filter }: { filter: SavedFilter }) {
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
      <ul aria-label="This filter looks for" className="mt-2 flex flex-wrap gap-2 text-sm">
        {summarizeFilter(filter.query).map((part) => (
          <li key={part} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {part}
          </li>
        ))}
      </ul>
      {isPast && (
        <p className="mt-2 text-sm text-amber-900">Its dates have passed: Run shows this gear for any dates.</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {/* Every item has these three; the name in each label says which filter they act on. */}
        <Link
          to={filter.query ? `/learnmore?${filter.query}` : "/learnmore"}
          className={buttonClass("primary")}
          aria-label={`Run ${filter.name}`}
        >
          Run
        </Link>
        {!isRenaming && (
          <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${filter.name}`}>
            Rename
          </Button>
        )}
        <ConfirmButton
          label="Delete"
          accessibleName={`Delete ${filter.name}`}
          title="Delete this filter?"
          confirmLabel="Delete filter"
          pendingLabel="Deleting…"
          action={remove}
        >
          <p>“{filter.name}” will be removed from your saved filters. This cannot be undone.</p>
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
          Alert me when new gear matches
        </label>
        <p id={hintId} className="mt-1 pl-6 text-xs text-slate-600">
          Your choice is saved now. SewaGear does not send these alerts yet: they will arrive as Web Push notifications
          in a later release, for the filters you switched on.
        </p>
        {update.isError && (
          <div className="mt-2">
            <Alert tone="error">{errorMessage(update.error)}</Alert>
          </div>
        )}
      </div>
    </article>
  );
}
