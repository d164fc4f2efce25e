import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MAX_KIT_COMPONENTS } from "../../../shared/kit-contracts";
import { ownerQueries } from "../../api/owners";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/feedback";
import { translate } from "../../lib/i18n";
import { ChoiceField } from "./choice-field";
import { GroupError } from "./gear-form-fields";
import { type KitComponentRow, newComponentRow } from "./kit-components-state";

interface KitComponentsFieldProps {
  rows: KitComponentRow[];
  onChange: (rows: KitComponentRow[]) => void;
  /** Messages by the server's keys: "components" for the list, "components.1.quantity" for one box. */
  errors: Record<string, string | undefined>;
  /** The kit being edited, never one of its own components; absent while creating it. */
  kitId?: string;
}

/**
 * What is in a kit (issue 32 item 2): one row per listing of the owner's, a
 * select and a quantity, Remove per row and Add below. Offered are the owner's
 * active listings (not kits: kits do not nest, ADR 039), each with its units;
 * a component already chosen stays offered even once archived, so the select
 * still says what the kit holds and the server's refusal can name it.
 */
export function KitComponentsField({ rows, onChange, errors, kitId }: KitComponentsFieldProps) {
  const { t } = useTranslation("gear");
  const gear = useQuery(ownerQueries.gear());
  if (gear.isPending) return <Spinner label={t("kitScreens.components.loading")} />;
  const chosen = new Set(rows.map((r) => r.gearId));
  const options = (gear.data ?? [])
    .filter((g) => g.id !== kitId && g.kind !== "kit" && (g.status === "active" || chosen.has(g.id)))
    .map((g) => ({ id: g.id, label: t("kitScreens.components.option", { name: g.name, count: g.unitCount }) }));
  const change = (i: number, patch: Partial<KitComponentRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const message = (key: string) => {
    const m = errors[key];
    return m ? translate(m) : undefined;
  };
  const listError = message("components");
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">{t("kitScreens.components.legend")}</legend>
      <p className="text-xs text-slate-600">{t("kitScreens.components.intro")}</p>
      {options.length === 0 && <p className="text-sm">{t("kitScreens.components.noListings")}</p>}
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[2fr_1fr_auto]">
          <ChoiceField
            label={t("kitScreens.components.listing", { index: i + 1 })}
            options={options}
            placeholder={t("kitScreens.components.choose")}
            value={row.gearId}
            onChange={(e) => change(i, { gearId: e.target.value })}
            error={message(`components.${i}.gearId`)}
          />
          <TextField
            label={t("kitScreens.components.quantity", { index: i + 1 })}
            inputMode="numeric"
            value={row.quantity}
            onChange={(e) => change(i, { quantity: e.target.value })}
            error={message(`components.${i}.quantity`)}
          />
          <Button
            variant="ghost"
            className="sm:mt-6"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            aria-label={t("kitScreens.components.removeLabel", { index: i + 1 })}
          >
            {t("rows.remove")}
          </Button>
        </div>
      ))}
      <GroupError message={listError} />
      {rows.length < MAX_KIT_COMPONENTS && options.length > 0 && (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...rows, newComponentRow()])}>
          {t("kitScreens.components.add")}
        </Button>
      )}
    </fieldset>
  );
}
