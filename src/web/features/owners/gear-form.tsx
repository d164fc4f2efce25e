import { type FormEvent, type ReactNode, useState } from "react";
import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { GEAR_CATEGORIES, GEAR_CONDITIONS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { TextAreaField } from "../../components/ui/field";
import { CheckboxField } from "./gear-form-fields";
import { ChoiceField } from "./choice-field";
import { type GearDraft, listingFromDraft } from "./gear-form-state";
import { PricingTiersEditor } from "./pricing-tiers-editor";
import { SpecsEditor } from "./specs-editor";

const STATE_OPTIONS = MALAYSIAN_STATES.map((s) => ({ id: s, label: s }));

interface GearFormProps {
  mode: "create" | "edit";
  initial: GearDraft;
  submitLabel: string;
  /** Send the listing; throw (ApiError with fields) to show messages next to the fields. */
  onSubmit: (listing: Record<string, unknown>) => Promise<void>;
  /** Extra section before the buttons (the new listing's photos), given the current field messages. */
  children?: (errors: Record<string, string>) => ReactNode;
  onCancel?: () => void;
}

/** Every field of a listing, checked with the server's schema before it is sent; prices typed in RM. */
export function GearForm({ mode, initial, submitLabel, onSubmit, children, onCancel }: GearFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof GearDraft>(key: K, value: GearDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof GearDraft) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key],
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const result = listingFromDraft(draft, mode);
    if ("fields" in result) {
      setErrors(result.fields);
      setMessage("Please correct the fields marked below.");
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(result.listing);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setMessage(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

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
        <TextField
          label="Daily price (RM)"
          required
          inputMode="decimal"
          placeholder="120.00"
          {...text("pricePerDay")}
        />
        <TextField label="Security deposit (RM)" inputMode="decimal" placeholder="0.00" {...text("deposit")} />
        <TextField
          label="Extended price per day (RM)"
          inputMode="decimal"
          hint="Optional: a lower daily price for longer rentals."
          {...text("extendedPrice")}
        />
        <TextField
          label="Extended price from (days)"
          inputMode="numeric"
          hint={`From ${GEAR_LIMITS.thresholdMin} to ${GEAR_LIMITS.thresholdMax} days; usually 4.`}
          {...text("extendedPriceThreshold")}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <CheckboxField
            label="Offer multiple pricing tiers"
            checked={draft.enableMultiplePricing}
            onChange={(v) => set("enableMultiplePricing", v)}
          />
          {draft.enableMultiplePricing && (
            <PricingTiersEditor tiers={draft.pricingTiers} onChange={(t) => set("pricingTiers", t)} errors={errors} />
          )}
          <CheckboxField
            label="Offer a student rate"
            checked={draft.enableStudentRate}
            onChange={(v) => set("enableStudentRate", v)}
          />
          {draft.enableStudentRate && (
            <TextField
              label="Student price per day (RM)"
              inputMode="decimal"
              hint="Shown only to verified renters with an approved student card."
              {...text("studentPrice")}
            />
          )}
        </div>
      </fieldset>

      <SpecsEditor specs={draft.specs} onChange={(s) => set("specs", s)} errors={errors} />
      {children?.(errors)}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
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
