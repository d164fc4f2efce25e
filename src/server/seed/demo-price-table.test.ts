import { describe, expect, it } from "vitest";
import { MAX_RENTAL_DAYS } from "../../shared/booking-lifecycle";
import { type GearPricing, offersStudentRate, priceTable, quotePrice } from "../../shared/pricing";
import { DEMO_GEAR, demoPricing } from "./demo-catalogue";

// demoPricing varies with the listing's index: tiers on every 4th, a student rate on every 3rd, so
// indexes 0..11 give each demo item every pricing the seed can give it.
const VARIANTS = 12;
const demoListings = DEMO_GEAR.flatMap((g) =>
  Array.from({ length: VARIANTS }, (_, i) => ({ name: `${g.name} (variant ${i})`, pricing: demoPricing(g, i) })),
);

/** The rate the table shows for `days`, failing unless exactly one band holds it. */
function shownRate(gear: GearPricing, days: number, isStudent: boolean) {
  const holding = priceTable(gear, isStudent).filter(
    (b) => b.minDays <= days && days <= (b.maxDays ?? MAX_RENTAL_DAYS),
  );
  expect(holding, `bands holding ${days} days`).toHaveLength(1);
  return holding[0]!.rate;
}

describe("the price table of every demo listing (issue 11)", () => {
  it("covers every demo item and every pricing variant", () => {
    expect(DEMO_GEAR.length).toBeGreaterThan(0);
    expect(demoListings.some((l) => l.pricing.enableMultiplePricing)).toBe(true);
    expect(demoListings.some((l) => offersStudentRate(l.pricing))).toBe(true);
    expect(demoListings.some((l) => l.pricing.extendedPrice != null && l.pricing.enableMultiplePricing)).toBe(true);
  });

  describe.each(demoListings)("$name", ({ pricing }) => {
    it.each([false, true])("student %s: each length 1 to 30 days shows exactly the rate quotePrice charges", (s) => {
      for (let days = 1; days <= 30; days++) {
        expect(shownRate(pricing, days, s), `${days} days`).toBe(
          quotePrice({ gear: pricing, days, isStudent: s }).rate,
        );
      }
    });

    it.each([false, true])("student %s: bands start at 1 day, follow on without gap or overlap", (s) => {
      const bands = priceTable(pricing, s);
      expect(bands[0]!.minDays).toBe(1);
      for (const [k, band] of bands.entries()) {
        const next = bands[k + 1];
        if (next) {
          expect(band.maxDays, "only the last band is open-ended").not.toBeNull();
          expect(band.maxDays).toBeGreaterThanOrEqual(band.minDays);
          expect(next.minDays).toBe(band.maxDays! + 1);
          expect(next.rate, "adjacent bands with one rate are merged").not.toBe(band.rate);
        } else {
          expect(band.maxDays, "the last band runs to the longest rental").toBeNull();
          expect(band.minDays).toBeLessThanOrEqual(MAX_RENTAL_DAYS);
        }
      }
    });
  });
});

/**
 * The demo Sony FX3 as the seed lists it first (demo-gear.ts: index 0, so tiers and
 * a student rate): RM 250 a day, extended RM 200 from 4 days, tiers 3–6 days RM 225
 * and 7+ RM 187.50, student RM 200. The tests above compare the table with
 * quotePrice, which both read dailyRate: a wrong rule would pass them. These
 * figures are written out by hand from the text (tiers replace the
 * extended price for the lengths they cover), so a wrong rule fails here.
 */
describe("the demo Sony FX3's table, in literal figures (issue 11)", () => {
  const fx3 = DEMO_GEAR.find((g) => g.model === "FX3")!;
  const listed = demoPricing(fx3, 0);
  const untiered = demoPricing(fx3, 1);
  const EXPECTED = {
    everyone: [
      { minDays: 1, maxDays: 2, rate: 25_000 },
      { minDays: 3, maxDays: 6, rate: 22_500 },
      { minDays: 7, maxDays: null, rate: 18_750 },
    ],
    // A verified student pays the lower of the band and RM 200.
    student: [
      { minDays: 1, maxDays: 6, rate: 20_000 },
      { minDays: 7, maxDays: null, rate: 18_750 },
    ],
    // Without tiers, the extended price from the default threshold of 4 days.
    untiered: [
      { minDays: 1, maxDays: 3, rate: 25_000 },
      { minDays: 4, maxDays: null, rate: 20_000 },
    ],
  };

  it("is the catalogue's FX3: RM 250 a day, RM 200 extended", () => {
    expect(fx3).toMatchObject({ rm: 250, extendedRm: 200 });
  });

  it("shows the bands 1–2 days RM 250, 3–6 RM 225, 7+ RM 187.50 (student: 1–6 RM 200, 7+ RM 187.50)", () => {
    expect(priceTable(listed)).toEqual(EXPECTED.everyone);
    expect(priceTable(listed, true)).toEqual(EXPECTED.student);
    expect(priceTable(untiered)).toEqual(EXPECTED.untiered);
  });

  it.each([
    ["everyone", listed, false],
    ["student", listed, true],
    ["untiered", untiered, false],
  ] as const)("%s: the charged total for 1 to 30 days is days × the literal band rate", (table, pricing, s) => {
    for (let days = 1; days <= 30; days++) {
      const band = EXPECTED[table].find((b) => b.minDays <= days && days <= (b.maxDays ?? Infinity))!;
      const quote = quotePrice({ gear: pricing, days, isStudent: s });
      expect(quote.subtotal, `${days} days`).toBe(days * band.rate);
      expect(quote.total, `${days} days`).toBe(days * band.rate);
    }
  });
});
