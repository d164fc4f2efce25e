import type { GearDetail } from "../../../shared/catalogue";
import { CreateGearRequest, listingProblems, UpdateGearRequest } from "../../../shared/gear-contracts";
import { formatRM, parseRM } from "../../../shared/money";

/** One tier as typed: strings until submit. */
export interface TierDraft {
  key: number;
  minDays: string;
  maxDays: string;
  price: string;
}

export interface SpecDraft {
  key: number;
  label: string;
  value: string;
}

/** The form as the owner types it: money in RM strings, converted to sen on submit. */
export interface GearDraft {
  name: string;
  category: string;
  brand: string;
  model: string;
  description: string;
  condition: string;
  state: string;
  pricePerDay: string;
  extendedPrice: string;
  extendedPriceThreshold: string;
  deposit: string;
  enableMultiplePricing: boolean;
  pricingTiers: TierDraft[];
  enableStudentRate: boolean;
  studentPrice: string;
  specs: SpecDraft[];
}

let nextKey = 1;
/** Stable React keys for rows added and removed while typing. */
export const rowKey = () => nextKey++;

export const emptyDraft = (): GearDraft => ({
  name: "",
  category: "",
  brand: "",
  model: "",
  description: "",
  condition: "good",
  state: "",
  pricePerDay: "",
  extendedPrice: "",
  extendedPriceThreshold: "4",
  deposit: "0",
  enableMultiplePricing: false,
  pricingTiers: [],
  enableStudentRate: false,
  studentPrice: "",
  specs: [],
});

/** RM for an input: "120.00" (no "RM " prefix, no thousands separators, so it parses back). */
const rm = (sen: number | null) => (sen == null ? "" : formatRM(sen).replace(/^RM /, "").replace(/,/g, ""));

export function draftFromDetail(g: GearDetail): GearDraft {
  return {
    name: g.name,
    category: g.category,
    brand: g.brand ?? "",
    model: g.model ?? "",
    description: g.description,
    condition: g.condition,
    state: g.state ?? "",
    pricePerDay: rm(g.pricePerDay),
    extendedPrice: rm(g.extendedPrice),
    extendedPriceThreshold: String(g.extendedPriceThreshold),
    deposit: rm(g.deposit),
    enableMultiplePricing: g.enableMultiplePricing,
    pricingTiers: g.pricingTiers.map((t) => ({
      key: rowKey(),
      minDays: String(t.minDays),
      maxDays: t.maxDays == null ? "" : String(t.maxDays),
      price: rm(t.price),
    })),
    enableStudentRate: g.enableStudentRate,
    studentPrice: rm(g.studentPrice),
    specs: g.specs.map((s) => ({ key: rowKey(), label: s.label, value: s.value })),
  };
}

const AMOUNT = "Enter an amount in RM, such as 120 or 120.50";

/**
 * Draft → the listing JSON, or field messages. Amounts that are not RM get a
 * message here; everything else is checked with the server's own schema and
 * cross-field rules, all at once, so the owner sees every problem in one go
 * and in the same words the server would use.
 */
export function listingFromDraft(
  d: GearDraft,
  mode: "create" | "edit",
): { listing: Record<string, unknown> } | { fields: Record<string, string> } {
  const moneyErrors: Record<string, string> = {};
  // A bad amount becomes NaN: the schema still runs on the other fields, and this message wins.
  const money = (key: string, value: string, optional: boolean): number | null => {
    if (optional && value.trim() === "") return null;
    const sen = parseRM(value);
    if (sen == null) moneyErrors[key] = AMOUNT;
    return sen ?? Number.NaN;
  };
  const whole = (value: string) => (value.trim() === "" ? null : Number(value));
  const listing = {
    name: d.name,
    category: d.category,
    brand: d.brand,
    model: d.model,
    description: d.description,
    condition: d.condition,
    state: d.state === "" ? (mode === "create" ? undefined : null) : d.state,
    pricePerDay: money("pricePerDay", d.pricePerDay, false),
    extendedPrice: money("extendedPrice", d.extendedPrice, true),
    extendedPriceThreshold: whole(d.extendedPriceThreshold) ?? 4,
    deposit: money("deposit", d.deposit, true) ?? 0,
    enableMultiplePricing: d.enableMultiplePricing,
    // Tiers typed while multiple pricing is off are kept only when it is on.
    pricingTiers: d.enableMultiplePricing
      ? d.pricingTiers.map((t, i) => ({
          minDays: whole(t.minDays),
          maxDays: whole(t.maxDays),
          price: money(`pricingTiers.${i}.price`, t.price, false),
        }))
      : [],
    enableStudentRate: d.enableStudentRate,
    studentPrice: d.enableStudentRate ? money("studentPrice", d.studentPrice, true) : null,
    specs: d.specs.map((s) => ({ label: s.label, value: s.value })),
  };
  const fields: Record<string, string> = { ...moneyErrors };
  const parsed = (mode === "create" ? CreateGearRequest : UpdateGearRequest).safeParse(listing);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "form"] ??= issue.message;
  // zod skips an object's refinements while a field is invalid; run the rules anyway.
  for (const [key, message] of Object.entries(listingProblems(listing as Parameters<typeof listingProblems>[0])))
    fields[key] ??= message;
  return Object.keys(fields).length > 0 ? { fields } : { listing };
}
