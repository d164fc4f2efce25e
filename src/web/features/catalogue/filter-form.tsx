import { type FormEvent, useState } from "react";
import { categoryLabel, GEAR_CATEGORIES } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { parseRM } from "../../../shared/money";
import type { GearSearchQuery } from "../../../shared/search-contracts";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";

const SORT_LABEL: Record<string, string> = { newest: "Newest", price_asc: "Price: low to high", price_desc: "Price: high to low" };
const rm = (sen: number | undefined) => (sen === undefined ? "" : (sen / 100).toFixed(2).replace(/\.00$/, ""));

/** The /learnmore filter; prices typed in RM, sent in sen. */
export function FilterForm({ filter, fields, onApply }: { filter: GearSearchQuery; fields: Record<string, string>; onApply: (next: GearSearchQuery) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "").trim();
    const price = (k: string) => (text(k) ? parseRM(text(k)) : undefined);
    const minPrice = price("minPrice");
    const maxPrice = price("maxPrice");
    const bad: Record<string, string> = {};
    if (minPrice === null) bad.minPrice = "Type an amount in RM, like 50";
    if (maxPrice === null) bad.maxPrice = "Type an amount in RM, like 200";
    setErrors(bad);
    if (Object.keys(bad).length) return;
    onApply({
      ...filter,
      q: text("q") || undefined,
      category: (text("category") || undefined) as GearSearchQuery["category"],
      state: (text("state") || undefined) as GearSearchQuery["state"],
      minPrice: minPrice ?? undefined,
      maxPrice: maxPrice ?? undefined,
      from: text("from") || undefined,
      to: text("to") || undefined,
      student: f.get("student") === "on" || undefined,
      sort: (text("sort") || "newest") as GearSearchQuery["sort"],
      page: 1,
    });
  }
  const err = (k: string) => errors[k] ?? fields[k];
  return (
    <form onSubmit={onSubmit} role="search" aria-label="Filter gear" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <TextField label="Search" name="q" type="search" defaultValue={filter.q ?? ""} placeholder="Sony FX3, 24-70mm…" error={err("q")} />
      <SelectField label="Category" name="category" defaultValue={filter.category ?? ""} options={GEAR_CATEGORIES.map((c) => c.id)} optionLabel={categoryLabel} placeholder="All categories" error={err("category")} />
      <SelectField label="State" name="state" defaultValue={filter.state ?? ""} options={MALAYSIAN_STATES} placeholder="All of Malaysia" error={err("state")} />
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Min RM/day" name="minPrice" inputMode="decimal" defaultValue={rm(filter.minPrice)} error={err("minPrice")} />
        <TextField label="Max RM/day" name="maxPrice" inputMode="decimal" defaultValue={rm(filter.maxPrice)} error={err("maxPrice")} />
      </div>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">Available between</legend>
        <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ""} error={err("from")} />
        <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ""} error={err("to")} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="student" defaultChecked={!!filter.student} className="h-4 w-4" />
        Student rate only
      </label>
      <SelectField label="Sort by" name="sort" defaultValue={filter.sort} options={Object.keys(SORT_LABEL)} optionLabel={(s) => SORT_LABEL[s] ?? s} />
      <Button type="submit">Apply filters</Button>
    </form>
  );
}
