import { type CsvColumn, ringgitCell, toCsv } from "../../lib/csv";
import { translator } from "../../lib/i18n";
import {
  type BookMonth,
  type BookOwner,
  type BookSalary,
  type BooksResponse,
  type BookTable,
  isCountFigure,
  MONTH_FIGURES,
  OWNER_FIGURES,
  SALARY_FIGURES,
} from "../../../shared/accountant-contracts";
import type { Language } from "../../../shared/i18n/languages";

type T = ReturnType<typeof translator<"accountant">>;

type FigureKey = (typeof MONTH_FIGURES)[number] | (typeof SALARY_FIGURES)[number];

/** A count stays a number; every other figure is money (sen → ringgit). */
function figure<Row>(t: T, key: FigureKey & keyof Row): CsvColumn<Row> {
  return {
    header: t(`columns.${key as FigureKey}`),
    cell: (row) => (isCountFigure(key) ? (row[key] as number) : ringgitCell(row[key] as number)),
  };
}

/**
 * One table of the books as CSV, headings in the caller's language, the rows
 * and figures exactly as GET /api/accountant/books answers them. Names are
 * people's text: toCsv escapes a leading = + - @ so none runs as a formula.
 */
export function booksCsv(books: BooksResponse, table: BookTable, lang: Language): string {
  const t = translator(lang, "accountant");
  if (table === "months") {
    const columns: CsvColumn<BookMonth>[] = [
      { header: t("columns.month"), cell: (r) => r.month },
      ...MONTH_FIGURES.map((k) => figure<BookMonth>(t, k)),
    ];
    return toCsv(columns, books.months);
  }
  if (table === "owners") {
    const columns: CsvColumn<BookOwner>[] = [
      { header: t("columns.owner"), cell: (r) => r.ownerName },
      ...OWNER_FIGURES.map((k) => figure<BookOwner>(t, k)),
    ];
    return toCsv(columns, books.owners);
  }
  const s = translator(lang, "salary");
  const columns: CsvColumn<BookSalary>[] = [
    { header: t("columns.month"), cell: (r) => r.month },
    { header: t("columns.role"), cell: (r) => s(`roles.${r.role}`) },
    ...SALARY_FIGURES.map((k) => figure<BookSalary>(t, k)),
  ];
  return toCsv(columns, books.salaries);
}
