import { useTranslation } from "react-i18next";
import { todayInMalaysia } from "../../../shared/dates";
import { PaySalaryRequest, type SalaryRecordView } from "../../../shared/salary-contracts";
import { usePaySalary } from "../../api/salary";
import { TextField } from "../../components/ui/field";
import { useFormSubmit } from "../../lib/form-submit";
import { bindFields, useZodForm } from "../../lib/forms";
import { RecordFormShell } from "./record-form-shell";

/** Record that an approved salary was paid: the day and the bank reference. */
export function PaySalaryForm({ record, onDone }: { record: SalaryRecordView; onDone: () => void }) {
  const { t } = useTranslation("salary");
  const pay = usePaySalary();
  const form = useZodForm(PaySalaryRequest, { defaultValues: { paidOn: todayInMalaysia(), reference: "" } });
  const { onSubmit, message } = useFormSubmit(
    form,
    async (values) => {
      const saved = await pay.mutateAsync({ id: record.id, ...values });
      onDone();
      return saved;
    },
    "",
  );
  const field = bindFields(form);
  return (
    <RecordFormShell
      title={t("list.payTitle", { name: record.employeeName })}
      submitLabel={t("list.markPaid")}
      busy={pay.isPending}
      message={message}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <TextField label={t("fields.paidOn")} type="date" {...field("paidOn")} />
      <TextField label={t("fields.reference")} maxLength={100} {...field("reference")} />
    </RecordFormShell>
  );
}
