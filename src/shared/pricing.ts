import { MAX_RENTAL_DAYS } from "./booking-lifecycle";
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
  /** Identical units booked together (issue 32, ADR 037): each pays the rate and the deposit; default 1. */
  units?: number;
  /** From settings, in basis points (600 = 6%); default 0. */
  serviceFeeBasisPoints?: number;
  sstBasisPoints?: number;
}

export const RATE_SOURCES = ["daily", "extended", "tier", "student"] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

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

/** Whether a listing has a student rate at all; who may use it is the caller's question (a verified student). */
export const offersStudentRate = (gear: GearPricing): gear is GearPricing & { studentPrice: number } =>
  !!gear.enableStudentRate && gear.studentPrice != null;

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
  if (isStudent && offersStudentRate(gear) && gear.studentPrice < rate) {
    return { rate: gear.studentPrice, source: "student" };
  }
  return { rate, source };
}

/** The one price function: server stores it, client shows it. */
export function quotePrice(input: QuoteInput): Quote {
  const { gear, days } = input;
  if (!Number.isInteger(days) || days < 1) throw new RangeError("days must be a positive integer");
  const units = input.units ?? 1;
  if (!Number.isInteger(units) || units < 1) throw new RangeError("units must be a positive integer");
  const { rate, source } = dailyRate(gear, days, input.isStudent);
  // The rate is per unit and day; a voucher, fee and SST then apply to the whole booking.
  const subtotal = rate * days * units;
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
    deposit: (gear.deposit ?? 0) * units,
  };
}

/** One row of a price table: rentals of `minDays` to `maxDays` days pay `rate` sen a day. */
export interface PriceBand {
  minDays: number;
  /** null: and longer, up to the longest rental (MAX_RENTAL_DAYS). */
  maxDays: number | null;
  /** sen per day */
  rate: number;
}

/**
 * What a renter pays per day for each rental length, read off `dailyRate` (the
 * rule `quotePrice` charges with) for every length from 1 day to the longest
 * rental, adjacent lengths with the same rate merged. The bands are contiguous
 * and never overlap by construction, so a listing can never show a price the
 * quote contradicts (issue 11: the daily, extended and tier prices listed side
 * by side did). `isStudent`: the table of a renter who may use the student rate.
 */
export function priceTable(gear: GearPricing, isStudent = false): PriceBand[] {
  const bands: PriceBand[] = [];
  for (let days = 1; days <= MAX_RENTAL_DAYS; days++) {
    const { rate } = dailyRate(gear, days, isStudent);
    const last = bands[bands.length - 1];
    if (last && last.rate === rate) last.maxDays = days;
    else bands.push({ minDays: days, maxDays: days, rate });
  }
  bands[bands.length - 1]!.maxDays = null;
  return bands;
}

/**
 * The lowest per-day rate any rental length pays (the price table's cheapest
 * band): what "from RM x a day" may honestly say. The base daily price is not
 * it when tiers apply — a listing of RM 200 with tiers of 210/160/150 charges
 * nobody 200 (issue 30 item 3).
 */
export const lowestRate = (gear: GearPricing, isStudent = false): number =>
  Math.min(...priceTable(gear, isStudent).map((band) => band.rate));
