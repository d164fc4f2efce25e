import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sendCsv } from "../../lib/csv";
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
    { schema: { querystring: BooksQuery, response: { 200: BooksResponse } } },
    (req) => readBooks(db, req.query),
  );

  readers.get(
    "/api/accountant/books/:table.csv",
    {
      schema: {
        params: BookTableParams,
        querystring: BooksQuery,
        response: { 200: z.string().meta({ description: "text/csv, UTF-8 with a byte-order mark" }) },
      },
    },
    async (req, _actor, reply) => {
      const books = await readBooks(db, req.query);
      const csv = booksCsv(books, req.params.table, await requestLanguage(req));
      return sendCsv(reply, `sewagear-${req.params.table}-${req.query.from}-${req.query.to}`, csv);
    },
  );
}
