import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { ApiError, errorMessage } from "../../lib/api";
import { summarizeFilter } from "./filter-summary";
import type { SavedFilter } from "../../../shared/search-contracts";
import { useDeleteFilter, useUpdateFilter } from "./filters-api";

/** One saved filter: its name and what it looks for, Run, Rename, Delete, and the alert switch. */
export function SavedFilterItem({ filter }: { filter: SavedFilter }) {
  const headingId = useId();
  const hintId = useId();
  const [isRenaming, setRenaming] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateFilter(filter.id);
  const remove = useDeleteFilter(filter.id);
  // While the switch is being saved, show what was asked for.
  const alertOn = update.isPending ? (update.variables.alert ?? filter.alert) : filter.alert;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {filter.name}
      </h2>
      {isRenaming && (
        <div className="mt-3">
          <RenameForm filter={filter} onDone={() => setRenaming(false)} />
        </div>
      )}
      <ul aria-label="This filter looks for" className="mt-2 flex flex-wrap gap-2 text-sm">
        {summarizeFilter(filter.query).map((part) => (
          <li key={part} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {part}
          </li>
        ))}
      </ul>
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
        <Button variant="danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete ${filter.name}`}>
          Delete
        </Button>
      </div>
      <div className="mt-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={alertOn}
            disabled={update.isPending}
            aria-describedby={hintId}
            onChange={(e) => update.mutate({ alert: e.target.checked })}
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
      <Modal
        title="Delete this filter?"
        role="alertdialog"
        isOpen={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
      >
        <p className="text-sm text-slate-700">
          “{filter.name}” will be removed from your saved filters. This cannot be undone.
        </p>
        {remove.isError && (
          <div className="mt-3">
            <Alert tone="error">{errorMessage(remove.error)}</Alert>
          </div>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? "Deleting…" : "Delete filter"}
          </Button>
        </div>
      </Modal>
    </article>
  );
}

/** Inline rename under the name, until saved or cancelled. */
function RenameForm({ filter, onDone }: { filter: SavedFilter; onDone: () => void }) {
  const [name, setName] = useState(filter.name);
  const update = useUpdateFilter(filter.id);
  const fieldError = update.error instanceof ApiError ? (update.error.fields.name ?? null) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate({ name }, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Rename ${filter.name}`}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <TextField
          label="New name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
          autoFocus
          error={fieldError}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save name"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {update.isError && !fieldError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
    </form>
  );
}
