import type { ComponentProps } from "react";
import { GEAR_CATEGORY_IDS } from "../../shared/gear";
import { MALAYSIAN_STATES } from "../../shared/malaysia";
import { useCatalogueNames } from "../lib/catalogue-names";
import { SelectField } from "./ui/field";

type ListFieldProps = Omit<ComponentProps<typeof SelectField>, "options" | "optionLabel">;

/** A select of the gear categories, named in the language shown; the value is the category id. */
export function CategoryField(props: ListFieldProps) {
  const names = useCatalogueNames();
  return <SelectField options={GEAR_CATEGORY_IDS} optionLabel={names.category} {...props} />;
}

/** A select of the Malaysian states, named in the language shown; the value is the state as stored. */
export function StateField(props: ListFieldProps) {
  const names = useCatalogueNames();
  return <SelectField options={MALAYSIAN_STATES} optionLabel={names.state} {...props} />;
}
