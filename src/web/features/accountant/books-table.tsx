import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookTable as TableName } from "../../../shared/accountant-contracts";
import type { accountant } from "../../../shared/i18n/en/accountant";
import { formatRM } from "../../../shared/money";
import { booksCsvUrl } from "../../api/accountant";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/page";

/** A heading: a key under `accountant:columns` (the CSV names its columns with the same keys). */
export type ColumnKey = `columns.${keyof (typeof accountant)["columns"]}`;

export interface Column<Row> {
  /** The heading's key under `accountant:columns`. */
  key: ColumnKey;
  cell: (row: Row) => ReactNode;
  /** Money and counts are right-aligned. */
  numeric?: boolean;
}

/** A figure column: sen shown as "RM 1,234.50". */
export const money = <Row,>(key: ColumnKey, get: (r: Row) => number): Column<Row> => ({
  key,
  cell: (r) => formatRM(get(r)),
  numeric: true,
});

/** One table of the books with its CSV download; a wide table scrolls inside its own box. */
export function BooksTable<Row>({
  name: table,
  from,
  to,
  rows,
  columns,
  rowKey,
  foot,
}: {
  /** Which table of the books: its title and its CSV. */
  name: TableName;
  from: string;
  to: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (r: Row) => string | number;
  foot?: Row;
}) {
  const { t } = useTranslation("accountant");
  const title = t(`tables.${table}`);
  return (
    <Card title={title}>
      <a className={`${buttonClass("secondary")} mb-3`} href={booksCsvUrl(table, from, to)} download>
        {t("tables.download", { table: title })}
      </a>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("tables.empty")}</p>
      ) : (
        // The table holds no control, so the box itself takes focus: a keyboard can then scroll it
        // sideways (WCAG 2.1.1; axe scrollable-region-focusable). It is a named region, not a widget.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
          <table className="w-max min-w-full text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={`px-2 py-1 ${c.numeric ? "text-right" : "text-left"}`}>
                    {t(c.key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)} className="border-b border-slate-100">
                  {columns.map((c) => (
                    <td key={c.key} className={`px-2 py-1 ${c.numeric ? "text-right" : ""}`}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {foot && (
              <tfoot>
                <tr className="border-t-2 border-slate-400 font-semibold">
                  {columns.map((c, i) => (
                    <td key={c.key} className={`px-2 py-1 ${c.numeric ? "text-right" : ""}`}>
                      {i === 0 ? t("tables.total") : c.numeric ? c.cell(foot) : null}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </Card>
  );
}
