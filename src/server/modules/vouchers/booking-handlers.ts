import { bookingHandlers } from "../bookings/events";
import { pricingVoucher } from "./presenter";
import { findVoucher } from "./repository";
import { findUsableVoucher, recordVoucherUse, releaseVoucherUse, takeVoucher } from "./redeem";

/**
 * A voucher code prices a request: checked before its transaction for a quick, clear refusal, taken
 * inside it. Its use is written with the booking, and given back when the booking gave nothing.
 */
export const voucherBookingHandlers = bookingHandlers({
  module: "vouchers",
  discounts: {
    async check(db, code, rental) {
      const v = await findUsableVoucher(db, code, rental);
      return { sourceId: v.id, voucher: pricingVoucher(v) };
    },
    async take(tx, checked, rental) {
      const v = await takeVoucher(tx, checked.sourceId, rental);
      return { sourceId: v.id, voucher: pricingVoucher(v) };
    },
  },
  on: {
    "booking.requested": async (tx, e) => {
      if (!e.discount || !e.booking.renterId) return;
      // Taken under its row lock moments ago, in this transaction: the row is there.
      const v = (await findVoucher(tx, e.discount.sourceId))!;
      await recordVoucherUse(tx, v, {
        bookingId: e.booking.id,
        renterId: e.booking.renterId,
        amount: e.discount.amount,
      });
    },
    // A declined, cancelled or expired booking gave nothing: its voucher use is given back.
    "booking.moved": async (tx, e) => {
      if (e.to === "cancelled") await releaseVoucherUse(tx, e.before.id);
    },
  },
});
