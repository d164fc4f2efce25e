import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { formToSearchParams } from "../../lib/search-params";
import { actionWords } from "./audit-words";
import { SelectField, TextField } from "../../components/ui/field";
import { Form } from "../../components/ui/form";

/** The trail's filters; applying them puts them in the address, so a filtered view can be shared or reloaded. */
export function AuditFilters({
  params,
  actions,
  onApply,
}: {
  params: URLSearchParams;
  /** Every action the trail holds. */
  actions: readonly string[];
  onApply: (next: URLSearchParams) => void;
}) {
  const { t } = useTranslation("audit");
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    onApply(formToSearchParams(e.currentTarget));
  }
  const value = (name: string) => params.get(name) ?? "";
  return (
    <Form
      aria-label={t("filters.label")}
      onSubmit={submit}
      className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField label={t("filters.actor")} name="actor" defaultValue={value("actor")} maxLength={100} />
      <SelectField
        label={t("filters.action")}
        name="action"
        defaultValue={value("action")}
        placeholder={t("filters.anyAction")}
        options={actions}
        optionLabel={(a) => actionWords(t, a)}
      />
      <TextField
        label={t("filters.subjectType")}
        name="subjectType"
        defaultValue={value("subjectType")}
        maxLength={100}
      />
      <TextField label={t("filters.subjectId")} name="subjectId" defaultValue={value("subjectId")} maxLength={100} />
      <TextField label={t("filters.from")} name="from" type="date" defaultValue={value("from")} />
      <TextField label={t("filters.to")} name="to" type="date" defaultValue={value("to")} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t("filters.apply")}</Button>
        <Button variant="secondary" onClick={() => onApply(new URLSearchParams())}>
          {t("filters.clear")}
        </Button>
      </div>
    </Form>
  );
}
