import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type AnalyticsSummary, CHART_DAYS } from "../../../shared/analytics-contracts";
import { formatCount, formatDay } from "../../../shared/i18n/format";
import { ANALYTICS_REFRESH_MS, analyticsQueries } from "../../api/analytics";
import { currentLanguage } from "../../lib/i18n";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";
import { ActiveNow } from "./active-now";
import { CountsTable } from "./counts-table";
import { VisitsChart } from "./visits-chart";
import { ScrollRegion } from "../ui/scroll-region";

/**
 * /admin's analytics (seed sections 1, 3 and 9): visits and unique visitors per
 * day for 30 days, the top pages, and who is active in the last 15 minutes.
 * Refetched every 10 seconds while open (api/analytics.ts says why not per event).
 */
export function AnalyticsSection() {
  const { t } = useTranslation("analytics");
  const q = useQuery(analyticsQueries.summary());
  return (
    <Card title={t("section.title")}>
      <p className="mb-3 text-sm text-slate-600">
        {t("section.liveNote", { seconds: ANALYTICS_REFRESH_MS / 1000 })} {t("section.skippedNote")}
      </p>
      <QueryState query={q}>
        {(summary) => (
          <div className="flex flex-col gap-6">
            <Totals summary={summary} />
            <section aria-labelledby="analytics-chart">
              <h3 id="analytics-chart" className="mb-2 font-semibold">
                {t("section.chartTitle", { days: CHART_DAYS })}
              </h3>
              <VisitsChart days={summary.days} />
              <DailyTable days={summary.days} />
            </section>
            <div className="grid gap-6 md:grid-cols-2">
              <TopPages pages={summary.topPages} />
              <ActiveNow active={summary.active} />
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function Totals({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation("analytics");
  const lang = currentLanguage();
  const today = summary.days.at(-1);
  const sum = summary.days.reduce((n, d) => n + d.totalVisits, 0);
  const figures = [
    [t("section.visitsToday"), today?.totalVisits ?? 0],
    [t("section.uniqueToday"), today?.uniqueVisitors ?? 0],
    [t("section.visitsInDays", { days: CHART_DAYS }), sum],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 p-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold">{formatCount(value, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

function DailyTable({ days }: { days: AnalyticsSummary["days"] }) {
  const { t } = useTranslation("analytics");
  const lang = currentLanguage();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-sky-800">{t("section.figures")}</summary>
      <ScrollRegion label={t("section.tableCaption")} className="mt-2 max-h-72 overflow-y-auto">
        <CountsTable
          caption={t("section.tableCaption")}
          labelHeading={t("section.date")}
          countHeadings={[t("section.visits"), t("section.uniqueVisitors")]}
          rows={[...days].reverse().map((d) => ({
            key: d.date,
            label: formatDay(d.date, lang),
            counts: [d.totalVisits, d.uniqueVisitors],
          }))}
        />
      </ScrollRegion>
    </details>
  );
}

function TopPages({ pages }: { pages: AnalyticsSummary["topPages"] }) {
  const { t } = useTranslation("analytics");
  return (
    <section aria-labelledby="analytics-top-pages">
      <h3 id="analytics-top-pages" className="mb-2 font-semibold">
        {t("section.topPages", { days: CHART_DAYS })}
      </h3>
      {pages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("section.noVisits")}</p>
      ) : (
        <CountsTable
          labelHeading={t("section.page")}
          countHeadings={[t("section.visits")]}
          rows={pages.map((p) => ({
            key: p.page,
            label: <span className="break-all font-mono text-xs">{p.page}</span>,
            counts: [p.visits],
          }))}
        />
      )}
    </section>
  );
}
