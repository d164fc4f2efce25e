import { useTranslation } from "react-i18next";
import { DEFAULT_BOX_ITEMS } from "../../../shared/handover-contracts";
import type { GearCategory } from "../../../shared/gear";
import { TextAreaField } from "../../components/ui/field";
import { bindFields } from "../../lib/forms";
import type { UseFormReturn } from "react-hook-form";
import type { GearDraft, GearSubmission } from "./gear-form-state";

/**
 * "What's in the box": the handover check sheet's starting list, one item per
 * line. Left empty, the sheets start from the category's usual items, which the
 * hint lists (and the button copies in, to edit).
 */
export function BoxItemsField({
  form,
  isKit = false,
}: {
  form: UseFormReturn<GearDraft, unknown, GearSubmission>;
  /** A kit's sheet starts from its components, then this list; the category's usual items do not apply (ADR 039). */
  isKit?: boolean;
}) {
  const { t } = useTranslation("handover");
  const category = form.watch("category") as GearCategory | "";
  const defaults = category && !isKit ? (DEFAULT_BOX_ITEMS[category] ?? []).map((k) => t(`boxItem.${k}`)) : [];
  const field = bindFields(form);
  const hint = isKit
    ? t("boxField.kitHint")
    : defaults.length > 0
      ? t("boxField.hint", { defaults: defaults.join(", ") })
      : t("boxField.hintNoCategory");
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField label={t("boxField.label")} hint={hint} {...field("boxItems")} />
      {defaults.length > 0 && (
        <button
          type="button"
          className="self-start text-sm text-sky-800 underline"
          onClick={() => form.setValue("boxItems", defaults.join("\n"), { shouldDirty: true })}
        >
          {t("boxField.useDefaults")}
        </button>
      )}
    </div>
  );
}
