import type { ComponentProps } from "react";
import { SelectField } from "../../components/ui/field";

/** A select over `{ id, label }` options (category and condition ids), on the shared SelectField. */
export function ChoiceField({
  options,
  ...rest
}: Omit<ComponentProps<typeof SelectField>, "options" | "optionLabel"> & {
  options: readonly { id: string; label: string }[];
}) {
  const labels = new Map(options.map((o) => [o.id, o.label]));
  return <SelectField options={options.map((o) => o.id)} optionLabel={(id) => labels.get(id) ?? id} {...rest} />;
}
