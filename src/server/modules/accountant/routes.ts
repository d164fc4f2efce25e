import type { FastifyInstance } from "fastify";
import { CsvDownload, sendCsv } from "../../lib/csv";
import { moduleRoutes } from "../../plugins/routes";
import { requestLanguage } from "../../plugins/request-language";
import { BooksQuery, BooksResponse, BookTableParams } from "../../../shared/accountant-contracts";
import { booksCsv } from "./export";
import { BOOK_READERS } from "./policy";
import { readBooks } from "./service";

/** The accountant's read-only books and their CSV downloads. */
export async function accountantRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);
  const readers = forRoles(...BOOK_READERS);

  readers.get(
    "/api/accountant/books",
    { schema: { summary: "Read the books", querystring: BooksQuery, response: { 200: BooksResponse } } },
    (req) => readBooks(db, req.query),
  );

  readers.get(
    "/api/accountant/books/:table.csv",
    {
      schema: {
        summary: "Download a book table as CSV",
        params: BookTableParams,
        querystring: BooksQuery,
        response: { 200: CsvDownload },
      },
    },
    async (req, _actor, reply) => {
      const books = await readBooks(db, req.query);
      const csv = booksCsv(books, req.params.table, await requestLanguage(req));
      return sendCsv(reply, `sewagear-${req.params.table}-${req.query.from}-${req.query.to}`, csv);
    },
  );
}
