import type { VoucherCheckResponse, VoucherFields, VoucherView } from "../../../shared/voucher-contracts";
import type { Voucher } from "../../../shared/pricing";
import type { VoucherRow, VoucherWithOwner } from "./repository";

/** Where a voucher stands today, for its badge. */
export function voucherState(v: VoucherRow, today: string): VoucherView["state"] {
  if (v.paused) return "paused";
  if (today < v.validFrom) return "scheduled";
  if (today > v.validTo) return "expired";
  if (v.usageLimit != null && v.usedCount >= v.usageLimit) return "usedUp";
  return "active";
}

/** Who gives up the discount: the issuing owner, or the platform for an admin's voucher. */
export const bearerOf = (v: Pick<VoucherRow, "ownerId">): "owner" | "platform" => (v.ownerId ? "owner" : "platform");

/** The editable fields of a stored voucher, as the contract types them. */
export const fieldsOf = (v: VoucherRow): VoucherFields => ({
  code: v.code,
  kind: v.kind,
  amount: v.amount,
  scope: v.scope as VoucherFields["scope"],
  category: v.category as VoucherFields["category"],
  gearIds: v.gearIds,
  minDays: v.minDays,
  minSpend: v.minSpend,
  validFrom: v.validFrom,
  validTo: v.validTo,
  usageLimit: v.usageLimit,
  perRenterLimit: v.perRenterLimit,
  paused: v.paused,
});

export function presentVoucher({ v, owner }: VoucherWithOwner, today: string): VoucherView {
  return {
    id: v.id,
    ...fieldsOf(v),
    usedCount: v.usedCount,
    state: voucherState(v, today),
    owner: v.ownerId && owner ? owner : null,
    bornBy: bearerOf(v),
    createdAt: v.createdAt.toISOString(),
  };
}

/** The discount as the shared `quotePrice` takes it. */
export const pricingVoucher = (v: Pick<VoucherRow, "kind" | "amount">): Voucher =>
  v.kind === "percent" ? { kind: "percent", basisPoints: v.amount } : { kind: "fixed", sen: v.amount };

export const presentCheck = (v: VoucherRow): VoucherCheckResponse => ({
  code: v.code,
  voucher: pricingVoucher(v),
  bornBy: bearerOf(v),
});
