import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { INVOICE_STATUSES } from "../../../shared/invoice-contracts";
import type { InvoiceFilters } from "../../api/invoices";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { Form } from "../../components/ui/form";

/**
 * Status, month and owner apply as soon as they change; the search applies on Search (or
 * Enter), so the list is not asked again at every keystroke. Every change starts at page 1.
 */
export function InvoiceFilterForm({
  filters,
  owners,
  onChange,
}: {
  filters: InvoiceFilters;
  owners: { id: string; name: string }[];
  onChange: (next: InvoiceFilters) => void;
}) {
  const { t } = useTranslation("invoices");
  const headingId = useId();
  const set = (patch: InvoiceFilters) => onChange({ ...filters, ...patch, page: 1 });
  const ownerNames = new Map(owners.map((o) => [o.id, o.name]));
  function onSearch(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    set({ q: String(new FormData(e.currentTarget).get("q") ?? "").trim() || undefined });
  }
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="sr-only">
        {t("admin.filters")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t("admin.status")}
          value={filters.status ?? ""}
          placeholder={t("admin.allStatuses")}
          options={INVOICE_STATUSES}
          optionLabel={(s) => t(`statuses.${s as (typeof INVOICE_STATUSES)[number]}`)}
          onChange={(e) => set({ status: (e.target.value || undefined) as InvoiceFilters["status"] })}
        />
        <TextField
          type="month"
          label={t("admin.month")}
          value={filters.month ?? ""}
          onChange={(e) => set({ month: e.target.value || undefined })}
        />
        <SelectField
          label={t("admin.owner")}
          value={filters.owner ?? ""}
          placeholder={t("admin.allOwners")}
          options={owners.map((o) => o.id)}
          optionLabel={(id) => ownerNames.get(id) ?? id}
          onChange={(e) => set({ owner: e.target.value || undefined })}
        />
      </div>
      {/* Keyed by the applied search, so clearing the filters empties the box too. */}
      <Form key={filters.q ?? ""} role="search" onSubmit={onSearch} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <TextField name="q" type="search" label={t("admin.search")} defaultValue={filters.q ?? ""} maxLength={100} />
        </div>
        <Button type="submit">{t("admin.searchButton")}</Button>
        <Button variant="ghost" onClick={() => onChange({})}>
          {t("admin.clear")}
        </Button>
      </Form>
    </section>
  );
}
