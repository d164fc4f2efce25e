import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UseFormReturn } from "react-hook-form";
import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { GEAR_CATEGORY_IDS, GEAR_CONDITION_IDS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { settingsQueries } from "../../api/settings";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField, TextField } from "../../components/ui/field";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { applyServerErrors, bindFields, useZodForm } from "../../lib/forms";
import { BoxItemsField } from "./box-items-field";
import { ChoiceField } from "./choice-field";
import { CheckboxField } from "./gear-form-fields";
import { GearPricePreview } from "./gear-form-price-preview";
import { type GearDraft, gearDraftSchema, type GearSubmission } from "./gear-form-state";
import { type RowColumn, RowsEditor } from "./rows-editor";
import { Form } from "../../components/ui/form";

export type GearFormApi = UseFormReturn<GearDraft, unknown, GearSubmission>;

interface GearFormProps {
  mode: "create" | "edit";
  /** A kit (issue 32 item 2) has the listing's fields but no units of its own: its components' units are what it has. */
  kind?: "listing" | "kit";
  initial: GearDraft;
  submitLabel: string;
  /** Send the listing; an ApiError's field messages land beside their fields. */
  onSubmit: (submission: GearSubmission) => Promise<void>;
  /** Extra section before the buttons (the new listing's photos). */
  children?: (form: GearFormApi) => ReactNode;
  onCancel?: () => void;
}

