import { Link } from "react-router";
import { todayInMalaysia } from "../../../shared/dates";
import { categoryLabel, GEAR_CATEGORY_IDS } from "../../../shared/gear";
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
import { fieldError, useZodForm } from "../../lib/forms";

const SORT_LABELS: Record<SearchSort, string> = {
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
};

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
  const form = useZodForm(GearSearchForm, { defaultValues: formValues(filter) });
  const err = (k: keyof GearSearchFormValues) => fieldError(form, k) ?? fields[k];
  const today = todayInMalaysia();

  return (
    <form
      onSubmit={form.handleSubmit(onApply)}
      noValidate
      role="search"
      aria-label="Filter gear"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Search"
        type="search"
        hint="Brand, model or kind, e.g. Sony FX3"
        error={err("q")}
        {...form.register("q")}
      />
      <SelectField
        label="Category"
        options={GEAR_CATEGORY_IDS}
        optionLabel={categoryLabel}
        placeholder="All categories"
        error={err("category")}
        {...form.register("category")}
      />
      <SelectField
        label="State"
        options={MALAYSIAN_STATES}
        placeholder="All of Malaysia"
        error={err("state")}
        {...form.register("state")}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Min RM/day" inputMode="decimal" error={err("minPrice")} {...form.register("minPrice")} />
        <TextField label="Max RM/day" inputMode="decimal" error={err("maxPrice")} {...form.register("maxPrice")} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Available between</legend>
        <TextField label="From" type="date" min={today} error={err("from")} {...form.register("from")} />
        <TextField label="To" type="date" min={today} error={err("to")} {...form.register("to")} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register("student")} />
        Student rate only
      </label>
      <SelectField
        label="Sort by"
        options={SEARCH_SORTS}
        optionLabel={(s) => SORT_LABELS[s as SearchSort]}
        error={err("sort")}
        {...form.register("sort")}
      />
      <Button type="submit">Apply filters</Button>
      <Link to="/learnmore" className={`${buttonClass("ghost")} text-center`}>
        Clear filters
      </Link>
    </form>
  );
}
