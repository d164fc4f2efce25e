import { useTranslation } from "react-i18next";
import type { DailyVisits } from "../../../shared/analytics-contracts";
import { formatCount, formatDay } from "../../../shared/i18n/format";
import { currentLanguage } from "../../lib/i18n";

/** The drawing's own units; it is stretched to the box, so only the proportions matter. */
const WIDTH = 300;
const HEIGHT = 100;

/** The smallest "round" number ≥ n (1, 2, 5 × 10^k, at least 10), so the axis reads 0 … 50, not 0 … 47. */
function niceCeiling(n: number): number {
  if (n <= 10) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((v) => v >= n)!;
}

/**
 * Visits per day as bars and unique visitors as a line, drawn by hand in SVG:
 * a charting library would weigh more than the admin chunk it lives in. The
 * drawing stretches to its box while the axis labels are plain text beside it,
 * so they stay readable from a 375 px phone to a desktop. The figures are also
 * in the table under it, for screen readers and for anyone who wants numbers.
 */
export function VisitsChart({ days }: { days: DailyVisits[] }) {
  const { t } = useTranslation("analytics");
  const lang = currentLanguage();
  const top = niceCeiling(Math.max(0, ...days.map((d) => d.totalVisits)));
  const slot = WIDTH / Math.max(1, days.length);
  const y = (v: number) => HEIGHT - (v / top) * HEIGHT;
  const centre = (i: number) => slot * i + slot / 2;
  const line = days.map((d, i) => `${centre(i).toFixed(2)},${y(d.uniqueVisitors).toFixed(2)}`).join(" ");
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <figure className="m-0">
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs text-slate-600">
          <span className="-mt-2">{formatCount(top, lang)}</span>
          <span>{formatCount(top / 2, lang)}</span>
          <span className="-mb-2">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-40 w-full overflow-visible"
            role="img"
            aria-label={
              first && last
                ? t("section.chartLabel", { from: formatDay(first, lang), to: formatDay(last, lang) })
                : undefined
            }
          >
            {[0, HEIGHT / 2, HEIGHT].map((at) => (
              <line
                key={at}
                x1={0}
                x2={WIDTH}
                y1={at}
                y2={at}
                vectorEffect="non-scaling-stroke"
                className="stroke-slate-200"
              />
            ))}
            {days.map((d, i) => (
              <rect
                key={d.date}
                x={centre(i) - slot * 0.35}
                y={y(d.totalVisits)}
                width={slot * 0.7}
                height={HEIGHT - y(d.totalVisits)}
                className="fill-sky-300"
              />
            ))}
            <polyline
              points={line}
              fill="none"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              className="stroke-sky-900"
            />
          </svg>
          {first && last && (
            <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
              <span>{formatDay(first, lang)}</span>
              <span>{formatDay(last, lang)}</span>
            </div>
          )}
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 bg-sky-300" />
          {t("section.visits")}
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-sky-900" />
          {t("section.uniqueVisitors")}
        </span>
      </figcaption>
    </figure>
  );
}
