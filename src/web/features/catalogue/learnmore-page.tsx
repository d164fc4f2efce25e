import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { formatDay } from "../../../shared/i18n/format";
import type { GearSearchQuery } from "../../../shared/search-contracts";
import { isTypedFormQuery, passedDates, searchToQueryString } from "../../../shared/search-query";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { searchQueries } from "../../api/search";
import { ApiError } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { FilterForm } from "./filter-form";
import { SaveFilter } from "./save-filter";
import { useLinkedFilter } from "./linked-filter";
import { SearchResults } from "./search-results";

/**
 * /learnmore, "Available Gear": the filter lives in the URL, so a link or a
 * reload shows the same results and Back goes to the previous filter; parts of
 * a link that do not parse are left out rather than failing the page. Dates
 * that have passed (an old link or saved filter) are left out too, and the page
 * says so: the API refuses them, and nothing is booked on days gone by anyway.
 */
export function LearnMorePage() {
  const { t } = useTranslation("search");
  const location = useLocation();
  const linked = useLinkedFilter(location.search);
  // Only the first arrival in a visit that did not start here waits for the link's reading.
  if (!linked) return <Spinner />;
  return <LearnMore linked={linked} title={t("learnmore.title")} />;
}

function LearnMore({ linked, title }: { linked: GearSearchQuery; title: string }) {
  const { t } = useTranslation("search");
  const lang = currentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const passed = passedDates(linked);
  const filter: GearSearchQuery = passed ? { ...linked, from: undefined, to: undefined } : linked;
  const qs = searchToQueryString(filter);
  const results = useQuery(searchQueries.results(qs));
  // A form the browser submitted itself (before the app started) becomes the filter's own link.
  const typedForm = isTypedFormQuery(location.search);
  useEffect(() => {
    if (typedForm) navigate(qs ? `/learnmore?${qs}` : "/learnmore", { replace: true });
  }, [typedForm, qs, navigate]);

  const apply = (next: GearSearchQuery) => {
    const nextQs = searchToQueryString(next);
    navigate(nextQs ? `/learnmore?${nextQs}` : "/learnmore");
  };

  return (
    <Page title={title}>
      {/* Columns that may be narrower than their content's widest line: in Malay at 320 px the filters
          and cards made an automatic column 330 px wide (issue 33). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="flex flex-col gap-4">
          {passed && (
            <Alert tone="warning">
              {t("learnmore.passedDates", { from: formatDay(passed.from, lang), to: formatDay(passed.to, lang) })}
            </Alert>
          )}
          {/* Remounted per filter, so its fields always show the URL's filter. */}
          <FilterForm
            key={qs}
            filter={filter}
            fields={results.error instanceof ApiError ? results.error.fields : {}}
            onApply={apply}
          />
          <SaveFilter query={searchToQueryString({ ...filter, page: 1 })} />
        </aside>
        <QueryState query={results} loadingLabel={t("learnmore.loading")}>
          {(result) => <SearchResults filter={filter} result={result} isUpdating={results.isPlaceholderData} />}
        </QueryState>
      </div>
    </Page>
  );
}
