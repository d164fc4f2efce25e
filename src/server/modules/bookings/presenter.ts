import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingEvents, bookingReceipts, bookings, invoices, owners, ownerPaymentSettings } from "../../db/schema";
import type { Actor } from "../../plugins/actor";
import { availableTransitions, type BookingStatus } from "../../../shared/booking-lifecycle";
import { partyOf } from "./policy";

type BookingRow = typeof bookings.$inferSelect;

/** Statuses in which the renter sees where to pay (PRODUCT.md section 6: after approval). */
const PAYMENT_VISIBLE: BookingStatus[] = ["approved", "confirmed", "active", "completed"];

/** A booking as its reader may see it; `actions` are the moves the reader may make. */
export function presentBooking(b: BookingRow, actor: Actor, owner?: { username: string; displayName: string }) {
  const party = partyOf(actor, b);
  return {
    id: b.id,
    status: b.status as BookingStatus,
    gear: { id: b.gearId, name: b.equipmentName },
    owner: { id: b.ownerId, username: owner?.username ?? null, displayName: owner?.displayName ?? null },
    renter: { id: b.renterId, name: b.userName },
    startDate: b.startDate,
    endDate: b.endDate,
    days: b.days,
    pickupTime: b.pickupTime,
    returnTime: b.returnTime,
    note: b.renterNote,
    price: {
      rate: b.rate,
      rateSource: b.rateSource,
      subtotal: b.subtotal,
      discount: b.discount,
      serviceFee: b.serviceFee,
      sst: b.sst,
      total: b.total,
      deposit: b.deposit,
    },
    depositReturned: !!b.depositReturnedAt,
    createdAt: b.createdAt.toISOString(),
    myPart: party,
    actions: party
      ? availableTransitions(b.status as BookingStatus, party).map((t) => ({
          to: t.to,
          label: t.label,
          needsReason: !!t.needsReason,
        }))
      : [],
  };
}

export type BookingView = ReturnType<typeof presentBooking>;

/** Owners' public names for a set of bookings, in one query. */
export async function ownerNames(db: Db, rows: BookingRow[]) {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  const names = new Map<string, { username: string; displayName: string }>();
  if (ids.length === 0) return names;
  for (const o of await db
    .select({ id: owners.userId, username: owners.username, displayName: owners.displayName })
    .from(owners)
    .where(inArray(owners.userId, ids))) {
    names.set(o.id, o);
  }
  return names;
}

export async function presentBookings(db: Db, rows: BookingRow[], actor: Actor) {
  const names = await ownerNames(db, rows);
  return rows.map((b) => presentBooking(b, actor, names.get(b.ownerId)));
}

/** The detail page: the booking, its timeline, receipts, invoice, and payment details when due. */
export async function presentBookingDetail(db: Db, b: BookingRow, actor: Actor) {
  const party = partyOf(actor, b);
  const showPayment =
    (party === "renter" || party === "owner" || party === "admin") &&
    PAYMENT_VISIBLE.includes(b.status as BookingStatus);
  // Only ask for what this status can have: receipts come after approval and the
  // invoice with confirmation, so a new request (every POST /api/bookings answer)
  // costs 2 queries instead of 5. PGlite answers one query at a time.
  const status = b.status as BookingStatus;
  const none = Promise.resolve([]);
  const [names, events, receipts, [invoice], [payment]] = await Promise.all([
    ownerNames(db, [b]),
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, b.id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    status === "pending"
      ? none
      : db
          .select()
          .from(bookingReceipts)
          .where(eq(bookingReceipts.bookingId, b.id))
          .orderBy(desc(bookingReceipts.createdAt)),
    status === "pending" || status === "approved"
      ? none
      : db.select().from(invoices).where(eq(invoices.bookingId, b.id)),
    showPayment ? db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, b.ownerId)) : none,
  ]);
  return {
    ...presentBooking(b, actor, names.get(b.ownerId)),
    timeline: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      by: e.actorRole,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
    receipts: receipts.map((r) => ({
      id: r.id,
      contentType: r.contentType,
      url: `/api/bookings/${b.id}/receipts/${r.id}`,
      uploadedAt: r.createdAt.toISOString(),
    })),
    invoice: invoice ? { number: invoice.number, status: invoice.status, url: `/invoices/${invoice.number}` } : null,
    payment:
      showPayment && payment
        ? {
            bank: payment.bank,
            accountHolder: payment.accountHolder,
            accountNumber: payment.accountNumber,
            duitnowId: payment.duitnowId,
            qrUrl: payment.duitnowQrKey ? `/api/bookings/${b.id}/payment-qr` : null,
          }
        : null,
  };
}
