import type { ReactNode } from "react";
import { formatCount } from "../../../shared/i18n/format";
import { currentLanguage } from "../../lib/i18n";
import { ScrollRegion } from "../ui/scroll-region";

export interface CountsRow {
  key: string;
  /** What the row counts (a day, a page): the row's header cell. */
  label: ReactNode;
  counts: number[];
}

/**
 * A table of labelled rows of counts (days, pages), the counts right-aligned in
 * Malaysian digit grouping. It scrolls inside its own box when too wide.
 */
export function CountsTable({
  caption,
  labelHeading,
  countHeadings,
  rows,
}: {
  caption?: string;
  labelHeading: string;
  countHeadings: string[];
  rows: CountsRow[];
}) {
  const lang = currentLanguage();
  return (
    <ScrollRegion label={caption ?? labelHeading} className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1 pr-4">
              {labelHeading}
            </th>
            {countHeadings.map((h) => (
              <th key={h} scope="col" className="py-1 pl-4 text-right">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {row.label}
              </th>
              {row.counts.map((n, i) => (
                <td key={countHeadings[i]} className="py-1 pl-4 text-right">
                  {formatCount(n, lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
