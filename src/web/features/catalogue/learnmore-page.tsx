import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { type GearSearchQuery, searchFromQueryString, searchToQueryString } from "../../../shared/search-contracts";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { ApiError, errorMessage } from "../../lib/api";
import { FilterForm } from "./filter-form";
import { SaveFilter } from "./save-filter";
import { SearchResults } from "./search-results";
import { useGearSearch } from "./use-gear-search";

/**
 * /learnmore, "Available Gear": the filter lives in the URL, so a link or a
 * reload shows the same results and Back goes to the previous filter; parts of
 * a link that do not parse are left out rather than failing the page.
 */
export function LearnMorePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => searchFromQueryString(location.search), [location.search]);
  const qs = searchToQueryString(filter);
  const results = useGearSearch(qs);

  const apply = (next: GearSearchQuery) => {
    const nextQs = searchToQueryString(next);
    navigate(nextQs ? `/learnmore?${nextQs}` : "/learnmore");
  };

  return (
    <Page title="Available Gear">
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4">
          {/* Remounted per filter, so its fields always show the URL's filter. */}
          <FilterForm
            key={qs}
            filter={filter}
            fields={results.error instanceof ApiError ? results.error.fields : {}}
            onApply={apply}
          />
          <SaveFilter query={searchToQueryString({ ...filter, page: 1 })} />
        </aside>
        {results.isPending ? (
          <Spinner label="Finding gear" />
        ) : results.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{errorMessage(results.error)}</Alert>
            <Button variant="secondary" onClick={() => results.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <SearchResults filter={filter} result={results.data} isUpdating={results.isPlaceholderData} />
        )}
      </div>
    </Page>
  );
}
