import {
  type BookMonth,
  type BookOwner,
  type BookSalary,
  isCountFigure,
  MONTH_FIGURES,
  OWNER_FIGURES,
  SALARY_FIGURES,
} from "../../../shared/accountant-contracts";
import { formatMonth } from "../../../shared/i18n/format";
import { currentLanguage } from "../../lib/i18n";
import { type Column, money } from "./books-table";

/** A month in the reader's words ("March 2026", "Mac 2026"); the CSV keeps "2026-03". */
export const monthWords = (month: string) => formatMonth(`${month}-01T12:00:00Z`, currentLanguage());

/** A figure column: a count as it is, money as RM. */
const figure = <Row,>(
  key: keyof Row & ((typeof MONTH_FIGURES)[number] | (typeof SALARY_FIGURES)[number]),
): Column<Row> =>
  isCountFigure(key)
    ? { key: `columns.${key}`, cell: (r) => r[key] as number, numeric: true }
    : money<Row>(`columns.${key}`, (r) => r[key] as number);

export const MONTH_COLUMNS: Column<BookMonth>[] = [
  { key: "columns.month", cell: (r) => monthWords(r.month) },
  ...MONTH_FIGURES.map((k) => figure<BookMonth>(k)),
];

export const OWNER_COLUMNS: Column<BookOwner>[] = [
  { key: "columns.owner", cell: (r) => r.ownerName },
  ...OWNER_FIGURES.map((k) => figure<BookOwner>(k)),
];

export const salaryColumns = (label: (r: BookSalary) => string): Column<BookSalary>[] => [
  { key: "columns.month", cell: (r) => monthWords(r.month) },
  { key: "columns.role", cell: label },
  ...SALARY_FIGURES.map((k) => figure<BookSalary>(k)),
];
