import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { GEAR_LIMITS, type GearUnitView } from "../../../shared/gear-contracts";
import { useSetUnitLabel } from "../../api/gear";
import { ownerQueries } from "../../api/owners";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { QueryState } from "../../components/ui/query-state";
import { ApiError, errorMessage } from "../../lib/api";
import { translate } from "../../lib/i18n";
import { Form } from "../../components/ui/form";

/**
 * The listing's units and their labels (serial numbers, issue 32): the owner's
 * alone, shown on each booking and its handover sheet so they know which body
 * went out. The units follow "Number of units" above; only labels change here.
 */
export function UnitLabels({ gearId }: { gearId: string }) {
  const units = useQuery(ownerQueries.gearUnits(gearId));
  const { t } = useTranslation("gear");
  return (
    <QueryState query={units} loadingLabel={t("units.loading")}>
      {/* A new unit count starts the boxes afresh; a saved label keeps them (and the "saved" note). */}
      {(list) => <UnitLabelsForm key={list.length} gearId={gearId} units={list} />}
    </QueryState>
  );
}

/**
 * One box per unit and one Save: the endpoint takes a unit at a time, so only the
 * labels changed are sent, in order; the first refusal stops there and is shown
 * on its box (those before it are saved).
 */
function UnitLabelsForm({ gearId, units }: { gearId: string; units: GearUnitView[] }) {
  const { t } = useTranslation("gear");
  const save = useSetUnitLabel(gearId);
  const [labels, setLabels] = useState(() => units.map((u) => u.label ?? ""));
  const [failed, setFailed] = useState<{ number: number; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const changed = units
    .map((u, i) => ({ number: u.number, label: labels[i]!.trim(), was: u.label ?? "" }))
    .filter((u) => u.label !== u.was);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailed(null);
    setSaved(false);
    for (const u of changed) {
      try {
        await save.mutateAsync({ number: u.number, label: u.label });
      } catch (err) {
        const field = err instanceof ApiError ? err.fields.label : undefined;
        setFailed({ number: u.number, message: field ? translate(field) : errorMessage(err) });
        return;
      }
    }
    setSaved(true);
  }

  return (
    <Form
      selfChecked
      refusal={failed}
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={t("units.formLabel")}
    >
      <p className="text-sm text-slate-700">{t("units.intro", { count: units.length })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {units.map((u, i) => (
          <TextField
            key={u.number}
            label={t("units.label", { number: u.number })}
            maxLength={GEAR_LIMITS.unitLabelMax}
            value={labels[i]}
            onChange={(e) => {
              const next = [...labels];
              next[i] = e.target.value;
              setLabels(next);
              setSaved(false);
            }}
            error={failed?.number === u.number ? failed.message : undefined}
          />
        ))}
      </div>
      {saved && <Alert tone="success">{t("units.saved")}</Alert>}
      <Button type="submit" className="self-start" disabled={save.isPending || changed.length === 0}>
        {save.isPending ? t("units.saving") : t("units.save")}
      </Button>
    </Form>
  );
}
