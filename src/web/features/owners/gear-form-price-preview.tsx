import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { parseRM } from "../../../shared/money";
import { DEFAULT_EXTENDED_THRESHOLD, type GearPricing, type PricingTier } from "../../../shared/pricing";
import { PriceTable } from "../../components/price-table";
import type { GearDraft, GearSubmission } from "./gear-form-state";

type PriceDraft = Pick<
  GearDraft,
  | "pricePerDay"
  | "extendedPrice"
  | "extendedPriceThreshold"
  | "enableMultiplePricing"
  | "pricingTiers"
  | "enableStudentRate"
  | "studentPrice"
>;

const wholeDays = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : null);

/**
 * The prices as typed, as far as they already read as prices: a preview while
 * the owner types, so a half-typed tier or amount is left out rather than
 * refused (the form's own check refuses it on save). Null without a daily price.
 */
export function pricingFromDraft(d: PriceDraft): GearPricing | null {
  const daily = parseRM(d.pricePerDay);
  if (daily == null || daily === 0) return null;
  const tiers: PricingTier[] = [];
  if (d.enableMultiplePricing)
    for (const row of d.pricingTiers) {
      const minDays = wholeDays(row.minDays);
      const maxDays = row.maxDays.trim() === "" ? null : wholeDays(row.maxDays);
      const price = parseRM(row.price);
      if (minDays == null || minDays < 1 || price == null || (row.maxDays.trim() !== "" && maxDays == null)) continue;
      if (maxDays != null && maxDays < minDays) continue;
      tiers.push({ minDays, maxDays, price });
    }
  return {
    pricePerDay: daily,
    extendedPrice: parseRM(d.extendedPrice),
    extendedPriceThreshold: wholeDays(d.extendedPriceThreshold) ?? DEFAULT_EXTENDED_THRESHOLD,
    enableMultiplePricing: d.enableMultiplePricing,
    pricingTiers: tiers,
    enableStudentRate: d.enableStudentRate,
    studentPrice: d.enableStudentRate ? parseRM(d.studentPrice) : null,
  };
}

const PRICE_FIELDS = [
  "pricePerDay",
  "extendedPrice",
  "extendedPriceThreshold",
  "enableMultiplePricing",
  "pricingTiers",
  "enableStudentRate",
  "studentPrice",
] as const;

/**
 * The price table renters will see (the student table too when a student rate
 * is offered), recomputed as the owner types, and the rule that decides it:
 * a tier replaces the extended price for the lengths it covers.
 */
export function GearPricePreview({ control }: { control: Control<GearDraft, unknown, GearSubmission> }) {
  const { t } = useTranslation("gear");
  const values = useWatch({ control, name: PRICE_FIELDS });
  const draft = Object.fromEntries(PRICE_FIELDS.map((f, k) => [f, values[k]])) as PriceDraft;
  const pricing = pricingFromDraft(draft);
  return (
    <section aria-labelledby="gear-price-preview" className="rounded-md bg-slate-50 p-3 sm:col-span-2">
      <h3 id="gear-price-preview" className="mb-2 text-sm font-medium">
        {t("form.previewTitle")}
      </h3>
      {pricing ? (
        <PriceTable gear={pricing} showStudent />
      ) : (
        <p className="text-sm text-slate-600">{t("form.previewEmpty")}</p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        {t("form.previewRule", { threshold: pricing?.extendedPriceThreshold ?? DEFAULT_EXTENDED_THRESHOLD })}
        {draft.enableStudentRate && ` ${t("form.previewStudentRule")}`}
      </p>
    </section>
  );
}
