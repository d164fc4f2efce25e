import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { GroupError } from "./gear-form-fields";
import { rowKey, type TierDraft } from "./gear-form-state";

/** Rows of day ranges with their own daily price; an empty "to" means "and longer". */
export function PricingTiersEditor({
  tiers,
  onChange,
  errors,
}: {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (key: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((t) => (t.key === key ? { ...t, ...patch } : t)));
  const add = () => {
    const last = tiers[tiers.length - 1];
    const start = last?.maxDays ? String(Number(last.maxDays) + 1) : "";
    onChange([...tiers, { key: rowKey(), minDays: start, maxDays: "", price: "" }]);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">Pricing tiers</legend>
      <p className="text-xs text-slate-600">
        A rental whose length falls in a tier pays that tier's price per day. Leave "To day" empty for "and longer".
      </p>
      {tiers.map((t, i) => (
        <div key={t.key} className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
          <TextField
            label={`Tier ${i + 1}: from day`}
            inputMode="numeric"
            value={t.minDays}
            onChange={(e) => update(t.key, { minDays: e.target.value })}
            error={errors[`pricingTiers.${i}.minDays`]}
          />
          <TextField
            label={`Tier ${i + 1}: to day`}
            inputMode="numeric"
            value={t.maxDays}
            onChange={(e) => update(t.key, { maxDays: e.target.value })}
            error={errors[`pricingTiers.${i}.maxDays`]}
          />
          <TextField
            label={`Tier ${i + 1}: price per day (RM)`}
            inputMode="decimal"
            value={t.price}
            onChange={(e) => update(t.key, { price: e.target.value })}
            error={errors[`pricingTiers.${i}.price`]}
          />
          <Button
            variant="ghost"
            className="sm:mt-6"
            onClick={() => onChange(tiers.filter((x) => x.key !== t.key))}
            aria-label={`Remove tier ${i + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <GroupError message={errors.pricingTiers} />
      {tiers.length < GEAR_LIMITS.tiersMax && (
        <Button variant="secondary" className="self-start" onClick={add}>
          Add tier
        </Button>
      )}
    </fieldset>
  );
}
