import { describe, expect, it } from "vitest";
import { priceTable } from "../../../shared/pricing";
import { pricingFromDraft } from "./gear-form-price-preview";
import { emptyDraft } from "./gear-form-state";

const fx3 = {
  ...emptyDraft(),
  pricePerDay: "250",
  extendedPrice: "200",
  enableMultiplePricing: true,
  pricingTiers: [
    { minDays: "3", maxDays: "6", price: "225" },
    { minDays: "7", maxDays: "", price: "187.50" },
  ],
};

describe("the gear form's price preview", () => {
  it("shows the table the quote will charge: tiers replace the extended price where they apply", () => {
    expect(priceTable(pricingFromDraft(fx3)!)).toEqual([
      { minDays: 1, maxDays: 2, rate: 25000 },
      { minDays: 3, maxDays: 6, rate: 22500 },
      { minDays: 7, maxDays: null, rate: 18750 },
    ]);
  });

  it("leaves out tiers while multiple pricing is off, and a tier still being typed", () => {
    expect(priceTable(pricingFromDraft({ ...fx3, enableMultiplePricing: false })!)).toEqual([
      { minDays: 1, maxDays: 3, rate: 25000 },
      { minDays: 4, maxDays: null, rate: 20000 },
    ]);
    const typing = {
      ...fx3,
      pricingTiers: [
        { minDays: "3", maxDays: "6", price: "22" },
        { minDays: "7", maxDays: "", price: "" },
      ],
    };
    expect(pricingFromDraft(typing)!.pricingTiers).toEqual([{ minDays: 3, maxDays: 6, price: 2200 }]);
  });

  it("follows the extended price's threshold and the student price as typed", () => {
    const g = pricingFromDraft({ ...fx3, extendedPriceThreshold: "2", enableStudentRate: true, studentPrice: "150" })!;
    expect(priceTable(g)[0]).toEqual({ minDays: 1, maxDays: 1, rate: 25000 });
    expect(priceTable(g, true)).toEqual([{ minDays: 1, maxDays: null, rate: 15000 }]);
  });

  it("has nothing to show without a daily price", () => {
    expect(pricingFromDraft({ ...fx3, pricePerDay: "" })).toBeNull();
    expect(pricingFromDraft({ ...fx3, pricePerDay: "abc" })).toBeNull();
  });
});
