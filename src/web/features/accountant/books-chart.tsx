import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { BookMonth } from "../../../shared/accountant-contracts";
import { monthWords } from "./books-columns";
import { ScrollRegion } from "../../components/ui/scroll-region";

const BAR = 14;
const GAP = 10;
const HEIGHT = 120;

/**
 * Invoiced and paid per month as paired bars: plain SVG (no chart library in
 * the accountant's chunk). The figures themselves are in the table below, so
 * the picture is described once and its bars are hidden from screen readers.
 */
export function BooksChart({ months }: { months: BookMonth[] }) {
  const { t } = useTranslation("accountant");
  const descId = useId();
  const top = Math.max(1, ...months.map((m) => Math.max(m.total, m.paid)));
  const width = months.length * (2 * BAR + GAP) + GAP;
  const h = (sen: number) => Math.round((sen / top) * HEIGHT);
  return (
    <figure className="mt-4">
      <figcaption className="mb-2 text-sm font-semibold">{t("chart.title")}</figcaption>
      <p id={descId} className="sr-only">
        {t("chart.description", {
          from: months[0] ? monthWords(months[0].month) : "",
          to: months.at(-1) ? monthWords(months.at(-1)!.month) : "",
        })}
      </p>
      <ScrollRegion label={t("chart.title")} className="overflow-x-auto">
        <svg
          role="img"
          aria-describedby={descId}
          aria-label={t("chart.title")}
          width={Math.max(width, 120)}
          height={HEIGHT + 24}
          className="text-xs"
        >
          {months.map((m, i) => {
            const x = GAP + i * (2 * BAR + GAP);
            return (
              <g key={m.month} aria-hidden="true">
                <rect x={x} y={HEIGHT - h(m.total)} width={BAR} height={h(m.total)} className="fill-sky-300" />
                <rect x={x + BAR} y={HEIGHT - h(m.paid)} width={BAR} height={h(m.paid)} className="fill-sky-800" />
                <text x={x + BAR} y={HEIGHT + 16} textAnchor="middle" className="fill-slate-700">
                  {m.month.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      </ScrollRegion>
      <p className="mt-1 flex gap-4 text-xs text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-sky-300 align-middle" />
          {t("chart.invoiced")}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-sky-800 align-middle" />
          {t("chart.paid")}
        </span>
      </p>
    </figure>
  );
}
