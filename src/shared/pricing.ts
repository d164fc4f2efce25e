import { msg } from "./i18n/message";
import { percentOf } from "./money";

export interface PricingTier {
  minDays: number;
  maxDays: number | null;
  /** sen per day */
  price: number;
}

/** The price fields of a gear item (seed section 3), money in sen. */
export interface GearPricing {
  pricePerDay: number;
  extendedPrice?: number | null;
  extendedPriceThreshold?: number | null;
  enableMultiplePricing?: boolean;
  pricingTiers?: PricingTier[];
  enableStudentRate?: boolean;
  studentPrice?: number | null;
  deposit?: number;
}

export type Voucher = { kind: "percent"; basisPoints: number } | { kind: "fixed"; sen: number };

export interface QuoteInput {
  gear: GearPricing;
  days: number;
  /** A verified renter whose student card is approved. */
  isStudent?: boolean;
  voucher?: Voucher | null;
  /** From settings, in basis points (600 = 6%); default 0. */
  serviceFeeBasisPoints?: number;
  sstBasisPoints?: number;
}

export type RateSource = "daily" | "extended" | "tier" | "student";

export interface Quote {
  days: number;
  rate: number;
  rateSource: RateSource;
  subtotal: number;
  discount: number;
  serviceFee: number;
  sst: number;
  total: number;
  /** Refundable, collected beside the total. */
  deposit: number;
}

export const DEFAULT_EXTENDED_THRESHOLD = 4;

/** The tier whose day range holds `days`; the most specific (highest minDays) wins. */
function matchTier(tiers: PricingTier[], days: number): PricingTier | undefined {
  return tiers
    .filter((t) => days >= t.minDays && (t.maxDays == null || days <= t.maxDays))
    .sort((a, b) => b.minDays - a.minDays)[0];
}

/**
 * The per-day rate (PRODUCT.md section 7): a matching tier when multiple pricing
 * is on; else the extended price from the threshold (default 4) when set; else
 * the daily price (seed section 5: 1 to threshold−1 days pay the normal price).
 * A student pays the lower of that and the student price.
 */
export function dailyRate(gear: GearPricing, days: number, isStudent = false): { rate: number; source: RateSource } {
  let rate = gear.pricePerDay;
  let source: RateSource = "daily";
  const tier = gear.enableMultiplePricing ? matchTier(gear.pricingTiers ?? [], days) : undefined;
  const threshold = gear.extendedPriceThreshold ?? DEFAULT_EXTENDED_THRESHOLD;
  if (tier) {
    rate = tier.price;
    source = "tier";
  } else if (gear.extendedPrice != null && days >= threshold) {
    rate = gear.extendedPrice;
    source = "extended";
  }
  if (isStudent && gear.enableStudentRate && gear.studentPrice != null && gear.studentPrice < rate) {
    return { rate: gear.studentPrice, source: "student" };
  }
  return { rate, source };
}

/** The one price function: server stores it, client shows it. */
export function quotePrice(input: QuoteInput): Quote {
  const { gear, days } = input;
  if (!Number.isInteger(days) || days < 1) throw new RangeError("days must be a positive integer");
  const { rate, source } = dailyRate(gear, days, input.isStudent);
  const subtotal = rate * days;
  const v = input.voucher;
  const discount = !v ? 0 : Math.min(subtotal, v.kind === "percent" ? percentOf(subtotal, v.basisPoints) : v.sen);
  const afterVoucher = subtotal - discount;
  const serviceFee = percentOf(afterVoucher, input.serviceFeeBasisPoints ?? 0);
  const sst = percentOf(afterVoucher + serviceFee, input.sstBasisPoints ?? 0);
  return {
    days,
    rate,
    rateSource: source,
    subtotal,
    discount,
    serviceFee,
    sst,
    total: afterVoucher + serviceFee + sst,
    deposit: gear.deposit ?? 0,
  };
}

/** A day range's price line: "1–3 days, per day", or "7+ days, per day" when it has no end. */
const rangeLine = (min: number, max: number | null) =>
  max == null ? msg("bookings", "priceLines.from", { min }) : msg("bookings", "priceLines.range", { min, max });

/** The price lines a listing shows (seed: "price lines"), in sen; each label is a `msg` string. */
export function priceLines(gear: GearPricing, showStudent: boolean): { label: string; sen: number }[] {
  const threshold = gear.extendedPriceThreshold ?? DEFAULT_EXTENDED_THRESHOLD;
  const lines = [
    {
      label:
        threshold > 1 && gear.extendedPrice != null
          ? rangeLine(1, threshold - 1)
          : msg("bookings", "priceLines.perDay"),
      sen: gear.pricePerDay,
    },
  ];
  if (gear.extendedPrice != null) lines.push({ label: rangeLine(threshold, null), sen: gear.extendedPrice });
  if (gear.enableMultiplePricing) {
    for (const t of [...(gear.pricingTiers ?? [])].sort((a, b) => a.minDays - b.minDays)) {
      lines.push({ label: rangeLine(t.minDays, t.maxDays), sen: t.price });
    }
  }
  if (showStudent && gear.enableStudentRate && gear.studentPrice != null)
    lines.push({ label: msg("bookings", "priceLines.student"), sen: gear.studentPrice });
  return lines;
}
