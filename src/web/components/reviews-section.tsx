import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatNumericDate } from "../../shared/i18n/format";
import { reviewQueries } from "../api/bookings";
import { currentLanguage } from "../lib/i18n";

const stars = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);

/** Average rating and the newest reviews of a gear item or an owner (written after completed rentals). */
export function ReviewsSection({ subjectType, subjectId }: { subjectType: "gear" | "owner"; subjectId: string }) {
  const { t } = useTranslation("bookings");
  const q = useQuery(reviewQueries.summary(subjectType, subjectId));
  const headingId = `reviews-${subjectType}-${subjectId}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t("reviews.title")}
      </h2>
      {!q.data || q.data.count === 0 ? (
        <p className="text-sm text-slate-600">{t("reviews.none")}</p>
      ) : (
        <>
          <p className="mb-3 text-sm">
            <span aria-hidden="true" className="text-amber-500">
              {stars(Math.round(q.data.average ?? 0))}
            </span>{" "}
            {t("reviews.summary", { average: q.data.average?.toFixed(1) ?? "", count: q.data.count })}
          </p>
          <ul className="flex flex-col gap-3">
            {q.data.items.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <p>
                  <span aria-label={t("reviews.stars", { rating: r.rating })} className="text-amber-500">
                    {stars(r.rating)}
                  </span>{" "}
                  <span className="font-medium">{r.author}</span> · {formatNumericDate(r.at, currentLanguage())}
                </p>
                {r.text && <p className="mt-1 text-slate-700">{r.text}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
