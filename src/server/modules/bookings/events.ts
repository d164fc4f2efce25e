import type { Db, Tx } from "../../db/client";
import type { BookingParty, BookingStatus } from "../../../shared/booking-lifecycle";
import type { Voucher } from "../../../shared/pricing";
import type { BookingRow } from "./repository";

/**
 * What a booking announces, inside the transaction that writes it (issue 27 item 1). Deposits,
 * handover, invoices, vouchers, scam reports and notifications each register their handlers
 * here; this module imports none of them (a lint zone says so), so a new side effect of a
 * booking is a handler file in its own module, not an edit of create.ts or transition.ts.
 * A handler runs in the same transaction: what it writes commits or rolls back with the booking.
 */
export interface BookingEvents {
  /** A request was written; `discount` is the code's use it was priced with, if any. */
  "booking.requested": { booking: BookingRow; discount: { sourceId: string; amount: number } | null };
  /** A move is about to be written, with the booking row locked: a handler refuses it by throwing an AppError. */
  "booking.moving": { booking: BookingRow; from: BookingStatus; to: BookingStatus; party: BookingParty };
  /** A move was written; `at` is when. */
  "booking.moved": {
    before: BookingRow;
    after: BookingRow;
    from: BookingStatus;
    to: BookingStatus;
    party: BookingParty;
    actorId: string | null;
    reason: string | null;
    at: Date;
  };
}
export type BookingEvent = keyof BookingEvents;

/** The rental a discount code is checked against (the request's first look and its transaction). */
export interface RentalFacts {
  gear: { id: string; ownerId: string; category: string };
  days: number;
  /** Rate × days before any discount (sen). */
  subtotal: number;
  /** The Malaysian date the request is made. */
  today: string;
  renterId: string;
}

/** A code's discount as the quote reads it, and the row it came from. */
export interface Discount {
  sourceId: string;
  voucher: Voucher;
}

/**
 * One module's part in a booking. `prepare` reads, before the request's transaction opens, what
 * its `booking.requested` handler needs from outside it (a secret kept per database): on PGlite a
 * query on the root database inside a transaction cannot run (db/transaction-trap.ts).
 */
export interface BookingHandlers<Prepared = unknown> {
  module: string;
  prepare?: (db: Db) => Promise<Prepared>;
  on: {
    "booking.requested"?: (tx: Tx, e: BookingEvents["booking.requested"], prepared: Prepared) => Promise<void>;
    "booking.moving"?: (tx: Tx, e: BookingEvents["booking.moving"]) => Promise<void>;
    "booking.moved"?: (tx: Tx, e: BookingEvents["booking.moved"]) => Promise<void>;
  };
  /** Codes that lower a request's price (vouchers): checked before the transaction, taken inside it. */
  discounts?: {
    /** Refuses with 400 on `voucherCode` and the reason when the code cannot be used on this rental. */
    check(db: Db, code: string, rental: RentalFacts): Promise<Discount>;
    /** The same under the code's row lock, one use taken: an edit since the check counts. */
    take(tx: Tx, checked: Discount, rental: RentalFacts): Promise<Discount>;
  };
}

/** A module's handlers, typed by what its `prepare` gives (erased once registered). */
export const bookingHandlers = <Prepared>(h: BookingHandlers<Prepared>): BookingHandlers => h as BookingHandlers;

let installed: readonly BookingHandlers[] | null = null;

/**
 * The handlers of every module, in the order they run (src/server/booking-handlers.ts, called by
 * buildApp and the job worker). Installing again replaces the list: one process may build several apps.
 */
export function installBookingHandlers(handlers: readonly BookingHandlers[]): void {
  if (handlers.filter((h) => h.discounts).length > 1) throw new Error("bookings: at most one module gives discounts");
  installed = handlers;
}

function handlers(): readonly BookingHandlers[] {
  // Silently running a booking without its deposit, invoice or notices would be worse than failing.
  if (!installed)
    throw new Error("bookings: no handlers installed (installBookingHandlers, in buildApp and the worker)");
  return installed;
}

/** What each module's `prepare` read, for the request about to be written. */
export type Prepared = ReadonlyMap<string, unknown>;

export async function prepareRequest(db: Db): Promise<Prepared> {
  const read = new Map<string, unknown>();
  for (const h of handlers()) if (h.prepare) read.set(h.module, await h.prepare(db));
  return read;
}

export async function announceRequested(tx: Tx, e: BookingEvents["booking.requested"], prepared: Prepared) {
  for (const h of handlers()) await h.on["booking.requested"]?.(tx, e, prepared.get(h.module));
}

export async function announceMoving(tx: Tx, e: BookingEvents["booking.moving"]) {
  for (const h of handlers()) await h.on["booking.moving"]?.(tx, e);
}

export async function announceMoved(tx: Tx, e: BookingEvents["booking.moved"]) {
  for (const h of handlers()) await h.on["booking.moved"]?.(tx, e);
}

/** The module that gives discounts, if one is installed. */
export const discounts = () => handlers().find((h) => h.discounts)?.discounts ?? null;
