import { describe, expect, it } from "vitest";
import { MAX_RENTAL_DAYS } from "./booking-lifecycle";
import { dailyRate, priceTable, quotePrice, type GearPricing, type PricingTier } from "./pricing";

const base: GearPricing = { pricePerDay: 10000, extendedPrice: 8000 };
/** `pricing` with multiple pricing switched on and these tiers. */
const withTiers = (pricing: GearPricing, pricingTiers: PricingTier[]): GearPricing => ({
  ...pricing,
  enableMultiplePricing: true,
  pricingTiers,
});

describe("dailyRate", () => {
  const tiered = withTiers(base, [
    { minDays: 2, maxDays: 4, price: 9000 },
    { minDays: 5, maxDays: null, price: 7000 },
  ]);
  const pricings = { base, tiered };
  it.each([
    // seed section 5: 1 to threshold−1 days at the normal price (default threshold 4)
    ["base", 1, 10000, "daily"],
    ["base", 2, 10000, "daily"],
    ["base", 3, 10000, "daily"],
    // extended price from the threshold
    ["base", 4, 8000, "extended"],
    ["base", 30, 8000, "extended"],
    // tiers: the daily price below the first tier, then the tier's price
    ["tiered", 1, 10000, "daily"],
    ["tiered", 2, 9000, "tier"],
    ["tiered", 4, 9000, "tier"],
    ["tiered", 5, 7000, "tier"],
    ["tiered", 60, 7000, "tier"],
  ] as const)("%s: %i days → %i sen (%s)", (pricing, days, rate, source) => {
    expect(dailyRate(pricings[pricing], days)).toEqual({ rate, source });
  });

  it("honours a custom threshold", () => {
    const g = { ...base, extendedPriceThreshold: 7 };
    expect(dailyRate(g, 6).rate).toBe(10000);
    expect(dailyRate(g, 7).rate).toBe(8000);
  });

  it("stays on the daily price when no extended price is set", () => {
    expect(dailyRate({ pricePerDay: 10000 }, 10)).toEqual({ rate: 10000, source: "daily" });
  });

  it("ignores tiers when multiple pricing is off", () => {
    expect(dailyRate({ ...tiered, enableMultiplePricing: false }, 2)).toEqual({ rate: 10000, source: "daily" });
  });

  it("prefers the most specific overlapping tier", () => {
    const g = withTiers({ pricePerDay: 100 }, [
      { minDays: 1, maxDays: null, price: 90 },
      { minDays: 3, maxDays: 5, price: 80 },
    ]);
    expect(dailyRate(g, 4).rate).toBe(80);
    expect(dailyRate(g, 6).rate).toBe(90);
  });

  const student: GearPricing = { ...base, enableStudentRate: true, studentPrice: 8500 };
  it("gives a student the lower of the rate and the student price", () => {
    expect(dailyRate(student, 1, true)).toEqual({ rate: 8500, source: "student" });
    expect(dailyRate(student, 4, true)).toEqual({ rate: 8000, source: "extended" });
  });
  it("gives the student price to students only, and only when enabled", () => {
    expect(dailyRate(student, 1, false).rate).toBe(10000);
    expect(dailyRate({ ...student, enableStudentRate: false }, 1, true).rate).toBe(10000);
  });
});

describe("quotePrice", () => {
  it("multiplies rate by days and carries the deposit separately", () => {
    const q = quotePrice({ gear: { ...base, deposit: 50000 }, days: 3 });
    expect(q).toMatchObject({
      days: 3,
      rate: 10000,
      subtotal: 30000,
      discount: 0,
      serviceFee: 0,
      sst: 0,
      total: 30000,
      deposit: 50000,
    });
  });

  it("applies the voucher, then the service fee, then SST, rounding half up to the sen", () => {
    // 3 × RM 33.33 = 99.99; 10% off → 10.00 (9.999 rounds) → 89.99; fee 5% → 4.50 (4.4995); SST 8% of 94.49 → 7.56 (7.5592)
    const q = quotePrice({
      gear: { pricePerDay: 3333 },
      days: 3,
      voucher: { kind: "percent", basisPoints: 1000 },
      serviceFeeBasisPoints: 500,
      sstBasisPoints: 800,
    });
    expect(q).toMatchObject({ subtotal: 9999, discount: 1000, serviceFee: 450, sst: 756, total: 8999 + 450 + 756 });
  });

  it("never discounts below zero", () => {
    const q = quotePrice({ gear: { pricePerDay: 1000 }, days: 1, voucher: { kind: "fixed", sen: 5000 } });
    expect(q.discount).toBe(1000);
    expect(q.total).toBe(0);
  });

  it("refuses a non-positive or fractional day count", () => {
    expect(() => quotePrice({ gear: base, days: 0 })).toThrow(RangeError);
    expect(() => quotePrice({ gear: base, days: 1.5 })).toThrow(RangeError);
  });
});

describe("priceTable", () => {
  // The demo Sony FX3 of issue 11: tiers 3–6 and 7+, and an extended price from 4 days that the tiers replace.
  const fx3 = withTiers({ pricePerDay: 25000, extendedPrice: 20000, enableStudentRate: true, studentPrice: 20000 }, [
    { minDays: 3, maxDays: 6, price: 22500 },
    { minDays: 7, maxDays: null, price: 18750 },
  ]);

  it("shows the bands the quote charges, not the extended price a tier replaces", () => {
    expect(priceTable(fx3)).toEqual([
      { minDays: 1, maxDays: 2, rate: 25000 },
      { minDays: 3, maxDays: 6, rate: 22500 },
      { minDays: 7, maxDays: null, rate: 18750 },
    ]);
    expect(quotePrice({ gear: fx3, days: 4 }).rate).toBe(22500);
  });

  it("gives a student the lower rate in every band, merging lengths that now cost the same", () => {
    expect(priceTable(fx3, true)).toEqual([
      { minDays: 1, maxDays: 6, rate: 20000 },
      { minDays: 7, maxDays: null, rate: 18750 },
    ]);
    // Not offered: a student's table is the regular one.
    expect(priceTable({ ...fx3, enableStudentRate: false }, true)).toEqual(priceTable(fx3));
  });

  it("splits at the extended price's threshold, and is one band for a plain daily price", () => {
    expect(priceTable({ ...base, extendedPriceThreshold: 7 })).toEqual([
      { minDays: 1, maxDays: 6, rate: 10000 },
      { minDays: 7, maxDays: null, rate: 8000 },
    ]);
    expect(priceTable({ pricePerDay: 5000 })).toEqual([{ minDays: 1, maxDays: null, rate: 5000 }]);
  });

  it("shows a gap between tiers at the price that fills it, and a tier that ends before the longest rental", () => {
    const g = withTiers(base, [
      { minDays: 2, maxDays: 2, price: 9000 },
      { minDays: 10, maxDays: 12, price: 7000 },
    ]);
    expect(priceTable(g)).toEqual([
      { minDays: 1, maxDays: 1, rate: 10000 },
      { minDays: 2, maxDays: 2, rate: 9000 },
      { minDays: 3, maxDays: 3, rate: 10000 },
      { minDays: 4, maxDays: 9, rate: 8000 },
      { minDays: 10, maxDays: 12, rate: 7000 },
      { minDays: 13, maxDays: null, rate: 8000 },
    ]);
  });

  it("reaches the longest rental and no further", () => {
    const g = withTiers({ pricePerDay: 100 }, [{ minDays: MAX_RENTAL_DAYS + 1, maxDays: null, price: 50 }]);
    expect(priceTable(g)).toEqual([{ minDays: 1, maxDays: null, rate: 100 }]);
  });
});
