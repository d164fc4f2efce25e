import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isGearCategory, isGearCondition } from "../../shared/gear";
import { isMalaysianState } from "../../shared/malaysia";

/**
 * Names of categories, conditions and states in the language shown, for
 * `SelectField optionLabel` and listings: `const names = useCatalogueNames();
 * names.category(gear.category)`. Values unknown to the lists are shown as they are.
 * The object changes only with the language, so it can be a memo's dependency.
 */
export function useCatalogueNames() {
  const { t } = useTranslation("catalogue");
  return useMemo(
    () => ({
      category: (id: string) => (isGearCategory(id) ? t(`category.${id}`) : id),
      condition: (id: string) => (isGearCondition(id) ? t(`condition.${id}`) : id),
      state: (value: string) => (isMalaysianState(value) ? t(`state.${value}`) : value),
    }),
    [t],
  );
}
