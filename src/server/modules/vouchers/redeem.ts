import type { Db, Tx } from "../../db/client";
import { msg } from "../../../shared/i18n/message";
import { voucherRefusal, voucherRefused, type VoucherUseContext } from "./policy";
import { bearerOf } from "./presenter";
import {
  countUsesBy,
  findVoucher,
  findVoucherByCode,
  insertVoucherUse,
  releaseUseOf,
  takeVoucherUse,
  type VoucherRow,
} from "./repository";

/** The rental a code is checked against; the renter's own uses are read here. */
export type RentalFacts = Omit<VoucherUseContext, "renterUses"> & { renterId: string };

/**
 * The voucher a code names, if it can be used on this rental: the booking form's
 * check, and the booking request's first look before its transaction. Throws
 * 400 on `voucherCode` with the reason otherwise.
 */
export async function findUsableVoucher(db: Db | Tx, code: string, rental: RentalFacts): Promise<VoucherRow> {
  const v = await findVoucherByCode(db, code);
  if (!v) throw voucherRefused(msg("vouchers", "refusals.unknown", { code }));
  const refusal = voucherRefusal(v, { ...rental, renterUses: await countUsesBy(db, v.id, rental.renterId) });
  if (refusal) throw voucherRefused(refusal);
  return v;
}

/**
 * Inside the booking request's transaction: take one use of the voucher (the
 * row stays locked until commit) and check everything again on the row as it
 * is now, so a voucher paused, used up or used by this renter in between is
 * refused and nothing is recorded. Returns the voucher as taken, whose amount
 * the booking is priced with.
 */
export async function takeVoucher(tx: Tx, voucherId: string, rental: RentalFacts): Promise<VoucherRow> {
  const taken = await takeVoucherUse(tx, voucherId, rental.today);
  // Before this use, for the rules: the limit check is the conditional update's.
  const current = taken ? { ...taken, usedCount: taken.usedCount - 1 } : await findVoucher(tx, voucherId);
  if (!current) throw voucherRefused(msg("vouchers", "refusals.unknown", { code: "" }));
  const refusal = voucherRefusal(current, { ...rental, renterUses: await countUsesBy(tx, voucherId, rental.renterId) });
  if (refusal || !taken) throw voucherRefused(refusal ?? msg("vouchers", "refusals.usedUp", { code: current.code }));
  return taken;
}

/** The use, written with the booking it belongs to: amount in sen and who bears it, for the invoice and the books. */
export async function recordVoucherUse(
  tx: Tx,
  v: VoucherRow,
  use: { bookingId: string; renterId: string; amount: number },
): Promise<void> {
  await insertVoucherUse(tx, { voucherId: v.id, code: v.code, bornBy: bearerOf(v), ...use });
}

/** A declined, cancelled or expired booking gives its voucher use back. */
export const releaseVoucherUse = (tx: Tx, bookingId: string) => releaseUseOf(tx, bookingId);
