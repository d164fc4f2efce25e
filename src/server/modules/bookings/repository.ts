import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { findValue, firstRow, firstValue } from "../../db/query";
import {
  appSettings,
  bookingEvents,
  bookingReceipts,
  bookings,
  gear,
  invoices,
  owners,
  ownerPaymentSettings,
  reviews,
  users,
  voucherUses,
} from "../../db/schema";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import { gearHoldsLock } from "../gear/repository";
import { ownerNameColumns } from "../owners/repository";
import { findRenterRecord } from "./renter-record";
import { findHeldUnits } from "./held-units";
import { bookableUnitsSql } from "../gear/units";

export type BookingRow = typeof bookings.$inferSelect;
type Reader = Db | Tx;

/** One booking by id; `lock` holds its row until the transaction ends, so two moves cannot interleave. */
export async function findBooking(db: Reader, id: string, { lock = false } = {}): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  return firstRow(lock ? query.for("update") : query);
}

/** The booking a renter made with this Idempotency-Key, if any. */
export async function findByIdempotencyKey(db: Reader, renterId: string, key: string) {
  return firstRow(
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.renterId, renterId), eq(bookings.idempotencyKey, key))),
  );
}

const contextQuery = (db: Db) =>
  db
    .select({
      settings: appSettings,
      item: gear,
      owner: { name: users.name, email: users.email },
      ownerStatus: owners.status,
      ownerName: ownerNameColumns,
      // Its id only: a replayed key is rare, and reads its booking then (~40 columns fewer to parse on every request).
      existingId: bookings.id,
      // Units free for the rental and the listing's turnaround after it: the same test
      // as the exclusion constraint gear_holds_no_overlap (migration 0035).
      freeUnits: bookableUnitsSql(
        sql`${sql.placeholder("gearId")}`,
        sql`(case when isempty(${sql.placeholder("period")}::daterange) then 'empty'::daterange else daterange(lower(${sql.placeholder("period")}::daterange), upper(${sql.placeholder("period")}::daterange) + ${gear.turnaroundDays}) end)`,
      ),
    })
    .from(appSettings)
    .leftJoin(gear, eq(gear.id, sql.placeholder("gearId")))
    .leftJoin(owners, eq(owners.userId, gear.ownerId))
    .leftJoin(users, eq(users.id, gear.ownerId))
    .leftJoin(
      bookings,
      and(eq(bookings.renterId, sql.placeholder("renterId")), eq(bookings.idempotencyKey, sql.placeholder("key"))),
    )
    .where(eq(appSettings.id, 1))
    .prepare("booking_request_context");
const contextQueries = new WeakMap<Db, ReturnType<typeof contextQuery>>();

/**
 * What a booking request needs to read, in one round trip (PGlite answers one
 * query at a time, so every statement a request sends is paid by every request
 * queued behind it): the fee settings, the gear, its owner's status, contact and
 * public names (the new booking's answer shows them), the booking already made
 * with this Idempotency-Key (its id), and how many units no hold touches over `period` (a
 * daterange literal of the rental days; 'empty' overlaps nothing) and the listing's turnaround after it. Undefined when the settings row
 * is missing. The statement is built once per database (drizzle spent ~8 % of a
 * refused request's CPU building it; on PostgreSQL it is also prepared once per
 * connection).
 */
export async function findBookingRequestContext(db: Db, renterId: string, gearId: string, key: string, period: string) {
  let query = contextQueries.get(db);
  if (!query) contextQueries.set(db, (query = contextQuery(db)));
  return firstRow(query.execute({ renterId, gearId, key, period }));
}

/**
 * Hold both accounts of a booking request FOR SHARE until the transaction ends:
 * deleting either account locks its row and checks for open bookings, so the two
 * cannot interleave. In the same round trip, the listing's hold lock
 * (`gearHoldsLock`): requests for one listing then insert their holds one at a
 * time instead of deadlocking in the exclusion constraint. Returns the owner's
 * status now (they may have been suspended since the first read), or null when
 * either account is gone.
 */
export async function holdBookingAccounts(tx: Tx, ownerId: string, renterId: string, gearId: string) {
  return firstValue(
    tx
      .select({ value: owners.status, locked: sql`${gearHoldsLock(gearId)}` })
      .from(owners)
      .innerJoin(users, eq(users.id, renterId))
      .where(eq(owners.userId, ownerId))
      .for("share"),
  );
}

/** Seed section 7: the owner's live list holds requests and bookings up to the hand-over. */
const OWNER_LIVE: BookingStatus[] = ["pending", "approved", "confirmed", "active"];
/** Seed section 7: the admin's live list holds what still needs someone's answer or payment. */
const ADMIN_LIVE: BookingStatus[] = ["pending", "approved", "confirmed"];
const LIVE_LIMIT = 50;
const MY_BOOKINGS_LIMIT = 200;

/**
 * Bookings matching `where`, newest first, each with its owner's public names
 * (null once the owner is gone) and whether it is of a kit, in one query.
 */
const listBookingsWithOwner = (db: Reader, where: SQL | undefined, limit: number) =>
  db
    .select({ booking: bookings, owner: ownerNameColumns, gearKind: gear.kind })
    .from(bookings)
    // gear_id restricts deletion (a booked listing is archived, never deleted): every booking has its row.
    .innerJoin(gear, eq(gear.id, bookings.gearId))
    .leftJoin(owners, eq(owners.userId, bookings.ownerId))
    .where(where)
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
export type BookingListRow = Awaited<ReturnType<typeof listBookingsWithOwner>>[number];

/** The renter's own bookings, newest first, optionally of one status. */
export const listRenterBookings = (db: Reader, renterId: string, status?: BookingStatus) =>
  listBookingsWithOwner(
    db,
    and(eq(bookings.renterId, renterId), status ? eq(bookings.status, status) : undefined),
    MY_BOOKINGS_LIMIT,
  );

