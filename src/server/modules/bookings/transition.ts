import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bookingEvents, bookingReceipts, bookings, gearHolds, invoiceCounters, invoices } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import {
  type BookingParty,
  type BookingStatus,
  findTransition,
  RECEIPT_DEADLINE_HOURS,
} from "../../../shared/booking-lifecycle";
import { notify } from "../notifications/service";
import { bookingTransitionMail } from "./mail";
import { canReadBooking, partyOf } from "./policy";

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Move a booking along the lifecycle table, or refuse with 409. Runs with the
 * booking row locked, so two moves cannot interleave; records the event,
 * releases the hold when the booking leaves the holding states, numbers the
 * invoice on confirmation, and tells the other side.
 */
export async function transitionBooking({
  db,
  actor,
  bookingId,
  to,
  reason,
}: {
  db: Db;
  actor: Actor | null;
  bookingId: string;
  to: BookingStatus;
  reason?: string | null;
}) {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b) throw notFound("The booking");
    const party: BookingParty | null = actor ? partyOf(actor, b) : "system";
    if (!party) {
      // Staff and accountants may read a booking, so a 404 would be a lie; they may not move it.
      if (actor && canReadBooking(actor, b))
        throw forbidden("Only the renter, the owner or an admin can change a booking.");
      throw notFound("The booking");
    }
    return applyTransition(tx, b, { party, actorId: actor?.user.id ?? null, to, reason: reason ?? null });
  });
}

/** The move itself, inside a transaction that holds the booking row. */
export async function applyTransition(
  tx: Tx,
  b: BookingRow,
  m: { party: BookingParty; actorId: string | null; to: BookingStatus; reason: string | null },
) {
  const from = b.status as BookingStatus;
  const t = findTransition(from, m.to);
  if (!t || !t.by.includes(m.party)) {
    throw conflict(`A booking that is ${from} cannot be moved to ${m.to}${t ? ` by the ${m.party}` : ""}.`);
  }
  if (t.viaReceipt) {
    const [receipt] = await tx
      .select({ id: bookingReceipts.id })
      .from(bookingReceipts)
      .where(eq(bookingReceipts.bookingId, b.id))
      .limit(1);
    if (!receipt) throw conflict("The renter has not uploaded a payment receipt yet.");
  }
  if (t.needsReason && !m.reason?.trim())
    throw new AppError("BAD_INPUT", 400, "Please give a reason.", { reason: "Please give a reason." });

  const now = new Date();
  await tx
    .update(bookings)
    .set({ status: m.to, updatedAt: now, ...(m.to === "approved" ? { approvedAt: now } : {}) })
    .where(eq(bookings.id, b.id));
  await tx.insert(bookingEvents).values({
    bookingId: b.id,
    fromStatus: from,
    toStatus: m.to,
    actorId: m.actorId,
    actorRole: m.party,
    reason: m.reason,
  });

  if (m.to === "cancelled" || m.to === "completed") {
    // Released days become bookable again; a completed booking's days are past.
    await tx.delete(gearHolds).where(and(eq(gearHolds.bookingId, b.id), eq(gearHolds.kind, "booking")));
  }
  if (m.to === "approved") {
    await enqueueJob(tx, {
      kind: "booking.expire-unpaid",
      payload: { bookingId: b.id },
      runAt: new Date(now.getTime() + RECEIPT_DEADLINE_HOURS * 3_600_000),
    });
  }
  if (m.to === "confirmed") await issueInvoice(tx, b, now);
  if (m.to === "completed") await tx.update(bookings).set({ depositReturnedAt: now }).where(eq(bookings.id, b.id));

  const after = { ...b, status: m.to };
  await bookingTransitionMail(tx, after, m.party, m.reason, from);
  for (const userId of [b.ownerId, b.renterId].filter((u): u is string => !!u && u !== m.actorId)) {
    await notify(tx, userId, {
      kind: `booking.${m.to}`,
      title: `${b.equipmentName}: ${m.to === "cancelled" ? "cancelled" : m.to}`,
      body: m.reason ?? "",
      link: userId === b.ownerId ? `/owners/dashboard?booking=${b.id}` : `/booking?booking=${b.id}`,
    });
  }
  await publish(
    tx,
    [`user:${b.ownerId}`, ...(b.renterId ? [`user:${b.renterId}` as const] : []), "role:admin", "role:staff"],
    { type: "booking", id: b.id },
  );
  return after;
}

/**
 * INV-YYYY-NNNNNN, sequential without gaps within a year: the year's counter row
 * is locked by the UPDATE until this transaction ends, so numbers are handed out
 * one at a time and a rolled-back transaction gives its number back.
 */
export async function issueInvoice(tx: Tx, b: BookingRow, now: Date) {
  const year = Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 4));
  await tx.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.year, year))
    .returning();
  const seq = counter!.last;
  const number = `INV-${year}-${String(seq).padStart(6, "0")}`;
  await tx.insert(invoices).values({
    number,
    year,
    seq,
    bookingId: b.id,
    subtotal: b.subtotal,
    discount: b.discount,
    serviceFee: b.serviceFee,
    sst: b.sst,
    total: b.total,
    deposit: b.deposit,
    issuedAt: now,
  });
  return number;
}
