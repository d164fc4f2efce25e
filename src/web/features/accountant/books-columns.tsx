import {
  type BookMonth,
  type BookOwner,
  type BookSalary,
  isCountFigure,
  MONTH_FIGURES,
  OWNER_FIGURES,
  SALARY_FIGURES,
} from "../../../shared/accountant-contracts";
import { type Column, money } from "./books-table";

/** A figure column: a count as it is, money as RM. */
const figure = <Row,>(
  key: keyof Row & ((typeof MONTH_FIGURES)[number] | (typeof SALARY_FIGURES)[number]),
): Column<Row> =>
  isCountFigure(key)
    ? { key: `columns.${key}`, cell: (r) => r[key] as number, numeric: true }
    : money<Row>(`columns.${key}`, (r) => r[key] as number);

export const MONTH_COLUMNS: Column<BookMonth>[] = [
  { key: "columns.month", cell: (r) => r.month },
  ...MONTH_FIGURES.map((k) => figure<BookMonth>(k)),
];

export const OWNER_COLUMNS: Column<BookOwner>[] = [
  { key: "columns.owner", cell: (r) => r.ownerName },
  ...OWNER_FIGURES.map((k) => figure<BookOwner>(k)),
];

export const salaryColumns = (label: (r: BookSalary) => string): Column<BookSalary>[] => [
  { key: "columns.month", cell: (r) => r.month },
  { key: "columns.role", cell: label },
  ...SALARY_FIGURES.map((k) => figure<BookSalary>(k)),
];
