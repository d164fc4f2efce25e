import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SavedFilter } from "../../../shared/search-contracts";
import { useUpdateFilter } from "../../api/filters";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { Form } from "../../components/ui/form";

/** Inline rename under the name, until saved or cancelled; a name the user has for another filter is refused on the field. */
export function RenameFilterForm({ filter, onDone }: { filter: SavedFilter; onDone: () => void }) {
  const { t } = useTranslation(["search", "common"]);
  const [name, setName] = useState(filter.name);
  const update = useUpdateFilter(filter.id);
  const fieldError = update.error instanceof ApiError ? (update.error.fields.name ?? null) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate({ name }, { onSuccess: onDone });
  }

  return (
    <Form
      refusal={update.error}
      onSubmit={submit}
      aria-label={t("filters.renameNamed", { name: filter.name })}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <TextField
          label={t("filters.newName")}
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
          {update.isPending ? t("filters.saving") : t("filters.saveName")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("common:actions.cancel")}
        </Button>
      </div>
      {update.isError && !fieldError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
    </Form>
  );
}
