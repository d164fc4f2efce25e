import { useTranslation } from "react-i18next";
import { formatMonth } from "../../../shared/i18n/format";
import type { RenterRecord as Facts } from "../../../shared/renter-record";
import { currentLanguage } from "../../lib/i18n";

/**
 * The renter's track record beside their request (issue 30), as the server
 * computed it: for the gear's owner, staff and admins (the server sends null to
 * anyone else, and then nothing is shown). A count that should give pause
 * (cancellations, late returns, claims) is marked, not hidden among the rest.
 */
export function RenterRecord({ record: r }: { record: Facts | null }) {
  const { t } = useTranslation("bookings");
  if (!r) return null;
  const lang = currentLanguage();
  const facts: { term: string; value: string; warn?: boolean }[] = [
    { term: t("record.identity"), value: t(r.verified ? "record.verified" : "record.notVerified"), warn: !r.verified },
    { term: t("record.memberSince"), value: formatMonth(`${r.memberSince}T12:00:00+08:00`, lang) },
    { term: t("record.completed"), value: String(r.completedRentals) },
    {
      term: t("record.reviewsFromOwners"),
      value:
        r.reviews.average === null
          ? t("record.none")
          : t("record.average", { count: r.reviews.count, average: r.reviews.average.toFixed(1) }),
    },
    { term: t("record.cancelled"), value: String(r.cancellations), warn: r.cancellations > 0 },
    { term: t("record.lateReturns"), value: String(r.lateReturns), warn: r.lateReturns > 0 },
    { term: t("record.depositClaims"), value: String(r.depositClaims), warn: r.depositClaims > 0 },
  ];
  return (
    <section
      aria-labelledby="renter-record"
      className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 id="renter-record" className="font-semibold">
        {t("record.title")}
      </h3>
      <p className="mt-1 text-slate-700">{t("record.intro")}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {facts.map((f) => (
          <div key={f.term}>
            <dt className="text-slate-600">{f.term}</dt>
            <dd className={f.warn ? "font-semibold text-amber-800" : "font-medium"}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
