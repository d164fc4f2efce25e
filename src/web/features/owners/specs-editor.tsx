import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { GroupError } from "./gear-form-fields";
import { rowKey, type SpecDraft } from "./gear-form-state";

/** Label/value rows shown as the listing's specifications ("Sensor: Full frame"). */
export function SpecsEditor({
  specs,
  onChange,
  errors,
}: {
  specs: SpecDraft[];
  onChange: (specs: SpecDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (key: number, patch: Partial<SpecDraft>) =>
    onChange(specs.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">Specifications</legend>
      {specs.length === 0 && (
        <p className="text-xs text-slate-600">Add facts a renter compares, such as sensor, mount or battery life.</p>
      )}
      {specs.map((s, i) => (
        <div key={s.key} className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_2fr_auto]">
          <TextField
            label={`Spec ${i + 1}: name`}
            value={s.label}
            maxLength={GEAR_LIMITS.specLabelMax}
            onChange={(e) => update(s.key, { label: e.target.value })}
            error={errors[`specs.${i}.label`]}
          />
          <TextField
            label={`Spec ${i + 1}: value`}
            value={s.value}
            maxLength={GEAR_LIMITS.specValueMax}
            onChange={(e) => update(s.key, { value: e.target.value })}
            error={errors[`specs.${i}.value`]}
          />
          <Button
            variant="ghost"
            className="sm:mt-6"
            onClick={() => onChange(specs.filter((x) => x.key !== s.key))}
            aria-label={`Remove spec ${i + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <GroupError message={errors.specs} />
      {specs.length < GEAR_LIMITS.specsMax && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => onChange([...specs, { key: rowKey(), label: "", value: "" }])}
        >
          Add spec
        </Button>
      )}
    </fieldset>
  );
}
