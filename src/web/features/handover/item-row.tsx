import { useTranslation } from "react-i18next";
import { HANDOVER_CONDITIONS, HANDOVER_LIMITS } from "../../../shared/handover-contracts";
import type { HandoverKind } from "../../../shared/handover-contracts";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { translate } from "../../lib/i18n";
import type { DraftItem } from "./draft";

/**
 * One item of the owner's sheet: its name, whether it is there, its condition
 * and a note, in a fieldset named "Item n" so each control's label is unique
 * to a screen reader. `errors` are the server's messages for this row.
 */
export function ItemRow({
  kind,
  n,
  item,
  errors,
  onChange,
  onRemove,
}: {
  kind: HandoverKind;
  n: number;
  item: DraftItem;
  errors: Record<string, string | undefined>;
  onChange: (item: DraftItem) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("handover");
  const set = (patch: Partial<DraftItem>) => onChange({ ...item, ...patch });
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">{t("form.item", { n })}</legend>
      <TextField
        label={t("fields.itemName")}
        value={translate(item.name)}
        maxLength={HANDOVER_LIMITS.itemNameMax}
        required
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={item.present}
          onChange={(e) => set({ present: e.target.checked })}
        />
        {kind === "pickup" ? t("form.presentPickup") : t("form.presentReturn")}
      </label>
      <SelectField
        label={t("form.condition")}
        value={item.condition}
        options={HANDOVER_CONDITIONS}
        optionLabel={(c) => t(`condition.${c as DraftItem["condition"]}`)}
        error={errors.condition}
        onChange={(e) => set({ condition: e.target.value as DraftItem["condition"] })}
      />
      <TextField
        label={t("fields.note")}
        value={item.note}
        maxLength={HANDOVER_LIMITS.itemNoteMax}
        error={errors.note}
        onChange={(e) => set({ note: e.target.value })}
      />
      <Button variant="secondary" className="self-start" onClick={onRemove}>
        {t("form.removeItem", { n })}
      </Button>
    </fieldset>
  );
}
