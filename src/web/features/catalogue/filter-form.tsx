import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { todayInMalaysia } from "../../../shared/dates";
import { GEAR_CATEGORY_IDS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import {
  GearSearchForm,
  type GearSearchFormValues,
  type GearSearchQuery,
  SEARCH_SORTS,
  type SearchSort,
} from "../../../shared/search-contracts";
import { Button, buttonClass } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { fieldError, useZodForm } from "../../lib/forms";

/** Sen as a person types RM: 12000 → "120", 12050 → "120.50". */
const ringgit = (sen: number | undefined) =>
  sen === undefined ? "" : sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2);

/** The form's fields for a filter (the page starts again at 1: a new filter shows its first page). */
const formValues = (filter: GearSearchQuery): GearSearchFormValues => ({
  q: filter.q ?? "",
  category: filter.category ?? "",
  state: filter.state ?? "",
  minPrice: ringgit(filter.minPrice),
  maxPrice: ringgit(filter.maxPrice),
  from: filter.from ?? "",
  to: filter.to ?? "",
  student: !!filter.student,
  sort: filter.sort,
  page: 1,
  pageSize: filter.pageSize,
});

/**
 * The /learnmore filter; prices typed in RM, sent in sen. Fields start from the
 * URL's filter (the page remounts the form when the URL changes, so Back shows
 * the older filter). A submit is checked with the API's own rules first
 * (GearSearchForm), so a mistake (dates the wrong way round, or past) gets the
 * server's message next to its field instead of becoming a URL the page would
 * have to drop; `fields` shows any message the server still returns.
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
  const names = useCatalogueNames();
  const form = useZodForm(GearSearchForm, { defaultValues: formValues(filter) });
  const error = (k: keyof GearSearchFormValues) => fieldError(form, k) ?? fields[k];
  const today = todayInMalaysia();

  return (
    <form
      onSubmit={form.handleSubmit(onApply)}
      noValidate
      role="search"
      aria-label={t("filter.label")}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label={t("filter.search")}
        type="search"
        hint={t("filter.searchHint")}
        error={error("q")}
        {...form.register("q")}
      />
      <SelectField
        label={t("filter.category")}
        options={GEAR_CATEGORY_IDS}
        optionLabel={names.category}
        placeholder={t("filter.allCategories")}
        error={error("category")}
        {...form.register("category")}
      />
      <SelectField
        label={t("filter.state")}
        options={MALAYSIAN_STATES}
        optionLabel={names.state}
        placeholder={t("filter.allOfMalaysia")}
        error={error("state")}
        {...form.register("state")}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t("filter.minPrice")}
          inputMode="decimal"
          error={error("minPrice")}
          {...form.register("minPrice")}
        />
        <TextField
          label={t("filter.maxPrice")}
          inputMode="decimal"
          error={error("maxPrice")}
          {...form.register("maxPrice")}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("filter.availableBetween")}</legend>
        <TextField label={t("filter.from")} type="date" min={today} error={error("from")} {...form.register("from")} />
        <TextField label={t("filter.to")} type="date" min={today} error={error("to")} {...form.register("to")} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register("student")} />
        {t("filter.studentOnly")}
      </label>
      <SelectField
        label={t("filter.sortBy")}
        options={SEARCH_SORTS}
        optionLabel={(s) => t(`filter.sorts.${s as SearchSort}`)}
        error={error("sort")}
        {...form.register("sort")}
      />
      <Button type="submit">{t("filter.apply")}</Button>
      <Link to="/learnmore" className={`${buttonClass("ghost")} text-center`}>
        {t("filter.clear")}
      </Link>
    </form>
  );
}
