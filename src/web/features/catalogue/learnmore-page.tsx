import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { GearSearchResult } from "../../../shared/catalogue";
import { searchFromQueryString, searchToQueryString } from "../../../shared/search-contracts";
import { BookNowButton } from "../../components/book-now";
import { GearCardView } from "../../components/gear-card";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";
import { FilterForm } from "./filter-form";
import { SaveFilter } from "./save-filter";

/** /learnmore, "Available Gear": the filter lives in the URL, so a link or a reload shows the same results. */
export function LearnMorePage() {
  const [params, setParams] = useSearchParams();
  const filter = searchFromQueryString(params.toString());
  const qs = searchToQueryString(filter);
  const results = useQuery({
    queryKey: ["gear-search", qs],
    queryFn: () => api<GearSearchResult>(`/api/gear${qs ? `?${qs}` : ""}`),
    placeholderData: (previous) => previous,
  });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.pageSize)) : 1;
  const pageLink = (page: number) => `/learnmore?${searchToQueryString({ ...filter, page })}`;

  return (
    <Page title="Available Gear">
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4">
          <FilterForm key={qs} filter={filter} fields={results.error instanceof ApiError ? results.error.fields : {}} onApply={(next) => setParams(searchToQueryString({ ...next, page: 1 }))} />
          <SaveFilter query={searchToQueryString({ ...filter, page: 1 })} />
        </aside>
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="mb-3 text-lg font-semibold" aria-live="polite">
            {results.data ? `${results.data.total} item${results.data.total === 1 ? "" : "s"}` : "Results"}
          </h2>
          {results.isPending ? (
            <Spinner label="Finding gear" />
          ) : results.isError ? (
            <Alert tone="error">{errorMessage(results.error)}</Alert>
          ) : results.data.items.length === 0 ? (
            <p className="text-slate-700">No gear matches this filter. Try fewer filters or other dates.</p>
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {results.data.items.map((g) => (
                  <li key={g.id} className="flex">
                    <div className="w-full">
                      <GearCardView gear={g} action={<BookNowButton gearId={g.id} gearName={g.name} className="w-full" />} />
                    </div>
                  </li>
                ))}
              </ul>
              <nav aria-label="Pages" className="mt-6 flex items-center gap-4 text-sm">
                {filter.page > 1 ? (
                  <Link to={pageLink(filter.page - 1)} className="text-sky-800 underline">
                    Previous
                  </Link>
                ) : (
                  <span className="text-slate-400">Previous</span>
                )}
                <span>
                  Page {filter.page} of {pages}
                </span>
                {filter.page < pages ? (
                  <Link to={pageLink(filter.page + 1)} className="text-sky-800 underline">
                    Next
                  </Link>
                ) : (
                  <span className="text-slate-400">Next</span>
                )}
              </nav>
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