/** The owner's live list: pending to active, newest first, 50. */
export const listOwnerLiveBookings = (db: Reader, ownerId: string) =>
  listBookingsWithOwner(db, and(eq(bookings.ownerId, ownerId), inArray(bookings.status, OWNER_LIVE)), LIVE_LIMIT);

/** The admin's live list: pending, approved and confirmed, newest first, 50. */
export const listAdminLiveBookings = (db: Reader) =>
  listBookingsWithOwner(db, inArray(bookings.status, ADMIN_LIVE), LIVE_LIMIT);

export type OwnerName = { username: string; displayName: string };

/**
 * What the detail page shows beside the booking row. Only what the caller asks
 * for is read: a new request (every POST /api/bookings answer) has no receipts
 * and no invoice yet, and PGlite answers one query at a time.
 */
export async function readBookingDetailParts(
  db: Reader,
  b: BookingRow,
  want: { receipts: boolean; invoice: boolean; payment: boolean; reviews: boolean; renterRecord: boolean },
) {
  const none = Promise.resolve([]);
  const [[names], events, receipts, [invoice], [payment], reviewed, renterRecord, heldUnits] = await Promise.all([
    // The owner's public names, whether it is a kit and the listing's units now, in one read.
    db
      .select({ owner: ownerNameColumns, gearKind: gear.kind, gearUnitCount: gear.unitCount })
      .from(gear)
      .leftJoin(owners, eq(owners.userId, b.ownerId))
      .where(eq(gear.id, b.gearId)),
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, b.id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    want.receipts
      ? db
          .select()
          .from(bookingReceipts)
          .where(eq(bookingReceipts.bookingId, b.id))
          .orderBy(desc(bookingReceipts.createdAt))
      : none,
    want.invoice ? db.select().from(invoices).where(eq(invoices.bookingId, b.id)) : none,
    want.payment ? db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, b.ownerId)) : none,
    want.reviews
      ? db.select({ subject: reviews.subjectType }).from(reviews).where(eq(reviews.bookingId, b.id))
      : Promise.resolve([] as { subject: string }[]),
    want.renterRecord && b.renterId ? findRenterRecord(db, b.renterId) : null,
    findHeldUnits(db, b.id),
  ]);
  return {
    owner: names?.owner ?? undefined,
    gearKind: names?.gearKind ?? "listing",
    gearUnitCount: names?.gearUnitCount ?? 1,
    events,
    receipts,
    invoice,
    payment,
    // Each subject is reviewed once per booking (reviews_once_idx): a written one is no longer offered.
    reviewedSubjects: reviewed.map((r) => r.subject),
    renterRecord,
    heldUnits,
  };
}

/** What the detail answer reads of a timeline event (a booking just written presents its own). */
export type TimelineEvent = Pick<
  typeof bookingEvents.$inferSelect,
  "fromStatus" | "toStatus" | "actorRole" | "reason" | "at"
>;
export type BookingDetailParts = Omit<Awaited<ReturnType<typeof readBookingDetailParts>>, "events"> & {
  events: TimelineEvent[];
};

/** Whether the renter has uploaded a payment receipt (accepting one needs one). */
export async function hasReceipt(db: Reader, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingReceipts.id })
    .from(bookingReceipts)
    .where(eq(bookingReceipts.bookingId, bookingId))
    .limit(1);
  return !!row;
}

export const insertReceipt = (tx: Tx, row: typeof bookingReceipts.$inferInsert) =>
  tx.insert(bookingReceipts).values(row);

/** A receipt of this booking (a receipt id under another booking's URL is not found). */
export async function findReceipt(db: Reader, bookingId: string, receiptId: string) {
  return firstRow(
    db
      .select()
      .from(bookingReceipts)
      .where(and(eq(bookingReceipts.id, receiptId), eq(bookingReceipts.bookingId, bookingId))),
  );
}

/** The storage key of the owner's DuitNow QR image, if they uploaded one. */
export async function findPaymentQrKey(db: Reader, ownerId: string): Promise<string | null> {
  return findValue(db, ownerPaymentSettings.duitnowQrKey, eq(ownerPaymentSettings.ownerId, ownerId));
}

/** The owner's checked DuitNow payload (null: no QR, or an image from before QRs were checked). */
export async function findPaymentQrPayload(db: Reader, ownerId: string): Promise<string | null> {
  return findValue(db, ownerPaymentSettings.duitnowQrPayload, eq(ownerPaymentSettings.ownerId, ownerId));
}

/** When the gear came back (the move to completed), or null if it has not. */
export async function findCompletedAt(db: Reader, bookingId: string): Promise<Date | null> {
  return findValue(
    db,
    bookingEvents.at,
    and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, "completed")),
  );
}

/** An invoice with its booking, the seller's names and the buyer's e-mail. */
export async function findInvoice(db: Reader, number: string) {
  return firstRow(
    db
      .select({
        inv: invoices,
        b: bookings,
        seller: { ...ownerNameColumns, businessName: owners.businessName },
        renterEmail: users.email,
        voucher: { code: voucherUses.code, bornBy: voucherUses.bornBy },
      })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .innerJoin(owners, eq(owners.userId, bookings.ownerId))
      .leftJoin(users, eq(users.id, bookings.renterId))
      .leftJoin(voucherUses, eq(voucherUses.bookingId, bookings.id))
      .where(eq(invoices.number, number)),
  );
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** Names and addresses of accounts, for e-mails (a deleted account is simply absent). */
export async function findContacts(db: Reader, ids: (string | null)[]) {
  const wanted = ids.filter((x): x is string => !!x);
  const rows = wanted.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
