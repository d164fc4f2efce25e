import type { Tx } from "../../db/client";
import type { BookingRow } from "../bookings/repository";
import { scheduleRefundDue } from "./reminders";
import { insertSettlement } from "./repository";

/**
 * A booking cancelled after payment (confirmed: the receipt was accepted, the
 * gear never handed over) owes the renter the whole deposit: there is no return
 * sheet and nothing to claim against, so the deposit is settled "returned" at
 * once and the owner records the refund as after "returned in full" (ADR 020),
 * chased by the refund-due follow-ups. The cancellation's own e-mail tells the
 * renter; the refund's e-mail follows when it is recorded.
 */
export async function settleCancelledDeposit(tx: Tx, b: BookingRow, now: Date) {
  if (b.deposit <= 0) return;
  const settled = await insertSettlement(tx, {
    bookingId: b.id,
    state: "returned",
    deposit: b.deposit,
    createdAt: now,
    updatedAt: now,
  });
  await scheduleRefundDue(tx, settled, now);
}
