import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { FeeSettings } from "../../../shared/settings-contracts";
import { settingsQueries, useUpdateFeeSettings } from "../../api/settings";
import { TextField } from "../../components/ui/field";
import { FormActions } from "../../components/ui/form-actions";
import { QueryCard } from "../../components/ui/query-card";
import { useFormSubmit } from "../../lib/form-submit";
import { fieldError, useZodForm } from "../../lib/forms";

/** "6.5" → 650 basis points, then the contract's own range check. */
const percentage = (message: string, basisPoints: z.ZodNumber) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, message)
    .transform((text) => Math.round(Number(text) * 100))
    .pipe(basisPoints);

/** The form's fields carry the settings' names (so the server's field messages land on them), in percent and days. */
const FeeSettingsInput = z.object({
  serviceFeeBasisPoints: percentage("Type a percentage like 5 or 6.5", FeeSettings.shape.serviceFeeBasisPoints),
  sstBasisPoints: percentage("Type a percentage like 8", FeeSettings.shape.sstBasisPoints),
  defaultExtendedThreshold: z.string().transform(Number).pipe(FeeSettings.shape.defaultExtendedThreshold),
});
type Field = keyof z.input<typeof FeeSettingsInput>;

/** Service fee and SST (applied to new quotes and bookings), and the default extended-price threshold. */
export function FeeSettingsForm() {
  return (
    <QueryCard title="Fees and defaults" query={useQuery(settingsQueries.fees())}>
      {(saved) => <FeeSettingsFields saved={saved} />}
    </QueryCard>
  );
}

function FeeSettingsFields({ saved }: { saved: FeeSettings }) {
  const save = useUpdateFeeSettings();
  const form = useZodForm(FeeSettingsInput, {
    defaultValues: {
      serviceFeeBasisPoints: String(saved.serviceFeeBasisPoints / 100),
      sstBasisPoints: String(saved.sstBasisPoints / 100),
      defaultExtendedThreshold: String(saved.defaultExtendedThreshold),
    },
  });
  const { onSubmit, message } = useFormSubmit(
    form,
    save.mutateAsync,
    "Saved. New quotes and bookings use these values.",
  );
  const field = (name: Field) => ({ ...form.register(name), error: fieldError(form, name) });
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
      <TextField label="Service fee (%)" inputMode="decimal" {...field("serviceFeeBasisPoints")} />
      <TextField label="SST (%)" inputMode="decimal" {...field("sstBasisPoints")} />
      <TextField
        label="Default extended-price threshold (days)"
        type="number"
        min={2}
        max={60}
        {...field("defaultExtendedThreshold")}
      />
      <FormActions message={message} busy={save.isPending} label="Save fees" className="sm:col-span-3" />
    </form>
  );
}
