import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { todayInMalaysia } from "../../../shared/dates";
import type { GearSearchFormValues, GearSearchQuery } from "../../../shared/search-contracts";
import { SEARCH_SORTS, type SearchSort, TYPED_FORM } from "../../../shared/search-query";
import { Button, buttonClass } from "../../components/ui/button";
import { CategoryField, StateField } from "../../components/catalogue-fields";
import { SelectField, TextField } from "../../components/ui/field";
import { translate } from "../../lib/i18n";
import { loadSearchContracts } from "./linked-filter";
import { Form } from "../../components/ui/form";

/** The filter's rules (zod): loaded to check a submit, not with the page's first view (ADR 043). */
const loadRules = () => loadSearchContracts().then((m) => m.GearSearchForm);

/** Sen as a person types RM: 12000 → "120", 12050 → "120.50". */
const ringgit = (sen: number | undefined) =>
  sen === undefined ? "" : sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2);

/** The form's text and list fields for a filter, as typed (prices in RM). */
const fieldTexts = (filter: GearSearchQuery) => ({
  q: filter.q ?? "",
  category: filter.category ?? "",
  state: filter.state ?? "",
  minPrice: ringgit(filter.minPrice),
  maxPrice: ringgit(filter.maxPrice),
  from: filter.from ?? "",
  to: filter.to ?? "",
  sort: filter.sort,
});

/** The form's fields for a filter (the page starts again at 1: a new filter shows its first page). */
const formValues = (filter: GearSearchQuery): GearSearchFormValues => ({
  ...fieldTexts(filter),
  student: !!filter.student,
  page: 1,
  pageSize: filter.pageSize,
});

/**
 * The /learnmore filter; prices typed in RM, sent in sen. Fields start from the
 * URL's filter (the page remounts the form when the URL changes, so Back shows
 * the older filter). A submit is checked with the API's own rules first
 * (GearSearchForm), so a mistake (dates the wrong way round, or past) gets the
 * server's message next to its field instead of becoming a URL the page would
 * have to drop; `fields` shows any message the server still returns. As with the
 * app's other forms (lib/forms.ts), a field's message comes with a submit, then
 * follows every change; but the fields are the browser's own, read at submit, so
 * the page's first view needs neither react-hook-form nor zod (ADR 043).
 */
export function FilterForm({
  filter,
  fields,
  onApply,
}: {
  filter: GearSearchQuery;
  fields: Record<string, string>;
  onApply: (next: GearSearchQuery) => void;
}) {
  const { t } = useTranslation("search");
  const formRef = useRef<HTMLFormElement>(null);
  /** The rules' messages by field (`msg` strings), once a submit was checked; null before. */
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  // The values in the HTML too: the server-rendered form shows the filter before the app starts.
  const texts = fieldTexts(filter);
  const field = (name: keyof typeof texts) => {
    const message = errors?.[name];
    return { name, defaultValue: texts[name], error: message ? translate(message) : fields[name] };
  };
  const today = todayInMalaysia();

  /** The form's values as react-hook-form would hand them over: its fields, over the filter's. */
  const values = (): GearSearchFormValues => {
    const data = new FormData(formRef.current!);
    const typed = Object.fromEntries(
      (["q", "category", "state", "minPrice", "maxPrice", "from", "to", "sort"] as const).map((k) => [
        k,
        String(data.get(k) ?? ""),
      ]),
    );
    return { ...formValues(filter), ...typed, student: data.get("student") !== null };
  };

  /** Checks the form with the API's rules; `submit`: apply it if it passes, and go to its first wrong field if not. */
  async function check(submit: boolean) {
    const rules = await loadRules();
    const parsed = rules.safeParse(values());
    if (parsed.success) {
      setErrors({});
      if (submit) onApply(parsed.data);
      return;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (submit) formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void check(true);
  }

  return (
    <Form
      selfChecked
      // Before the app has started the browser submits the form itself (see TYPED_FORM).
      action="/learnmore"
      method="get"
      ref={formRef}
      onSubmit={onSubmit}
      // After a submit was checked, every change is checked again (react-hook-form's reValidateMode).
      onChange={errors ? () => void check(false) : undefined}
      // The rules are fetched as the reader starts on the form, so a submit need not wait for them.
      onFocus={() => void loadRules()}
      role="search"
      aria-label={t("filter.label")}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name={TYPED_FORM.name} value={TYPED_FORM.value} />
      <TextField label={t("filter.search")} type="search" hint={t("filter.searchHint")} {...field("q")} />
      <CategoryField label={t("filter.category")} placeholder={t("filter.allCategories")} {...field("category")} />
      <StateField label={t("filter.state")} placeholder={t("filter.allOfMalaysia")} {...field("state")} />
      <div className="grid grid-cols-2 gap-2">
        <TextField label={t("filter.minPrice")} inputMode="decimal" {...field("minPrice")} />
        <TextField label={t("filter.maxPrice")} inputMode="decimal" {...field("maxPrice")} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("filter.availableBetween")}</legend>
        <TextField label={t("filter.from")} type="date" min={today} {...field("from")} />
        <TextField label={t("filter.to")} type="date" min={today} {...field("to")} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" name="student" defaultChecked={!!filter.student} />
        {t("filter.studentOnly")}
      </label>
      <SelectField
        label={t("filter.sortBy")}
        options={SEARCH_SORTS}
        optionLabel={(s) => t(`filter.sorts.${s as SearchSort}`)}
        {...field("sort")}
      />
      <Button type="submit">{t("filter.apply")}</Button>
      <Link to="/learnmore" className={`${buttonClass("ghost")} text-center`}>
        {t("filter.clear")}
      </Link>
    </Form>
  );
}
