import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { translateMessage } from "./i18n/message";
import { resources } from "./i18n/resources";
import { dailyRate, priceLines, quotePrice, type GearPricing } from "./pricing";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
/** The price lines with their labels read in `lang`. */
const linesIn = (lang: "en" | "ms", lines: { label: string; sen: number }[]) =>
  lines.map((l) => ({
    ...l,
    label: translateMessage(
      l.label,
      (key, params) => i18n.getFixedT(lang)(key as never, params as never) as unknown as string,
    ),
  }));

const base: GearPricing = { pricePerDay: 10000, extendedPrice: 8000 };

describe("dailyRate", () => {
  const tiered: GearPricing = {
    ...base,
    enableMultiplePricing: true,
    pricingTiers: [
      { minDays: 2, maxDays: 4, price: 9000 },
      { minDays: 5, maxDays: null, price: 7000 },
    ],
  };
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
    const g = {
      pricePerDay: 100,
      enableMultiplePricing: true,
      pricingTiers: [
        { minDays: 1, maxDays: null, price: 90 },
        { minDays: 3, maxDays: 5, price: 80 },
      ],
    };
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

describe("priceLines", () => {
  it("lists daily, extended, tiers and the student rate only when shown", () => {
    const g: GearPricing = {
      ...base,
      enableMultiplePricing: true,
      pricingTiers: [{ minDays: 7, maxDays: null, price: 6000 }],
      enableStudentRate: true,
      studentPrice: 7500,
    };
    expect(linesIn("en", priceLines(g, false))).toEqual([
      { label: "1–3 days, per day", sen: 10000 },
      { label: "4+ days, per day", sen: 8000 },
      { label: "7+ days, per day", sen: 6000 },
    ]);
    expect(linesIn("en", priceLines(g, true)).at(-1)).toEqual({ label: "Student rate, per day", sen: 7500 });
  });

  it("labels a plain daily price, and reads every line in Bahasa Melayu", () => {
    expect(linesIn("en", priceLines({ pricePerDay: 5000 }, false))).toEqual([{ label: "Per day", sen: 5000 }]);
    const g: GearPricing = {
      ...base,
      enableMultiplePricing: true,
      pricingTiers: [{ minDays: 7, maxDays: 13, price: 6000 }],
      enableStudentRate: true,
      studentPrice: 7500,
    };
    expect(linesIn("ms", priceLines(g, true)).map((l) => l.label)).toEqual([
      "1–3 hari, harga sehari",
      "4+ hari, harga sehari",
      "7–13 hari, harga sehari",
      "Kadar pelajar, harga sehari",
    ]);
  });
});
