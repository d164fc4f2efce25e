import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { categoryLabel, GEAR_CATEGORIES } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { parseRM } from "../../../shared/money";
import { GearSearchQuery, SEARCH_SORTS, type SearchSort } from "../../../shared/search-contracts";
import { Button, buttonClass } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";

const SORT_LABELS: Record<SearchSort, string> = {
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
};
const BAD_AMOUNT = "Type an amount in RM, like 120 or 120.50";

/** Sen as a person types RM: 12000 → "120", 12050 → "120.50". */
const ringgit = (sen: number | undefined) =>
  sen === undefined ? "" : sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2);

/**
 * The /learnmore filter; prices typed in RM, sent in sen. Fields start from the
 * URL's filter (the page remounts the form when the URL changes, so Back shows
 * the older filter). A submit is checked with the API's own schema first, so a
 * mistake (dates the wrong way round) gets the server's message next to its
 * field instead of becoming a URL the page would have to drop; `fields` shows
 * any message the server still returns.
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
  const [errors, setErrors] = useState<Record<string, string>>({});

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: string) => String(data.get(k) ?? "").trim();
    const found: Record<string, string> = {};
    const amount = (k: string) => {
      if (!text(k)) return undefined;
      const sen = parseRM(text(k));
      if (sen === null) found[k] = BAD_AMOUNT;
      return sen ?? undefined;
    };
    const parsed = GearSearchQuery.safeParse({
      q: text("q"),
      category: text("category"),
      state: text("state"),
      minPrice: amount("minPrice"),
      maxPrice: amount("maxPrice"),
      from: text("from"),
      to: text("to"),
      student: data.get("student") === "on",
      sort: text("sort"),
      // A new filter starts again at the first page.
      page: 1,
      pageSize: filter.pageSize,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onApply(parsed.data);
  }

  const err = (k: string) => errors[k] ?? fields[k];
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      role="search"
      aria-label="Filter gear"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Search"
        name="q"
        type="search"
        defaultValue={filter.q ?? ""}
        hint="Brand, model or kind, e.g. Sony FX3"
        error={err("q")}
      />
      <SelectField
        label="Category"
        name="category"
        defaultValue={filter.category ?? ""}
        options={GEAR_CATEGORIES.map((c) => c.id)}
        optionLabel={categoryLabel}
        placeholder="All categories"
        error={err("category")}
      />
      <SelectField
        label="State"
        name="state"
        defaultValue={filter.state ?? ""}
        options={MALAYSIAN_STATES}
        placeholder="All of Malaysia"
        error={err("state")}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label="Min RM/day"
          name="minPrice"
          inputMode="decimal"
          defaultValue={ringgit(filter.minPrice)}
          error={err("minPrice")}
        />
        <TextField
          label="Max RM/day"
          name="maxPrice"
          inputMode="decimal"
          defaultValue={ringgit(filter.maxPrice)}
          error={err("maxPrice")}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Available between</legend>
        <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ""} error={err("from")} />
        <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ""} error={err("to")} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="student" defaultChecked={!!filter.student} className="h-4 w-4" />
        Student rate only
      </label>
      <SelectField
        label="Sort by"
        name="sort"
        defaultValue={filter.sort}
        options={SEARCH_SORTS}
        optionLabel={(s) => SORT_LABELS[s as SearchSort]}
        error={err("sort")}
      />
      <Button type="submit">Apply filters</Button>
      <Link to="/learnmore" className={`${buttonClass("ghost")} text-center`}>
        Clear filters
      </Link>
    </form>
  );
}
