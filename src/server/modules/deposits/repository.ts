import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import {
  bookingMessages,
  bookings,
  depositEvidence,
  depositSettlements,
  handoverPhotos,
  handoverSheets,
  users,
} from "../../db/schema";

/** Reads and writes of deposit settlements and their evidence. */

type Reader = Db | Tx;
export type SettlementRow = typeof depositSettlements.$inferSelect;
export type SettlementInsert = typeof depositSettlements.$inferInsert;
export type PhotoRow = typeof handoverPhotos.$inferSelect;

/** The settlement of a booking's deposit, if it began; `lock` holds it until the transaction ends. */
export function findSettlement(db: Reader, bookingId: string, { lock = false } = {}) {
  const query = db.select().from(depositSettlements).where(eq(depositSettlements.bookingId, bookingId));
  return firstRow(lock ? query.for("update") : query);
}

export async function insertSettlement(tx: Tx, values: SettlementInsert) {
  return (await tx.insert(depositSettlements).values(values).returning())[0]!;
}

export async function updateSettlement(tx: Tx, bookingId: string, values: Partial<SettlementInsert>) {
  return (
    await tx
      .update(depositSettlements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(depositSettlements.bookingId, bookingId))
      .returning()
  )[0]!;
}

export async function insertEvidence(tx: Tx, bookingId: string, photoIds: string[]) {
  if (photoIds.length > 0) await tx.insert(depositEvidence).values(photoIds.map((photoId) => ({ bookingId, photoId })));
}

/** The photos of the booking's return sheet, oldest first: what a claim's evidence is chosen from. */
export function listReturnPhotos(db: Reader, bookingId: string): Promise<PhotoRow[]> {
  return db
    .select({ p: handoverPhotos })
    .from(handoverPhotos)
    .innerJoin(handoverSheets, eq(handoverSheets.id, handoverPhotos.sheetId))
    .where(and(eq(handoverSheets.bookingId, bookingId), eq(handoverSheets.kind, "return")))
    .orderBy(asc(handoverPhotos.createdAt), asc(handoverPhotos.id))
    .then((rows) => rows.map((r) => r.p));
}

/** The evidence photos of a claim, in the order they were taken. */
export function listEvidence(db: Reader, bookingId: string): Promise<PhotoRow[]> {
  return db
    .select({ p: handoverPhotos })
    .from(depositEvidence)
    .innerJoin(handoverPhotos, eq(handoverPhotos.id, depositEvidence.photoId))
    .where(eq(depositEvidence.bookingId, bookingId))
    .orderBy(asc(handoverPhotos.createdAt), asc(handoverPhotos.id))
    .then((rows) => rows.map((r) => r.p));
}

/** Names of accounts by id (for "by whom" on each step); a deleted account is absent. */
export async function findNames(db: Reader, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Everyone told of a dispute: admins and staff. */
export function findSupport(db: Reader) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.role, ["admin", "staff"]));
}

const ownerAccount = alias(users, "owner_account");

/** A deposit line's columns: the booking, its settlement (if any) and the owner's name. */
const lineColumns = {
  booking: {
    id: bookings.id,
    equipmentName: bookings.equipmentName,
    userName: bookings.userName,
    endDate: bookings.endDate,
    deposit: bookings.deposit,
    updatedAt: bookings.updatedAt,
  },
  settlement: depositSettlements,
  ownerName: ownerAccount.name,
};

const linesFrom = (db: Reader) =>
  db
    .select(lineColumns)
    .from(bookings)
    .leftJoin(depositSettlements, eq(depositSettlements.bookingId, bookings.id))
    .leftJoin(ownerAccount, eq(ownerAccount.id, bookings.ownerId));

export type LineRow = Awaited<ReturnType<ReturnType<typeof linesFrom>["execute"]>>[number];

/**
 * The owner's deposits not yet at their end: returned bookings whose deposit is
 * held, being claimed or disputed, or waiting for the refund to be recorded.
 * (Settlements that ended without a refund due are filtered by the service.)
 */
export function listOwnerOpenDeposits(db: Reader, ownerId: string, limit = 50) {
  return linesFrom(db)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.status, "completed"),
        gt(bookings.deposit, 0),
        or(isNull(depositSettlements.state), ne(depositSettlements.state, "refunded")),
      ),
    )
    .orderBy(desc(bookings.endDate))
    .limit(limit);
}

/** Disputes for admins and staff: open ones first (oldest first, as a queue), then the latest decided. */
export function listDisputeLines(db: Reader, limit = 100) {
  return (
    linesFrom(db)
      // A decided dispute stays a dispute after its refund is recorded (state 'refunded'): support
      // must still find it, and the links sent about it must still open (issue 30 item 4).
      .where(or(eq(depositSettlements.state, "disputed"), isNotNull(depositSettlements.decidedAt)))
      .orderBy(
        sql`case when ${depositSettlements.state} = 'disputed' then 0 else 1 end`,
        sql`case when ${depositSettlements.state} = 'disputed' then ${depositSettlements.updatedAt} end asc`,
        desc(depositSettlements.decidedAt),
      )
      .limit(limit)
  );
}

/** One booking's deposit line. */
export const findLine = (db: Reader, bookingId: string) => firstRow(linesFrom(db).where(eq(bookings.id, bookingId)));

/** A booking's messages with their senders' names, oldest first (for the decision view). */
export const listMessages = (db: Reader, bookingId: string) =>
  db
    .select({ body: bookingMessages.body, at: bookingMessages.createdAt, name: users.name })
    .from(bookingMessages)
    .leftJoin(users, eq(users.id, bookingMessages.senderId))
    .where(eq(bookingMessages.bookingId, bookingId))
    .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id));

/** The booking's "deposit returned" time, set when the refund is recorded (the booking's price lines read it). */
export async function markBookingDepositReturned(tx: Tx, bookingId: string, at: Date) {
  await tx.update(bookings).set({ depositReturnedAt: at }).where(eq(bookings.id, bookingId));
}
