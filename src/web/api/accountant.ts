import type { BooksResponse, BookTable } from "../../shared/accountant-contracts";
import { jsonQuery } from "./json-query";

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const accountantKeys = {
  all: ["accountant"] as const,
  /** GET /api/accountant/books?from&to */
  books: (from: string, to: string) => [...accountantKeys.all, "books", from, to] as const,
};

export const accountantQueries = {
  books: (from: string, to: string) =>
    jsonQuery<BooksResponse>(accountantKeys.books(from, to), `/api/accountant/books?${range(from, to)}`),
};

/** The download link of one table's CSV (a plain link: the browser saves the file the server names). */
export const booksCsvUrl = (table: BookTable, from: string, to: string) =>
  `/api/accountant/books/${table}.csv?${range(from, to)}`;
