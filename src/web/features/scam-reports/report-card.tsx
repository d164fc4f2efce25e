import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format";
import type { ScamReportView } from "../../../shared/scam-report-contracts";
import { currentLanguage } from "../../lib/i18n";

const STATUS_TONE: Record<ScamReportView["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-red-100 text-red-900",
  dismissed: "bg-slate-200 text-slate-800",
};

export function ScamStatus({ status }: { status: ScamReportView["status"] }) {
  const { t } = useTranslation("scam");
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * One report as its reporter and the reviewers read it: who, the identifiers
 * (masked once decided), the story, the evidence (private images, opened in a
 * new tab at full size), and the decision. `actions` goes at the foot.
 */
export function ReportCard({
  report: r,
  actions,
  showReporter = true,
}: {
  report: ScamReportView;
  actions?: ReactNode;
  /** Off on the reporter's own list, where it would name themselves. */
  showReporter?: boolean;
}) {
  const { t } = useTranslation("scam");
  const when = (iso: string) => formatDateTime(iso, currentLanguage());
  const ids = [
    ["fields.phone", r.phone],
    ["fields.email", r.email],
    ["fields.icLast4", r.icLast4],
  ] as const;
  return (
    <article
      aria-label={r.reportedName}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{r.reportedName}</h3>
        <ScamStatus status={r.status} />
        <span className="text-xs text-slate-600">{t("report.reportedOn", { date: when(r.createdAt) })}</span>
      </header>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-3">
        {ids.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="font-medium">{t(label)}</dt>
            <dd className="break-words">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      {showReporter && r.reporter && (
        <p className="text-sm text-slate-700">{t("review.reporter", { name: r.reporter.name })}</p>
      )}
      {r.booking && <p className="text-sm text-slate-700">{t("review.booking", { gear: r.booking.gearName })}</p>}
      <p className="text-sm whitespace-pre-line break-words">{r.description}</p>
      {r.evidence.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("fields.evidence")}>
          {r.evidence.map((e, i) => (
            <li key={e.id}>
              <a href={e.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={e.thumbUrl}
                  alt={t("report.evidenceAlt", { n: i + 1 })}
                  width={e.width}
                  height={e.height}
                  className="h-24 w-24 rounded border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.decisionReason && (
        <p className="text-sm">
          {r.decidedBy && r.decidedAt
            ? t("review.decidedBy", { name: r.decidedBy, date: when(r.decidedAt), reason: r.decisionReason })
            : t("report.decision", { reason: r.decisionReason })}
        </p>
      )}
      {actions}
    </article>
  );
}
