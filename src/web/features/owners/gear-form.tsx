import { type ReactNode, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { GEAR_CATEGORIES, GEAR_CONDITIONS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField, TextField } from "../../components/ui/field";
import { applyServerErrors, fieldError, useZodForm } from "../../lib/forms";
import { ChoiceField } from "./choice-field";
import { CheckboxField } from "./gear-form-fields";
import { type GearDraft, gearDraftSchema, type GearSubmission } from "./gear-form-state";
import { RowsEditor } from "./rows-editor";

const STATE_OPTIONS = MALAYSIAN_STATES.map((s) => ({ id: s, label: s }));

export type GearFormApi = UseFormReturn<GearDraft, unknown, GearSubmission>;

interface GearFormProps {
  mode: "create" | "edit";
  initial: GearDraft;
  submitLabel: string;
  /** Send the listing; an ApiError's field messages land beside their fields. */
  onSubmit: (submission: GearSubmission) => Promise<void>;
  /** Extra section before the buttons (the new listing's photos). */
  children?: (form: GearFormApi) => ReactNode;
  onCancel?: () => void;
}

/** Every field of a listing, checked with the server's schema before it is sent; prices typed in RM. */
export function GearForm({ mode, initial, submitLabel, onSubmit, children, onCancel }: GearFormProps) {
  const form = useZodForm(gearDraftSchema(mode), { defaultValues: initial });
  const [message, setMessage] = useState<string | null>(null);
  const text = (name: "name" | "category" | "condition" | "brand" | "model" | "state" | "description") => ({
    ...form.register(name),
    error: fieldError(form, name),
  });
  const price = (name: "pricePerDay" | "deposit" | "extendedPrice" | "extendedPriceThreshold" | "studentPrice") => ({
    ...form.register(name),
    inputMode: name === "extendedPriceThreshold" ? ("numeric" as const) : ("decimal" as const),
    error: fieldError(form, name),
  });
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
    () => setMessage("Please correct the fields marked below."),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {message && <Alert tone="error">{message}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Name" required maxLength={GEAR_LIMITS.nameMax} {...text("name")} />
        </div>
        <ChoiceField
          label="Category"
          required
          options={GEAR_CATEGORIES}
          placeholder="Choose a category"
          {...text("category")}
        />
        <ChoiceField label="Condition" options={GEAR_CONDITIONS} {...text("condition")} />
        <TextField label="Brand" maxLength={GEAR_LIMITS.brandMax} {...text("brand")} />
        <TextField label="Model" maxLength={GEAR_LIMITS.brandMax} {...text("model")} />
        <ChoiceField
          label="Pickup state"
          options={STATE_OPTIONS}
          placeholder={mode === "create" ? "My primary state" : "Not set"}
          {...text("state")}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Description"
            maxLength={GEAR_LIMITS.descriptionMax}
            hint="What is included, what the renter should know."
            {...text("description")}
          />
        </div>
      </div>

      <fieldset className="grid grid-cols-1 gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Prices</legend>
        <TextField label="Daily price (RM)" required placeholder="120.00" {...price("pricePerDay")} />
        <TextField label="Security deposit (RM)" placeholder="0.00" {...price("deposit")} />
        <TextField
          label="Extended price per day (RM)"
          hint="Optional: a lower daily price for longer rentals."
          {...price("extendedPrice")}
        />
        <TextField
          label="Extended price from (days)"
          hint={`From ${GEAR_LIMITS.thresholdMin} to ${GEAR_LIMITS.thresholdMax} days; usually 4.`}
          {...price("extendedPriceThreshold")}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <CheckboxField label="Offer multiple pricing tiers" {...form.register("enableMultiplePricing")} />
          {multiplePricing && (
            <RowsEditor
              form={form}
              name="pricingTiers"
              noun="tier"
              legend="Pricing tiers"
              intro={
                <p className="text-xs text-slate-600">
                  A rental whose length falls in a tier pays that tier's price per day. Leave "To day" empty for "and
                  longer".
                </p>
              }
              columns={[
                { field: "minDays", label: "from day", inputMode: "numeric" },
                { field: "maxDays", label: "to day", inputMode: "numeric" },
                { field: "price", label: "price per day (RM)", inputMode: "decimal" },
              ]}
              gridClass="sm:grid-cols-[1fr_1fr_1fr_auto]"
              max={GEAR_LIMITS.tiersMax}
              // A new tier starts the day after the last one ends.
              newRow={(tiers) => {
                const last = tiers[tiers.length - 1];
                return { minDays: last?.maxDays ? String(Number(last.maxDays) + 1) : "", maxDays: "", price: "" };
              }}
            />
          )}
          <CheckboxField label="Offer a student rate" {...form.register("enableStudentRate")} />
          {studentRate && (
            <TextField
              label="Student price per day (RM)"
              hint="Shown only to verified renters with an approved student card."
              {...price("studentPrice")}
            />
          )}
        </div>
      </fieldset>

      <RowsEditor
        form={form}
        name="specs"
        noun="spec"
        legend="Specifications"
        intro={
          specCount.length === 0 && (
            <p className="text-xs text-slate-600">
              Add facts a renter compares, such as sensor, mount or battery life.
            </p>
          )
        }
        columns={[
          { field: "label", label: "name", maxLength: GEAR_LIMITS.specLabelMax },
          { field: "value", label: "value", maxLength: GEAR_LIMITS.specValueMax },
        ]}
        gridClass="sm:grid-cols-[1fr_2fr_auto]"
        max={GEAR_LIMITS.specsMax}
        newRow={() => ({ label: "", value: "" })}
      />
      {children?.(form)}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
