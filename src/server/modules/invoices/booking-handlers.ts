import { desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingReceipts, invoices } from "../../db/schema";
import { todayInMalaysia } from "../../../shared/dates";
import { bookingHandlers } from "../bookings/events";
import { amountsOf } from "../bookings/presenter";
import type { BookingRow } from "../bookings/repository";
import { nextDocumentNumber } from "./repository";

/** A booking's invoice is issued when it is confirmed. */
export const invoiceBookingHandlers = bookingHandlers({
  module: "invoices",
  on: {
    "booking.moved": async (tx, e) => {
      if (e.to === "confirmed") await issueInvoice(tx, e.before, e.at, e.actorId);
    },
  },
});

/**
 * INV-YYYY-NNNNNN (the year in Malaysia), from the gapless series (ADR 015), in the confirming
 * transaction. Confirming is the owner accepting the renter's receipt: the money has arrived,
 * so the invoice is issued paid (ADR 036), on the transfer's day and with its reference as the
 * renter gave them on the receipt (else today, and none), by whoever accepted it.
 */
async function issueInvoice(tx: Tx, b: BookingRow, now: Date, acceptedBy: string | null) {
  const today = todayInMalaysia(now);
  const numbered = await nextDocumentNumber(tx, "INV", Number(today.slice(0, 4)));
  const transfer = await findLatestTransfer(tx, b.id);
  await tx.insert(invoices).values({
    ...numbered,
    bookingId: b.id,
    ...amountsOf(b),
    issuedAt: now,
    status: "paid",
    paidOn: transfer?.paidOn && transfer.paidOn <= today ? transfer.paidOn : today,
    paymentReference: transfer?.reference ?? null,
    paidAt: now,
    paidBy: acceptedBy,
  });
}

/** What the renter said of the transfer on their latest receipt (the one the owner accepts), if anything. */
async function findLatestTransfer(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ reference: bookingReceipts.transferReference, paidOn: bookingReceipts.transferDate })
    .from(bookingReceipts)
    .where(eq(bookingReceipts.bookingId, bookingId))
    .orderBy(desc(bookingReceipts.createdAt))
    .limit(1);
  return row;
}
