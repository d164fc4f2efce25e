import { useTranslation } from "react-i18next";
import { formatCount } from "../../../shared/i18n/format";
import type { GearSearchQuery, GearSearchResponse } from "../../../shared/search-contracts";
import { searchToQueryString } from "../../../shared/search-query";
import { BookNowButton } from "../../components/book-now";
import { GearCardView } from "../../components/gear-card";
import { currentLanguage } from "../../lib/i18n";
import { Pager, pageCount } from "../../components/ui/pager";
import { TextLink } from "../../components/ui/text-link";

/** The count, the grid of cards with Book Now, and Previous / Next links that keep the filter. */
export function SearchResults({
  filter,
  result,
  isUpdating,
}: {
  filter: GearSearchQuery;
  result: GearSearchResponse;
  isUpdating: boolean;
}) {
  const { t } = useTranslation("search");
  const pages = pageCount(result.total, result.pageSize);
  const pageLink = (page: number) => {
    const qs = searchToQueryString({ ...filter, page });
    return qs ? `/learnmore?${qs}` : "/learnmore";
  };

  return (
    <section aria-labelledby="results-heading" aria-busy={isUpdating}>
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        {/* The count is the section's heading, announced when a new filter's results arrive. */}
        <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
          {t("results.count", { count: result.total, n: formatCount(result.total, currentLanguage()) })}
        </h2>
        {isUpdating && <span className="text-sm text-slate-500">{t("results.updating")}</span>}
      </div>
      {result.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {result.total > 0 ? (
            <p>
              {t("results.pastLastPage")} <TextLink to={pageLink(1)}>{t("results.firstPage")}</TextLink>
            </p>
          ) : (
            <p>{t("results.none")}</p>
          )}
        </div>
      ) : (
        <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${isUpdating ? "opacity-60 transition-opacity" : ""}`}>
          {/* A card below the screen is laid out and painted only as it nears it: a page of
              results is ~7,000 px tall on a phone, and painting it whole took one long task. */}
          {result.items.map((g) => (
            <li key={g.id} className="grid [contain-intrinsic-size:auto_34rem] [content-visibility:auto]">
              <GearCardView gear={g} action={<BookNowButton gearId={g.id} gearName={g.name} className="w-full" />} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={filter.page} pages={pages} hrefOf={pageLink} label={t("results.pages")} />
    </section>
  );
}
