import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql, sum } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import {
  bookingReceipts,
  bookings,
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoices,
  owners,
} from "../../db/schema";
import type { InvoiceListQuery } from "../../../shared/invoice-contracts";

type Reader = Db | Tx;
export type InvoiceTableRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** `%` and `_` typed into the search box are letters, not wildcards. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first instant of a month in Malaysia (UTC+8, no daylight saving), for an index-friendly range. */
const malaysiaMonthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1) - 8 * 3_600_000);

/** The list filters as SQL over invoices joined with their bookings. */
function listFilters(q: Omit<InvoiceListQuery, "page">): SQL | undefined {
  const [year, month] = q.month ? q.month.split("-").map(Number) : [];
  return and(
    q.status ? eq(invoices.status, q.status) : undefined,
    year && month ? gte(invoices.issuedAt, malaysiaMonthStart(year, month)) : undefined,
    year && month ? lt(invoices.issuedAt, malaysiaMonthStart(year, month + 1)) : undefined,
    q.owner ? eq(bookings.ownerId, q.owner) : undefined,
    q.q ? or(ilike(invoices.number, containing(q.q)), ilike(bookings.userName, containing(q.q))) : undefined,
  );
}

const ownerName = sql<string>`coalesce(nullif(${owners.businessName}, ''), ${owners.displayName})`;

const listColumns = {
  inv: invoices,
  gearName: bookings.equipmentName,
  renterName: bookings.userName,
  ownerId: bookings.ownerId,
  ownerName,
  creditNoteNumber: creditNotes.number,
  /** A receipt of the booking quoted its reference (kept per receipt at upload, issue 28). */
  receiptReferenceMatched: sql<boolean>`exists (select 1 from ${bookingReceipts} where ${bookingReceipts.bookingId} = ${invoices.bookingId} and ${bookingReceipts.referenceMatches})`,
};

/**
 * Invoices the filters select, newest number first, with their booking's names and credit note.
 * `page` null answers every match (the CSV export); otherwise one page of `pageSize`.
 */
export async function findInvoices(
  db: Reader,
  q: Omit<InvoiceListQuery, "page">,
  page: number | null,
  pageSize: number,
) {
  const query = db
    .select(listColumns)
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(owners, eq(owners.userId, bookings.ownerId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(listFilters(q))
    .orderBy(desc(invoices.year), desc(invoices.seq))
    .$dynamic();
  return page === null ? query : query.limit(pageSize).offset((page - 1) * pageSize);
}
export type InvoiceListRow = Awaited<ReturnType<typeof findInvoices>>[number];

/** How many invoices the filters select and the sum of their totals (sen). */
export async function countInvoices(db: Reader, q: Omit<InvoiceListQuery, "page">) {
  const [row] = await db
    .select({ n: count(), sum: sum(invoices.total).mapWith(Number) })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(listFilters(q));
  return { total: row?.n ?? 0, sum: row?.sum ?? 0 };
}

/** Every owner who has an invoice, by name: the owner filter's choices. */
export async function findInvoiceOwners(db: Reader) {
  return db
    .selectDistinct({ id: owners.userId, name: ownerName })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(owners, eq(owners.userId, bookings.ownerId))
    .orderBy(asc(ownerName), asc(owners.userId));
}

/** The invoice numbered `number`, its row locked until the transaction ends, so two admins cannot settle it at once. */
export async function lockInvoice(tx: Tx, number: string) {
  return firstRow(
    tx
      .select({
        inv: invoices,
        bookingCreatedAt: bookings.createdAt,
        ownerId: bookings.ownerId,
        renterId: bookings.renterId,
      })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .where(eq(invoices.number, number))
      .for("update", { of: invoices }),
  );
}

export async function updateInvoice(tx: Tx, id: number, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

type Counter = typeof invoiceCounters | typeof creditNoteCounters;

/**
 * The next number of a gapless yearly series (invoices, credit notes). The year's counter row
 * stays locked by the UPDATE until the transaction ends, so numbers are handed out one at a time
 * and a rolled-back transaction gives its number back — which a database sequence would not.
 * Call it inside the transaction that writes the numbered document.
 */
export async function nextInSeries(tx: Db | Tx, counter: Counter, year: number): Promise<number> {
  await tx.insert(counter).values({ year, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(counter)
    .set({ last: sql`${counter.last} + 1` })
    .where(eq(counter.year, year))
    .returning({ last: counter.last });
  return row!.last;
}

const COUNTERS = { INV: invoiceCounters, CN: creditNoteCounters } as const;

/**
 * The next document of a series in `year` (the year in Malaysia): its number as printed,
 * `INV-2026-000042` or `CN-2026-000007`, with the year and sequence number it is stored with.
 */
export async function nextDocumentNumber(tx: Db | Tx, series: keyof typeof COUNTERS, year: number) {
  const seq = await nextInSeries(tx, COUNTERS[series], year);
  return { number: `${series}-${year}-${String(seq).padStart(6, "0")}`, year, seq };
}

export async function insertCreditNote(tx: Tx, row: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning();
  return inserted!;
}

export const findCreditNoteOf = (db: Reader, invoiceId: number) =>
  firstRow(db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)));

/** A credit note with the number of the invoice it cancels. */
export const findCreditNote = (db: Reader, number: string) =>
  firstRow(
    db
      .select({ note: creditNotes, invoiceNumber: invoices.number })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(creditNotes.number, number)),
  );
