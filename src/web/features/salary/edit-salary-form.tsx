import { useTranslation } from "react-i18next";
import { EditSalaryForm as EditSchema, type SalaryRecordView } from "../../../shared/salary-contracts";
import { useUpdateSalary } from "../../api/salary";
import { TextField } from "../../components/ui/field";
import { useFormSubmit } from "../../lib/form-submit";
import { bindFields, useZodForm } from "../../lib/forms";
import { RecordFormShell } from "./record-form-shell";

export const PAY_FIELDS = ["basic", "allowances", "overtime", "deductions"] as const;

/** 350000 sen → "3500.00", as the RM fields are typed. */
const ringgit = (sen: number) => (sen / 100).toFixed(2);

/** A draft's four amounts corrected before approval; the server recomputes its contributions. */
export function EditSalaryForm({ record, onDone }: { record: SalaryRecordView; onDone: () => void }) {
  const { t } = useTranslation("salary");
  const update = useUpdateSalary();
  const form = useZodForm(EditSchema, {
    defaultValues: Object.fromEntries(PAY_FIELDS.map((k) => [k, ringgit(record[k])])) as Record<
      (typeof PAY_FIELDS)[number],
      string
    >,
  });
  const { onSubmit, message } = useFormSubmit(
    form,
    async (values) => {
      const saved = await update.mutateAsync({ id: record.id, ...values });
      onDone();
      return saved;
    },
    "",
  );
  const field = bindFields(form);
  return (
    <RecordFormShell
      title={t("list.editTitle", { name: record.employeeName })}
      submitLabel={t("list.saveDraft")}
      busy={update.isPending}
      message={message}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      {PAY_FIELDS.map((name) => (
        <TextField
          key={name}
          label={t("create.amount", { field: t(`fields.${name}`) })}
          inputMode="decimal"
          {...field(name)}
        />
      ))}
    </RecordFormShell>
  );
}
