import { Link } from "react-router";
import { type GearSearchQuery, type GearSearchResponse, searchToQueryString } from "../../../shared/search-contracts";
import { BookNowButton } from "../../components/book-now";
import { GearCardView } from "../../components/gear-card";
import { buttonClass } from "../../components/ui/button";

const itemCount = (n: number) => `${n.toLocaleString("en-MY")} ${n === 1 ? "item" : "items"}`;

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
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const pageLink = (page: number) => {
    const qs = searchToQueryString({ ...filter, page });
    return qs ? `/learnmore?${qs}` : "/learnmore";
  };
  // Links, not buttons, so a page can be opened in a new tab or shared; start the new page at the top.
  const toTop = () => window.scrollTo({ top: 0 });

  return (
    <section aria-labelledby="results-heading" aria-busy={isUpdating}>
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        {/* The count is the section's heading, announced when a new filter's results arrive. */}
        <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
          {itemCount(result.total)}
        </h2>
        {isUpdating && <span className="text-sm text-slate-500">Updating…</span>}
      </div>
      {result.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {result.total > 0 ? (
            <p>
              This page is past the last one.{" "}
              <Link to={pageLink(1)} className="text-sky-800 underline">
                Go to the first page
              </Link>
            </p>
          ) : (
            <p>No gear matches these filters. Try fewer filters, a wider price range or other dates.</p>
          )}
        </div>
      ) : (
        <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${isUpdating ? "opacity-60 transition-opacity" : ""}`}>
          {result.items.map((g) => (
            <li key={g.id} className="grid">
              <GearCardView gear={g} action={<BookNowButton gearId={g.id} gearName={g.name} className="w-full" />} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-4">
          {filter.page > 1 ? (
            <Link to={pageLink(Math.min(filter.page - 1, pages))} onClick={toTop} className={buttonClass("secondary")}>
              Previous
            </Link>
          ) : (
            <span className={`${buttonClass("secondary")} pointer-events-none opacity-50`} aria-hidden="true">
              Previous
            </span>
          )}
          <span className="text-sm">
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages ? (
            <Link to={pageLink(filter.page + 1)} onClick={toTop} className={buttonClass("secondary")}>
              Next
            </Link>
          ) : (
            <span className={`${buttonClass("secondary")} pointer-events-none opacity-50`} aria-hidden="true">
              Next
            </span>
          )}
        </nav>
      )}
    </section>
  );
}
