import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { filterQueries } from "../../api/filters";
import { buttonClass } from "../../components/ui/button";
import { QueryPage } from "../../components/ui/query-page";
import { SavedFilterItem } from "./saved-filter-item";

/** /filters: the signed-in user's saved /learnmore filters. */
export function FiltersPage() {
  const filters = useQuery(filterQueries.list());
  return (
    <QueryPage
      title="Saved filters"
      what="filters"
      query={filters}
      empty={
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <p>You have no saved filters yet. Filter the available gear, then choose “Save this filter”.</p>
          <Link to="/learnmore" className={`${buttonClass("primary")} mt-4`}>
            Find gear
          </Link>
        </div>
      }
    >
      {(data) => (
        <ul className="flex flex-col gap-4">
          {data.items.map((f) => (
            <li key={f.id}>
              <SavedFilterItem filter={f} />
            </li>
          ))}
        </ul>
      )}
    </QueryPage>
  );
}
