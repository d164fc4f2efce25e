import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type SalarySettings, SalarySettingsForm } from "../../../shared/salary-contracts";
import { salaryQueries, useUpdateSalarySettings } from "../../api/salary";
import { TextField } from "../../components/ui/field";
import { FormActions } from "../../components/ui/form-actions";
import { QueryCard } from "../../components/ui/query-card";
import { useFormSubmit } from "../../lib/form-submit";
import { bindFields, useZodForm } from "../../lib/forms";
import { Form } from "../../components/ui/form";

/** Each setting and its label key; rates are shown in percent, amounts in RM (both hundredths). */
const FIELDS: [keyof SalarySettings, string][] = [
  ["epfEmployeeBasisPoints", "epfEmployee"],
  ["epfEmployerBasisPoints", "epfEmployer"],
  ["epfEmployerHighBasisPoints", "epfEmployerHigh"],
  ["epfEmployerThreshold", "epfThreshold"],
  ["socsoEmployeeBasisPoints", "socsoEmployee"],
  ["socsoEmployerBasisPoints", "socsoEmployer"],
  ["socsoCeiling", "socsoCeiling"],
  ["eisEmployeeBasisPoints", "eisEmployee"],
  ["eisEmployerBasisPoints", "eisEmployer"],
  ["eisCeiling", "eisCeiling"],
];

/** 1100 → "11", 175 → "1.75", 600000 → "6000". */
const hundredths = (n: number) => String(n / 100);

/** The statutory rates and ceilings salaries are computed with; an admin edits them (audited). */
export function RatesForm() {
  const { t } = useTranslation("salary");
  const q = useQuery(salaryQueries.settings());
  return (
    <QueryCard title={t("settings.title")} query={q}>
      {(settings) => <RatesFormBody settings={settings} />}
    </QueryCard>
  );
}

function RatesFormBody({ settings }: { settings: SalarySettings }) {
  const { t } = useTranslation("salary");
  const save = useUpdateSalarySettings();
  const values = Object.fromEntries(FIELDS.map(([k]) => [k, hundredths(settings[k])])) as Record<
    keyof SalarySettings,
    string
  >;
  const form = useZodForm(SalarySettingsForm, { defaultValues: values });
  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, t("settings.saved"));
  const field = bindFields(form);
  return (
    <Form selfChecked onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t("settings.intro")}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <TextField key={name} label={t(`settings.${label as "epfEmployee"}`)} inputMode="decimal" {...field(name)} />
        ))}
      </div>
      <FormActions message={message} busy={save.isPending} label={t("settings.save")} />
    </Form>
  );
}
