import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { msg } from "../../../shared/i18n/message";
import { FeeSettings } from "../../../shared/settings-contracts";
import { settingsQueries, useUpdateFeeSettings } from "../../api/settings";
import { TextField } from "../../components/ui/field";
import { FormActions } from "../../components/ui/form-actions";
import { QueryCard } from "../../components/ui/query-card";
import { useFormSubmit } from "../../lib/form-submit";
import { fieldError, useZodForm } from "../../lib/forms";
import { Form } from "../../components/ui/form";

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
  serviceFeeBasisPoints: percentage(
    msg("admin", "settings.fees.serviceFeeFormat"),
    FeeSettings.shape.serviceFeeBasisPoints,
  ),
  sstBasisPoints: percentage(msg("admin", "settings.fees.sstFormat"), FeeSettings.shape.sstBasisPoints),
  defaultExtendedThreshold: z.string().transform(Number).pipe(FeeSettings.shape.defaultExtendedThreshold),
});
type Field = keyof z.input<typeof FeeSettingsInput>;

/** Service fee and SST (applied to new quotes and bookings), and the default extended-price threshold. */
export function FeeSettingsForm() {
  const { t } = useTranslation("admin");
  return (
    <QueryCard title={t("settings.fees.title")} query={useQuery(settingsQueries.fees())}>
      {(saved) => <FeeSettingsFields saved={saved} />}
    </QueryCard>
  );
}

function FeeSettingsFields({ saved }: { saved: FeeSettings }) {
  const { t } = useTranslation("admin");
  const save = useUpdateFeeSettings();
  const form = useZodForm(FeeSettingsInput, {
    defaultValues: {
      serviceFeeBasisPoints: String(saved.serviceFeeBasisPoints / 100),
      sstBasisPoints: String(saved.sstBasisPoints / 100),
      defaultExtendedThreshold: String(saved.defaultExtendedThreshold),
    },
  });
  // A msg(), so the message follows a language switch (FormActions translates it).
  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, msg("admin", "settings.fees.saved"));
  const field = (name: Field) => ({ ...form.register(name), error: fieldError(form, name) });
  return (
    <Form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
      {/* Each field says its range before it is refused (issue 30). */}
      <TextField
        label={t("settings.fees.serviceFee")}
        hint={t("settings.fees.percentHint")}
        inputMode="decimal"
        {...field("serviceFeeBasisPoints")}
      />
      <TextField
        label={t("settings.fees.sst")}
        hint={t("settings.fees.percentHint")}
        inputMode="decimal"
        {...field("sstBasisPoints")}
      />
      <TextField
        label={t("settings.fees.threshold")}
        hint={t("settings.fees.thresholdHint")}
        inputMode="numeric"
        {...field("defaultExtendedThreshold")}
      />
      <FormActions message={message} busy={save.isPending} label={t("settings.fees.save")} className="sm:col-span-3" />
    </Form>
  );
}
