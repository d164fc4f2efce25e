import { fieldErrorsOf } from "../../../shared/field-errors";
import { z } from "zod";
import type { GearDetail } from "../../../shared/catalogue";
import { CreateGearRequest, GEAR_MESSAGES, listingProblems, UpdateGearRequest } from "../../../shared/gear-contracts";
import { msg } from "../../../shared/i18n/message";
import { formatRM, parseRM } from "../../../shared/money";
import { DEFAULT_EXTENDED_THRESHOLD } from "../../../shared/pricing";
import { componentsFromRows } from "./kit-components-state";

const text = z.string();

/**
 * The form as the owner types it: money in RM strings (converted to sen on
 * submit), and the photos of a new listing. Tiers and specs are rows the form
 * adds and removes.
 */
const GearDraftShape = z.object({
  name: text,
  category: text,
  brand: text,
  model: text,
  description: text,
  condition: text,
  state: text,
  pricePerDay: text,
  extendedPrice: text,
  extendedPriceThreshold: text,
  deposit: text,
  enableMultiplePricing: z.boolean(),
  pricingTiers: z.array(z.object({ minDays: text, maxDays: text, price: text })),
  enableStudentRate: z.boolean(),
  studentPrice: text,
  specs: z.array(z.object({ label: text, value: text })),
  /** "What's in the box", one item per line; empty = the category's defaults. */
  boxItems: text,
  /** Identical units (1–100) and days kept free after each rental (0–14), typed as whole numbers (issue 32). */
  unitCount: text,
  turnaroundDays: text,
  photos: z.array(z.custom<File>()),
  /** A new kit's listings and quantities (issue 32 item 2); unused for a listing and when editing a kit. */
  components: z.array(z.object({ gearId: text, quantity: text })),
});
export type GearDraft = z.infer<typeof GearDraftShape>;

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
  boxItems: "",
  unitCount: "1",
  turnaroundDays: "0",
  photos: [],
  components: [],
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
      minDays: String(t.minDays),
      maxDays: t.maxDays == null ? "" : String(t.maxDays),
      price: rm(t.price),
    })),
    enableStudentRate: g.enableStudentRate,
    studentPrice: rm(g.studentPrice),
    specs: g.specs.map((s) => ({ label: s.label, value: s.value })),
    boxItems: (g.boxItems ?? []).join("\n"),
    unitCount: String(g.unitCount),
    turnaroundDays: String(g.turnaroundDays),
    photos: [],
    components: [],
  };
}

const AMOUNT = msg("gear", "validation.amountFormat");

/** The box list's lines, blank ones dropped; none = null, the category's defaults. */
const boxLines = (value: string) => {
  const lines = value
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : null;
};

/**
 * Draft → the listing JSON, or field messages. Amounts that are not RM get a
 * message here; everything else is checked with the server's own schema and
 * cross-field rules, all at once, so the owner sees every problem in one go
 * and in the same words the server would use.
 */
function listingFromDraft(
  d: GearDraft,
  mode: "create" | "edit",
): { listing: CreateGearRequest } | { fields: Record<string, string> } {
  const moneyErrors: Record<string, string> = {};
  // A bad amount becomes NaN: the schema still runs on the other fields, and this message wins.
  const money = (key: string, value: string, optional: boolean): number | null => {
    if (optional && value.trim() === "") return null;
    const sen = parseRM(value);
    if (sen == null) moneyErrors[key] = AMOUNT;
    return sen ?? Number.NaN;
  };
  const whole = (value: string) => (value.trim() === "" ? null : Number(value));
  // Units and turnaround have defaults (1 and 0) but no blank: an empty box is a number to fix, not "the default".
  const count = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
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
    extendedPriceThreshold: whole(d.extendedPriceThreshold) ?? DEFAULT_EXTENDED_THRESHOLD,
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
    boxItems: boxLines(d.boxItems),
    unitCount: count(d.unitCount),
    turnaroundDays: count(d.turnaroundDays),
  };
  const fields: Record<string, string> = { ...moneyErrors };
  const parsed = (mode === "create" ? CreateGearRequest : UpdateGearRequest).safeParse(listing);
  // One text box holds every box item: a line's message ("boxItems.3") goes on it.
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((i) => (i.path[0] === "boxItems" ? { ...i, path: ["boxItems"] } : i));
  for (const [key, message] of Object.entries(fieldErrorsOf(issues, "form"))) fields[key] ??= message;
  // zod skips an object's refinements while a field is invalid; run the rules anyway.
  for (const [key, message] of Object.entries(listingProblems(listing as Parameters<typeof listingProblems>[0])))
    fields[key] ??= message;
  // The schema accepted it: its input type holds what was sent.
  return Object.keys(fields).length > 0 ? { fields } : { listing: listing as CreateGearRequest };
}

/** What the form hands on: the listing as POST and PATCH take it, a new listing's photos, and a new kit's components. */
export interface GearSubmission {
  listing: CreateGearRequest;
  photos: File[];
  components: { gearId: string; quantity: number }[];
}

/** "pricingTiers.0.price" → ["pricingTiers", 0, "price"], as zod and react-hook-form name the field. */
const pathOf = (key: string) => key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The gear form's schema for react-hook-form: the draft in, the listing out,
 * validated by the server's own schema and rules (listingFromDraft). A new
 * listing also needs a photo.
 */
export const gearDraftSchema = (mode: "create" | "edit", kind: "listing" | "kit" = "listing") =>
  GearDraftShape.transform((draft, ctx): GearSubmission => {
    const result = listingFromDraft(draft, mode);
    const problems = "fields" in result ? { ...result.fields } : {};
    if (mode === "create" && draft.photos.length === 0) problems.photos = GEAR_MESSAGES.photoRequired;
    // A new kit is sent with its components; an existing kit's are saved on their own (kit-components-editor.tsx).
    const kit = mode === "create" && kind === "kit" ? componentsFromRows(draft.components) : { components: [] };
    if ("fields" in kit) Object.assign(problems, kit.fields);
    for (const [key, message] of Object.entries(problems)) ctx.addIssue({ code: "custom", message, path: pathOf(key) });
    return "listing" in result && "components" in kit && Object.keys(problems).length === 0
      ? { listing: result.listing, photos: draft.photos, components: kit.components }
      : z.NEVER;
  });
