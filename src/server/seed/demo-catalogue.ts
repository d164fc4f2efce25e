import type { GearSpec, PricingTier } from "../db/schema";
// The listings and owners are data, kept as data: one row each in demo-catalogue.json.
import catalogue from "./demo-catalogue.json";

/** Demo listings: what a real Malaysian rental shop carries, prices in RM per day. */
interface DemoGear {
  name: string;
  category: string;
  brand: string;
  model: string;
  rm: number;
  extendedRm?: number;
  depositRm: number;
  specs: GearSpec[];
  description: string;
}

/** Demo owners across the peninsula and Borneo; an empty `business` or `bio` is stored as none. */
interface DemoOwner {
  username: string;
  name: string;
  displayName: string;
  state: string;
  covers: string[];
  city: string;
  business: string;
  bio: string;
}

export const DEMO_GEAR: DemoGear[] = catalogue.gear;
export const DEMO_OWNERS: DemoOwner[] = catalogue.owners;

/** Every fourth listing gets tiers, every third a student rate: enough variety to see the pricing rules. */
export function demoPricing(g: DemoGear, i: number) {
  const sen = g.rm * 100;
  const tiers: PricingTier[] =
    i % 4 === 0
      ? [
          { minDays: 3, maxDays: 6, price: Math.round(sen * 0.9) },
          { minDays: 7, maxDays: null, price: Math.round(sen * 0.75) },
        ]
      : [];
  return {
    pricePerDay: sen,
    extendedPrice: g.extendedRm ? g.extendedRm * 100 : null,
    enableMultiplePricing: tiers.length > 0,
    pricingTiers: tiers,
    enableStudentRate: i % 3 === 0,
    studentPrice: i % 3 === 0 ? Math.round(sen * 0.8) : null,
    deposit: g.depositRm * 100,
  };
}
