import type { FastifyReply } from "fastify";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";

/** A route's 200 answer when it is a CSV download (sendCsv), for its schema and the API document. */
export const CsvDownload = {
  description: "A CSV file (RFC 4180), UTF-8 with a byte-order mark, sent as an attachment.",
  content: { "text/csv": { schema: z.string() } },
};

/**
 * An amount of money for a CSV cell: integer sen written as a plain ringgit figure ("-12.50"),
 * which spreadsheets read as a number. A class (not a number) so the cell knows it is money.
 */
export class SenAmount {
  constructor(readonly sen: number) {}
}

/** Money cell; see SenAmount. */
export const ringgitCell = (sen: number) => new SenAmount(sen);

export type CsvCell = string | number | boolean | null | undefined | SenAmount;

/** One column of an export: its (already translated) heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

function ringgitText(sen: number) {
  const sign = sen < 0 ? "-" : "";
  const abs = Math.abs(Math.round(sen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Rows to CSV text (RFC 4180: comma, CRLF, quotes doubled).
 *
 * Any text cell starting with = + - @ tab or CR (and their full-width forms) is prefixed with a
 * single quote, so a renter named `=HYPERLINK("http://x","y")` shows as text in Excel, LibreOffice
 * or Sheets instead of running (OWASP "CSV injection"). Numbers and money cells are ours, never
 * user text, so a negative figure stays a number.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const records = rows.map((row) => columns.map((column) => column.cell(row) ?? null));
  return stringify(records, {
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: "windows",
    // Quote a cell holding a lone \n or \r too (a multi-line note), which giving a record
    // delimiter would otherwise switch off, splitting the record in two.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: {
      boolean: (value) => (value ? "true" : "false"),
      object: (value) =>
        value instanceof SenAmount ? { value: ringgitText(value.sen), escape_formulas: false } : JSON.stringify(value),
    },
  });
}

/** A filename safe in a Content-Disposition header on every browser: letters, digits, . _ - */
export function safeCsvFilename(name: string): string {
  const base = name
    .replace(/\.csv$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "export"}.csv`;
}

/**
 * Send CSV text as a download. The UTF-8 byte-order mark is what makes Excel read the file as
 * UTF-8, so Malay and other non-ASCII names are not garbled; other tools ignore it.
 * `no-store`: exports hold personal and money data that no shared cache should keep.
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${safeCsvFilename(filename)}"`)
    .header("cache-control", "no-store")
    .send(`\uFEFF${csv}`);
}
