import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SalaryForm, type SalariedRole } from "../../../shared/salary-contracts";
import { salaryQueries, useCreateSalary } from "../../api/salary";
import { SelectField, TextField } from "../../components/ui/field";
import { FormActions } from "../../components/ui/form-actions";
import { QueryCard } from "../../components/ui/query-card";
import { useFormSubmit } from "../../lib/form-submit";
import { bindFields, useZodForm } from "../../lib/forms";
import { PAY_FIELDS } from "./edit-salary-form";
import { Form } from "../../components/ui/form";

/** A new draft for one staff member or accountant, for the month the page shows; amounts in RM. */
export function NewSalaryForm({ month }: { month: string }) {
  const { t } = useTranslation("salary");
  const employees = useQuery(salaryQueries.employees());
  return (
    <QueryCard
      title={t("create.title")}
      query={employees}
      isEmpty={(d) => d.items.length === 0}
      emptyText={t("create.noEmployees")}
    >
      {(data) => <SalaryFormBody month={month} employees={data.items} />}
    </QueryCard>
  );
}

function SalaryFormBody({
  month,
  employees,
}: {
  month: string;
  employees: { id: string; name: string; role: SalariedRole }[];
}) {
  const { t } = useTranslation("salary");
  const create = useCreateSalary();
  const form = useZodForm(SalaryForm, {
    values: { userId: "", month, basic: "", allowances: "", overtime: "", deductions: "" },
    resetOptions: { keepDirtyValues: true },
  });
  const names = new Map(employees.map((e) => [e.id, `${e.name} (${t(`roles.${e.role}`)})`]));
  const { onSubmit, message } = useFormSubmit(form, create.mutateAsync, (saved) =>
    t("create.added", { name: saved.employeeName }),
  );
  const field = bindFields(form);
  return (
    <Form selfChecked onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t("create.hint")}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t("fields.employee")}
          options={employees.map((e) => e.id)}
          optionLabel={(id) => names.get(id) ?? id}
          placeholder={t("create.choose")}
          {...field("userId")}
        />
        {PAY_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t("create.amount", { field: t(`fields.${name}`) })}
            inputMode="decimal"
            {...field(name)}
          />
        ))}
      </div>
      <FormActions message={message} busy={create.isPending} label={t("create.submit")} />
    </Form>
  );
}
