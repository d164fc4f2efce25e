import type { Actor } from "../../plugins/actor";
import type { BookingDetail, BookingListItem, InvoiceResponse } from "../../../shared/booking-contracts";
import { isLate } from "../../../shared/booking-lifecycle";
import { todayInMalaysia } from "../../../shared/dates";
import { bookingQr } from "./booking-qr";
import type { ownerPaymentSettings } from "../../db/schema";
import { amountDue, bookingReference } from "../../../shared/payment-reference";
import { bookingAbilities, bookingActions, maySeeBookingQr, maySeePayment, type MoveFacts, partyOf } from "./policy";
import type { BookingDetailParts, BookingRow, InvoiceRow, OwnerName } from "./repository";

type PaymentSettings = typeof ownerPaymentSettings.$inferSelect;

type Amounts = Pick<BookingRow, "subtotal" | "discount" | "serviceFee" | "sst" | "total" | "deposit">;

/** The money of a booking or its invoice (integer sen): the quote's lines, the total and the deposit. */
export const amountsOf = ({ subtotal, discount, serviceFee, sst, total, deposit }: Amounts): Amounts => ({
  subtotal,
  discount,
  serviceFee,
  sst,
  total,
  deposit,
});

/**
 * A booking as its reader may see it; `actions` are the moves the reader may
 * make today (`facts` are what their rules read besides the row: findMoveFacts).
 */
export function presentBooking(
  b: BookingRow,
  actor: Actor,
  facts: MoveFacts,
  { owner, gearKind }: { owner?: OwnerName; gearKind: string },
  today = todayInMalaysia(),
): BookingListItem {
  return {
    id: b.id,
    status: b.status,
    gear: { id: b.gearId, name: b.equipmentName, kind: gearKind === "kit" ? "kit" : "listing" },
    owner: { id: b.ownerId, username: owner?.username ?? null, displayName: owner?.displayName ?? null },
    renter: { id: b.renterId, name: b.userName },
    startDate: b.startDate,
    endDate: b.endDate,
    days: b.days,
    pickupTime: b.pickupTime,
    returnTime: b.returnTime,
    note: b.renterNote,
    units: b.units,
    price: { rate: b.rate, rateSource: b.rateSource, ...amountsOf(b) },
    depositReturned: !!b.depositReturnedAt,
    createdAt: b.createdAt.toISOString(),
    myPart: partyOf(actor, b),
    ...bookingActions(actor, b, facts, today),
    late: isLate(b, today),
  };
}

/**
 * Whether a returned booking's units are unknown (ADR 047). A return keeps the units it
 * releases (booking_units, migration 0037), so a completed booking without them came back
 * before that. Its unit numbers and labels cannot be rebuilt (holds are deleted at return),
 * so nothing is backfilled; this says so where it matters: several units, a kit's, or a
 * listing that has several units now. A single unit of a one-unit listing was unit 1, and
 * the page never named it (as today's one unlabelled unit is not named).
 */
function unitsNotRecorded(b: BookingRow, parts: Pick<BookingDetailParts, "heldUnits" | "gearKind" | "gearUnitCount">) {
  if (b.status !== "completed" || parts.heldUnits.length > 0) return false;
  return b.units > 1 || parts.gearKind === "kit" || parts.gearUnitCount > 1;
}

/** The detail page: the booking, its timeline, receipts, invoice, payment details when due, and the caller's abilities. */
export function presentBookingDetail(b: BookingRow, actor: Actor, parts: BookingDetailParts): BookingDetail {
  const completed = parts.events.findLast((e) => e.toStatus === "completed");
  const handedOver = b.status === "active" ? parts.events.findLast((e) => e.toStatus === "active") : undefined;
  const payment = maySeePayment(actor, b) ? parts.payment : undefined;
  // The detail reads its receipts and timeline anyway: the move rules' facts come from them.
  const facts: MoveFacts = {
    receiptUploaded: parts.receipts.length > 0,
    handedOverOn: handedOver ? todayInMalaysia(handedOver.at) : null,
  };
  return {
    ...presentBooking(b, actor, facts, parts),
    heldUnits: parts.heldUnits,
    unitsNotRecorded: unitsNotRecorded(b, parts),
    timeline: parts.events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      by: e.actorRole,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
    receipts: parts.receipts.map((r) => ({
      id: r.id,
      contentType: r.contentType,
      url: `/api/bookings/${b.id}/receipts/${r.id}`,
      uploadedAt: r.createdAt.toISOString(),
      reference: r.transferReference,
      paidOn: r.transferDate,
      statedAmount: r.statedAmount,
      referenceMatches: r.referenceMatches,
    })),
    invoice: parts.invoice
      ? { number: parts.invoice.number, status: parts.invoice.status, url: `/invoices/${parts.invoice.number}` }
      : null,
    payment: payment ? presentPayment(b, actor, payment) : null,
    renterRecord: parts.renterRecord ?? null,
    ...bookingAbilities(actor, b, completed?.at ?? null, new Date(), parts.reviewedSubjects),
  };
}

/** Where and how much to pay, with the booking's own QR while payment is due (see bookingQr). */
function presentPayment(b: BookingRow, actor: Actor, p: PaymentSettings): NonNullable<BookingDetail["payment"]> {
  const qr = maySeeBookingQr(actor, b) ? bookingQr(b, p) : null;
  return {
    bank: p.bank,
    accountHolder: p.accountHolder,
    accountNumber: p.accountNumber,
    duitnowId: p.duitnowId,
    // An image never checked has no payload to build from: it is shown as uploaded, as before.
    qrUrl: p.duitnowQrKey && !p.duitnowQrPayload ? `/api/bookings/${b.id}/payment-qr` : null,
    reference: bookingReference(b.id),
    amountDue: amountDue(b),
    bookingQr: qr === null ? null : { url: `/api/bookings/${b.id}/duitnow-qr.png?amount=${amountDue(b)}`, payload: qr },
  };
}

/** The printable invoice. */
export function presentInvoice({ inv, b, seller, renterEmail, voucher }: InvoiceRow): InvoiceResponse {
  return {
    number: inv.number,
    status: inv.status,
    issuedAt: inv.issuedAt.toISOString(),
    seller: { name: seller.businessName || seller.displayName, username: seller.username },
    buyer: { name: b.userName, email: renterEmail },
    booking: {
      id: b.id,
      gearName: b.equipmentName,
      startDate: b.startDate,
      endDate: b.endDate,
      days: b.days,
      rate: b.rate,
      units: b.units,
    },
    amounts: amountsOf(inv),
    voucher: voucher && { code: voucher.code, bornBy: voucher.bornBy === "owner" ? "owner" : "platform" },
  };
}
