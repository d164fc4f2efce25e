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
