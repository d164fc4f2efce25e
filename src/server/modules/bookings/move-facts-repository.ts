import { and, eq, inArray, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bookingEvents, bookingReceipts } from "../../db/schema";
import { todayInMalaysia } from "../../../shared/dates";
import type { MoveFacts } from "./policy";
import type { BookingRow } from "./repository";

const NO_FACTS: MoveFacts = { receiptUploaded: false, handedOverOn: null };

/**
 * What the move rules of `rows` read besides the rows (policy.ts MoveFacts):
 * whether an approved booking has a receipt, and the day (in Malaysia) an active
 * one was handed over. Two queries at most, whatever the number of rows; none
 * for rows in other states.
 */
export async function findMoveFacts(db: Db | Tx, rows: BookingRow[]): Promise<Map<string, MoveFacts>> {
  const idsIn = (status: string) => rows.filter((r) => r.status === status).map((r) => r.id);
  const approved = idsIn("approved");
  const active = idsIn("active");
  const [receipts, handovers] = await Promise.all([
    approved.length
      ? db
          .selectDistinct({ bookingId: bookingReceipts.bookingId })
          .from(bookingReceipts)
          .where(inArray(bookingReceipts.bookingId, approved))
      : [],
    active.length
      ? db
          .select({ bookingId: bookingEvents.bookingId, at: max(bookingEvents.at) })
          .from(bookingEvents)
          .where(and(inArray(bookingEvents.bookingId, active), eq(bookingEvents.toStatus, "active")))
          .groupBy(bookingEvents.bookingId)
      : [],
  ]);
  const withReceipt = new Set(receipts.map((r) => r.bookingId));
  const handedOver = new Map(handovers.map((h) => [h.bookingId, h.at ? todayInMalaysia(h.at) : null]));
  return new Map(
    rows.map((r) => [
      r.id,
      { ...NO_FACTS, receiptUploaded: withReceipt.has(r.id), handedOverOn: handedOver.get(r.id) ?? null },
    ]),
  );
}

/** The facts of one booking (see findMoveFacts). */
export const findMoveFactsOf = async (db: Db | Tx, b: BookingRow): Promise<MoveFacts> =>
  (await findMoveFacts(db, [b])).get(b.id) ?? NO_FACTS;
