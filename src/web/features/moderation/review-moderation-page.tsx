import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../shared/i18n/format";
import { useTranslation } from "react-i18next";
import type { ModeratedReview } from "../../../shared/moderation-contracts";
import { moderationQueries } from "../../api/moderation";
import { Page } from "../../components/ui/page";
import { Pager, pageCount } from "../../components/ui/pager";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";
import { currentLanguage } from "../../lib/i18n";
import { usePagedSearch } from "../../lib/search-params";
import { ModerateButton } from "./moderate-button";
import { ReviewFilters } from "./review-filters";

const stars = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);

/** /debug-reviews: every review, newest first; an admin hides or restores one with a reason. */
export function ReviewModerationPage() {
  const { t } = useTranslation("moderation");
  const { params, search, setParams, page, hrefOf } = usePagedSearch();
  const q = useQuery(moderationQueries.list(search));
  return (
    <Page title={t("title")}>
      {/* Keyed by the address, so Back shows the filters of the list it shows. */}
      <ReviewFilters key={search} params={params} onApply={setParams} />
      <QueryState query={q} emptyText={t("list.empty")}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {t("list.count", { count: data.total })}
            </p>
            <ul className="flex flex-col gap-3">
              {data.items.map((r) => (
                <li key={r.id}>
                  <ReviewRow review={r} />
                </li>
              ))}
            </ul>
            <Pager page={page} pages={pageCount(data.total, data.pageSize)} hrefOf={hrefOf} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** Where the reviewed thing is shown to the public (a renter has no public page). */
const publicPage = (r: ModeratedReview) =>
  r.subjectType === "gear" ? `/gear/${r.subjectId}` : r.subjectType === "owner" ? `/owner/${r.subjectId}` : null;

function ReviewRow({ review: r }: { review: ModeratedReview }) {
  const { t } = useTranslation("moderation");
  const date = (iso: string) => formatDate(iso, currentLanguage());
  const author = r.author?.name ?? t("list.formerUser");
  const page = publicPage(r);
  const subjectName = r.subjectName ?? t("list.goneSubject");
  const m = r.lastModeration;
  return (
    <article
      className={`rounded-lg border p-4 text-sm ${r.hidden ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p>
            <span aria-label={t("list.stars", { rating: r.rating })} className="text-amber-600">
              {stars(r.rating)}
            </span>{" "}
            <span className="font-medium">{t("list.by", { author })}</span> · {date(r.createdAt)}
          </p>
          <p className="text-slate-700">
            {t("list.about", { kind: t(`filters.subjects.${r.subjectType}`) })}{" "}
            {page && r.subjectName ? <TextLink to={page}>{subjectName}</TextLink> : subjectName}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${r.hidden ? "bg-amber-200 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}
          >
            {t(r.hidden ? "list.hidden" : "list.visible")}
          </span>
          <ModerateButton review={r} authorName={author} />
        </div>
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{r.text || t("list.noText")}</p>
      {m && (
        <p className="mt-2 text-xs text-slate-600">
          {t(m.action === "hidden" ? "list.lastHidden" : "list.lastRestored", {
            by: m.by ?? t("list.someone"),
            date: date(m.at),
            reason: m.reason,
          })}
        </p>
      )}
    </article>
  );
}
