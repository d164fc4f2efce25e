import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow, stampOnce } from "../../db/query";
import { bookingMessages, bookings, users } from "../../db/schema";

/**
 * Mark the messages one side received in a booking's thread read by them. A
 * read mark is what stops the 10-minute e-mail to that side.
 */
export async function markThreadRead(db: Db, bookingId: string, side: "renter" | "owner", readerId: string) {
  await stampOnce(
    db,
    bookingMessages,
    side === "owner" ? "ownerReadAt" : "renterReadAt",
    and(
      eq(bookingMessages.bookingId, bookingId),
      // A deleted sender leaves senderId null, which `<>` alone would never match.
      or(isNull(bookingMessages.senderId), ne(bookingMessages.senderId, readerId)),
    ),
  );
}

/** A booking's thread, oldest first, with each sender's name (null once their account is gone). */
export const listThread = (db: Db, bookingId: string) =>
  db
    .select({ m: bookingMessages, name: users.name })
    .from(bookingMessages)
    .leftJoin(users, eq(users.id, bookingMessages.senderId))
    .where(eq(bookingMessages.bookingId, bookingId))
    .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id));

export async function insertMessage(tx: Tx, row: { bookingId: string; senderId: string; body: string }) {
  const [m] = await tx.insert(bookingMessages).values(row).returning({ id: bookingMessages.id });
  return m!.id;
}

/** A message with its booking and its sender's name, for the unread-message e-mail. */
export async function findMessageForMail(db: Db, messageId: number) {
  return firstRow(
    db
      .select({ m: bookingMessages, b: bookings, from: users.name })
      .from(bookingMessages)
      .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
      .leftJoin(users, eq(users.id, bookingMessages.senderId))
      .where(eq(bookingMessages.id, messageId)),
  );
}