/** Every field of a listing, checked with the server's schema before it is sent; prices typed in RM. */
export function GearForm({
  mode,
  kind = "listing",
  initial,
  submitLabel,
  onSubmit,
  children,
  onCancel,
}: GearFormProps) {
  const form = useZodForm(gearDraftSchema(mode, kind), { defaultValues: initial });
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useTranslation(["gear", "common"]);
  const names = useCatalogueNames();
  const options = <T extends string>(ids: readonly T[], label: (id: T) => string) =>
    ids.map((id) => ({ id, label: label(id) }));
  const field = bindFields(form);
  // The default an admin set (/admin/settings), not a number written into the text (issue 30).
  const usual = useQuery(settingsQueries.fees()).data?.defaultExtendedThreshold;
  const tierColumns: RowColumn<"pricingTiers">[] = [
    { field: "minDays", label: t("form.tierFromDay"), inputMode: "numeric" },
    { field: "maxDays", label: t("form.tierToDay"), inputMode: "numeric" },
    { field: "price", label: t("form.tierPrice"), inputMode: "decimal" },
  ];
  const specColumns: RowColumn<"specs">[] = [
    { field: "label", label: t("form.specName"), maxLength: GEAR_LIMITS.specLabelMax },
    { field: "value", label: t("form.specValue"), maxLength: GEAR_LIMITS.specValueMax },
  ];
  const [multiplePricing, studentRate, specCount] = form.watch(["enableMultiplePricing", "enableStudentRate", "specs"]);

  const submit = form.handleSubmit(
    async (submission) => {
      setMessage(null);
      try {
        await onSubmit(submission);
      } catch (err) {
        setMessage(applyServerErrors(form, err));
      }
    },
    () => setMessage(t("form.fixFields")),
  );

  return (
    <Form selfChecked onSubmit={submit} className="flex flex-col gap-5">
      {message && <Alert tone="error">{message}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={t("form.name")} required maxLength={GEAR_LIMITS.nameMax} {...field("name")} />
        </div>
        <ChoiceField
          label={t("form.category")}
          required
          options={options(GEAR_CATEGORY_IDS, names.category)}
          placeholder={t("form.chooseCategory")}
          {...field("category")}
        />
        <ChoiceField
          label={t("form.condition")}
          options={options(GEAR_CONDITION_IDS, names.condition)}
          {...field("condition")}
        />
        <TextField label={t("form.brand")} maxLength={GEAR_LIMITS.brandMax} {...field("brand")} />
        <TextField label={t("form.model")} maxLength={GEAR_LIMITS.brandMax} {...field("model")} />
        <ChoiceField
          label={t("form.pickupState")}
          options={options(MALAYSIAN_STATES, names.state)}
          placeholder={mode === "create" ? t("form.myPrimaryState") : t("form.notSet")}
          {...field("state")}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("form.description")}
            maxLength={GEAR_LIMITS.descriptionMax}
            hint={t("form.descriptionHint")}
            {...field("description")}
          />
        </div>
      </div>

      <fieldset className="grid grid-cols-1 gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("form.prices")}</legend>
        <TextField
          label={t("form.dailyPrice")}
          required
          placeholder="120.00"
          inputMode="decimal"
          {...field("pricePerDay")}
        />
        <TextField label={t("form.deposit")} placeholder="0.00" inputMode="decimal" {...field("deposit")} />
        <TextField
          label={t("form.extendedPrice")}
          hint={t("form.extendedPriceHint")}
          inputMode="decimal"
          {...field("extendedPrice")}
        />
        <TextField
          label={t("form.extendedFrom")}
          hint={
            usual == null
              ? t("form.extendedFromRange", { min: GEAR_LIMITS.thresholdMin, max: GEAR_LIMITS.thresholdMax })
              : t("form.extendedFromHint", { min: GEAR_LIMITS.thresholdMin, max: GEAR_LIMITS.thresholdMax, usual })
          }
          inputMode="numeric"
          {...field("extendedPriceThreshold")}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <CheckboxField label={t("form.multiplePricing")} {...form.register("enableMultiplePricing")} />
          {multiplePricing && (
            <RowsEditor
              form={form}
              name="pricingTiers"
              kind="tier"
              legend={t("form.tiers")}
              intro={<p className="text-xs text-slate-600">{t("form.tiersIntro")}</p>}
              columns={tierColumns}
              gridClassName="sm:grid-cols-[1fr_1fr_1fr_auto]"
              max={GEAR_LIMITS.tiersMax}
              // A new tier starts the day after the last one ends.
              newRow={(tiers) => {
                const last = tiers[tiers.length - 1];
                return { minDays: last?.maxDays ? String(Number(last.maxDays) + 1) : "", maxDays: "", price: "" };
              }}
            />
          )}
          <CheckboxField label={t("form.studentRate")} {...form.register("enableStudentRate")} />
          {studentRate && (
            <TextField
              label={t("form.studentPrice")}
              hint={t("form.studentPriceHint")}
              inputMode="decimal"
              {...field("studentPrice")}
            />
          )}
        </div>
        <GearPricePreview control={form.control} />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("form.stock")}</legend>
        {kind === "kit" ? (
          <p className="text-sm text-slate-700 sm:col-span-2">{t("kitScreens.form.noUnits")}</p>
        ) : (
          <TextField
            label={t("form.unitCount")}
            hint={t("form.unitCountHint", { min: GEAR_LIMITS.unitsMin, max: GEAR_LIMITS.unitsMax })}
            inputMode="numeric"
            {...field("unitCount")}
          />
        )}
        <TextField
          label={t("form.turnaroundDays")}
          hint={t("form.turnaroundDaysHint", { min: 0, max: GEAR_LIMITS.turnaroundMax })}
          inputMode="numeric"
          {...field("turnaroundDays")}
        />
      </fieldset>

      <RowsEditor
        form={form}
        name="specs"
        kind="spec"
        legend={t("form.specs")}
        intro={specCount.length === 0 && <p className="text-xs text-slate-600">{t("form.specsIntro")}</p>}
        columns={specColumns}
        gridClassName="sm:grid-cols-[1fr_2fr_auto]"
        max={GEAR_LIMITS.specsMax}
        newRow={() => ({ label: "", value: "" })}
      />
      <BoxItemsField form={form} isKit={kind === "kit"} />
      {children?.(form)}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("form.saving") : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t("common:actions.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}
