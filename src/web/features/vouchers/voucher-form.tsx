import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Controller } from "react-hook-form";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import {
  VOUCHER_KINDS,
  VOUCHER_SCOPES,
  VoucherForm as VoucherFormSchema,
  type VoucherFormValues,
  type VoucherView,
} from "../../../shared/voucher-contracts";
import { ownerQueries } from "../../api/owners";
import { useChangeVoucher, useCreateVoucher } from "../../api/vouchers";
import { CategoryField } from "../../components/catalogue-fields";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { FormActions } from "../../components/ui/form-actions";
import { useFormSubmit } from "../../lib/form-submit";
import { bindFields, fieldError, useZodForm } from "../../lib/forms";
import { Form } from "../../components/ui/form";

const sen = (n: number) => (n / 100).toFixed(2);

/** The form's text for a voucher being edited, or a new one's defaults: 10 % off all gear for a month. */
function initialValues(v?: VoucherView): VoucherFormValues {
  const today = todayInMalaysia();
  return {
    code: v?.code ?? "",
    kind: v?.kind ?? "percent",
    amountText: v ? (v.kind === "percent" ? String(v.amount / 100) : sen(v.amount)) : "10",
    scope: v?.scope ?? "all",
    category: v?.category ?? "",
    gearIds: v?.gearIds ?? [],
    minDays: String(v?.minDays ?? 1),
    minSpend: v ? sen(v.minSpend) : "0",
    validFrom: v?.validFrom ?? today,
    validTo: v?.validTo ?? addDays(today, 30),
    usageLimit: v?.usageLimit == null ? "" : String(v.usageLimit),
    perRenterLimit: v?.perRenterLimit == null ? (v ? "" : "1") : String(v.perRenterLimit),
    paused: v?.paused ?? false,
  };
}

/**
 * Create a voucher, or edit `editing`. An owner's voucher can be for all their
 * gear, chosen items or one category; an admin's (platform) for all gear or a
 * category. The form reads with the API's own schema (VoucherForm → VoucherInput).
 */
export function VoucherForm({
  isAdmin,
  editing,
  onDone,
}: {
  isAdmin: boolean;
  editing?: VoucherView;
  onDone?: () => void;
}) {
  const { t } = useTranslation("vouchers");
  const form = useZodForm(VoucherFormSchema, { defaultValues: initialValues(editing) });
  const field = bindFields(form);
  const create = useCreateVoucher();
  const change = useChangeVoucher();
  const { onSubmit, message } = useFormSubmit(
    form,
    async (input) => {
      const saved = editing
        ? await change.mutateAsync({ id: editing.id, change: input })
        : await create.mutateAsync(input);
      if (!editing) form.reset(initialValues());
      onDone?.();
      return saved;
    },
    (saved) => t(editing ? "form.saved" : "form.created", { code: saved.code }),
  );
  const kind = form.watch("kind");
  const scope = form.watch("scope");
  const scopes = isAdmin ? VOUCHER_SCOPES.filter((s) => s !== "items") : VOUCHER_SCOPES;
  // A server or schema message about the amount belongs to the field it was typed in.
  const amountError = fieldError(form, "amountText") ?? fieldError(form, "amount" as "amountText");

  return (
    <Form selfChecked onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("form.code")} hint={t("form.codeHint")} autoComplete="off" {...field("code")} />
        <SelectField
          label={t("form.kind")}
          options={VOUCHER_KINDS}
          optionLabel={(k) => t(`form.kinds.${k as (typeof VOUCHER_KINDS)[number]}`)}
          {...field("kind")}
        />
        <TextField
          label={kind === "percent" ? t("form.amountPercent") : t("form.amountFixed")}
          inputMode="decimal"
          {...form.register("amountText")}
          error={amountError}
        />
        <SelectField
          label={t("form.scope")}
          options={scopes}
          optionLabel={(s) =>
            t(`${isAdmin ? "form.scopesPlatform" : "form.scopes"}.${s as (typeof VOUCHER_SCOPES)[number]}`)
          }
          {...field("scope")}
        />
        {scope === "category" && (
          <CategoryField label={t("form.category")} placeholder={t("form.chooseCategory")} {...field("category")} />
        )}
        <TextField label={t("form.minDays")} inputMode="numeric" {...field("minDays")} />
        <TextField label={t("form.minSpend")} inputMode="decimal" {...field("minSpend")} />
        <TextField label={t("form.validFrom")} type="date" {...field("validFrom")} />
        <TextField label={t("form.validTo")} type="date" {...field("validTo")} />
        <TextField label={t("form.usageLimit")} inputMode="numeric" {...field("usageLimit")} />
        <TextField label={t("form.perRenterLimit")} inputMode="numeric" {...field("perRenterLimit")} />
      </div>
      {scope === "items" && !isAdmin && (
        <Controller
          control={form.control}
          name="gearIds"
          render={({ field: f }) => (
            <OwnGearPicker value={f.value} onChange={f.onChange} error={fieldError(form, "gearIds")} />
          )}
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register("paused")} />
        {t("form.paused")}
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <FormActions
          message={message}
          busy={create.isPending || change.isPending}
          label={editing ? t("form.save") : t("form.create")}
          busyLabel={t("form.saving")}
        />
        {editing && onDone && (
          <Button variant="secondary" onClick={onDone}>
            {t("form.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Checkboxes of the owner's own listings, for a voucher on chosen items. */
function OwnGearPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("vouchers");
  const gear = useQuery(ownerQueries.gear());
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t("form.items")}</legend>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {(gear.data ?? []).map((g) => (
          <label key={g.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={value.includes(g.id)}
              onChange={(e) => toggle(g.id, e.target.checked)}
            />
            {g.name}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
