import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Path, useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { fieldError } from "../../lib/forms";
import { translate } from "../../lib/i18n";
import { GroupError } from "./gear-form-fields";
import type { GearDraft, GearSubmission } from "./gear-form-state";

type RowsName = "pricingTiers" | "specs";
type Row<N extends RowsName> = GearDraft[N][number];

export interface RowColumn<N extends RowsName> {
  field: keyof Row<N> & string;
  /** The label after "Tier 2: ", e.g. "from day". */
  label: string;
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
}

/** The message of a whole group (tiers overlap, too many specs), wherever react-hook-form keeps it, in the language shown. */
export function groupError(
  form: UseFormReturn<GearDraft, unknown, GearSubmission>,
  name: RowsName | "photos" | "components",
) {
  const error = form.formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return message && translate(message);
}

/**
 * Rows of a listing the owner adds and removes (pricing tiers, specifications):
 * one labelled field per column, a Remove button per row, Add below, each
 * field's message beside it and the group's message under the rows.
 */
export function RowsEditor<N extends RowsName>({
  form,
  name,
  kind,
  legend,
  intro,
  columns,
  gridClassName,
  max,
  newRow,
}: {
  form: UseFormReturn<GearDraft, unknown, GearSubmission>;
  name: N;
  /** Which rows: "tier" → "Tier 1: …", "Remove tier 1", "Add tier" (gear:rows.<kind>). */
  kind: "tier" | "spec";
  legend: string;
  intro?: ReactNode;
  columns: RowColumn<N>[];
  gridClassName: string;
  max: number;
  newRow: (rows: Row<N>[]) => Row<N>;
}) {
  const rows = useFieldArray({ control: form.control, name: name as RowsName });
  const { t } = useTranslation("gear");
  const path = (i: number, field: string) => `${name}.${i}.${field}` as Path<GearDraft>;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {intro}
      {rows.fields.map((row, i) => (
        <div key={row.id} className={`grid grid-cols-1 items-start gap-2 ${gridClassName}`}>
          {columns.map((c) => (
            <TextField
              key={c.field}
              label={t(`rows.${kind}.field`, { index: i + 1, column: c.label })}
              inputMode={c.inputMode}
              maxLength={c.maxLength}
              {...form.register(path(i, c.field))}
              error={fieldError(form, path(i, c.field))}
            />
          ))}
          <Button
            variant="ghost"
            className="sm:mt-6"
            onClick={() => rows.remove(i)}
            aria-label={t(`rows.${kind}.removeLabel`, { index: i + 1 })}
          >
            {t("rows.remove")}
          </Button>
        </div>
      ))}
      <GroupError message={groupError(form, name)} />
      {rows.fields.length < max && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => rows.append(newRow(form.getValues(name) as Row<N>[]) as never)}
        >
          {t(`rows.${kind}.add`)}
        </Button>
      )}
    </fieldset>
  );
}
