import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { useSavedFilters } from "./filters-api";
import { SavedFilterItem } from "./saved-filter-item";

/** /filters: the signed-in user's saved /learnmore filters. */
export function FiltersPage() {
  const filters = useSavedFilters();
  return (
    <Page title="Saved filters">
      {filters.isPending ? (
        <Spinner label="Loading your filters" />
      ) : filters.isError ? (
        <Alert tone="error">{errorMessage(filters.error)}</Alert>
      ) : filters.data.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <p>You have no saved filters yet. Filter the available gear, then choose “Save this filter”.</p>
          <Link to="/learnmore" className={`${buttonClass("primary")} mt-4`}>
            Find gear
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {filters.data.items.map((f) => (
            <li key={f.id}>
              <SavedFilterItem filter={f} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
