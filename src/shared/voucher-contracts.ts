import { z } from "zod";
import { OwnerHandle, Timestamp } from "./contracts";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { type MessageKey, msg } from "./i18n/message";
import { parseRM } from "./money";

/** Limits of a voucher: a day's rental tops out far below these, and all stay int4. */
export const VOUCHER_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  /** 100 % in basis points. */
  percentMax: 10_000,
  /** RM 10,000 off. */
  fixedMax: 1_000_000,
  /** RM 100,000 minimum spend. */
  minSpendMax: 10_000_000,
  daysMax: 30,
  usesMax: 1_000_000,
  itemsMax: 50,
} as const;

export const VOUCHER_KINDS = ["percent", "fixed"] as const;
export const VOUCHER_SCOPES = ["all", "items", "category"] as const;
/** Who gives the discount up: an owner's voucher comes out of the owner's takings, a platform voucher out of the platform's. */
export const VOUCHER_BEARERS = ["owner", "platform"] as const;

const m = (key: MessageKey<"vouchers">, params?: Record<string, string | number>) => msg("vouchers", key, params);

const IsoDate = z.string().refine(isIsoDate, m("rules.dateFormat"));
const count = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const optionalCount = (message: string) => count(message, 1, VOUCHER_LIMITS.usesMax).nullable();

/** SAVE10, raya-2026: letters, digits, - and _; compared without case. */
export const VoucherCode = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{${VOUCHER_LIMITS.codeMin},${VOUCHER_LIMITS.codeMax}}$`),
    m("rules.code", { min: VOUCHER_LIMITS.codeMin, max: VOUCHER_LIMITS.codeMax }),
  );

const voucherShape = {
  code: VoucherCode,
  kind: z.enum(VOUCHER_KINDS, { message: m("rules.kind") }),
  /** Basis points for a percentage (1000 = 10 %), sen for a fixed amount. */
  amount: z
    .number({ error: m("rules.amount") })
    .int(m("rules.amount"))
    .positive(m("rules.amount")),
  scope: z.enum(VOUCHER_SCOPES, { message: m("rules.scope") }),
  category: z.enum(GEAR_CATEGORY_IDS, { message: m("rules.category") }).nullable(),
  gearIds: z
    .array(z.string().min(1).max(40))
    .max(VOUCHER_LIMITS.itemsMax, m("rules.itemsMax", { max: VOUCHER_LIMITS.itemsMax })),
  minDays: count(m("rules.minDays", { max: VOUCHER_LIMITS.daysMax }), 1, VOUCHER_LIMITS.daysMax),
  minSpend: count(m("rules.minSpend"), 0, VOUCHER_LIMITS.minSpendMax),
  validFrom: IsoDate,
  validTo: IsoDate,
  usageLimit: optionalCount(m("rules.usageLimit")),
  perRenterLimit: optionalCount(m("rules.perRenterLimit")),
  paused: z.boolean(),
};

export type VoucherFields = { [K in keyof typeof voucherShape]: z.infer<(typeof voucherShape)[K]> };
type Problem = { field: keyof VoucherFields; message: string };

/**
 * The rules between fields, on a whole voucher: the server checks them on the
 * merged row of an edit too, so a partial change cannot break them.
 */
export function voucherProblems(v: VoucherFields): Problem[] {
  const out: Problem[] = [];
  const cap = v.kind === "percent" ? VOUCHER_LIMITS.percentMax : VOUCHER_LIMITS.fixedMax;
  if (v.amount > cap)
    out.push({ field: "amount", message: m(v.kind === "percent" ? "rules.percentMax" : "rules.fixedMax") });
  if (v.validTo < v.validFrom) out.push({ field: "validTo", message: m("rules.validTo") });
  if (v.scope === "category" && !v.category) out.push({ field: "category", message: m("rules.category") });
  if (v.scope === "items" && v.gearIds.length === 0) out.push({ field: "gearIds", message: m("rules.items") });
  if (v.usageLimit != null && v.perRenterLimit != null && v.perRenterLimit > v.usageLimit)
    out.push({ field: "perRenterLimit", message: m("rules.perRenterAboveTotal") });
  return out;
}

const withRules = <S extends z.ZodType<VoucherFields>>(schema: S) =>
  schema.superRefine((v, ctx) => {
    for (const p of voucherProblems(v)) ctx.addIssue({ code: "custom", path: [p.field], message: p.message });
  });

/** POST /api/vouchers (owner: for their own gear; admin: a platform voucher). */
export const VoucherInput = withRules(z.object(voucherShape));
export type VoucherInput = z.infer<typeof VoucherInput>;

/** PATCH /api/vouchers/:id: any of the fields; the whole voucher after the change must keep the rules. */
export const VoucherChange = z.object(voucherShape).partial();
export type VoucherChange = z.infer<typeof VoucherChange>;

export const VoucherIdParams = z.object({ id: z.string().min(1).max(40) });

/** GET /api/vouchers/check: a code against a rental, for the booking form's live quote. */
export const VoucherCheckQuery = z.object({
  code: z.string().trim().min(1, m("rules.codeRequired")).max(64),
  gearId: z.string().min(1).max(40),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type VoucherCheckQuery = z.infer<typeof VoucherCheckQuery>;

/** Where a voucher stands today, for its badge. */
export const VOUCHER_STATES = ["active", "paused", "scheduled", "expired", "usedUp"] as const;

export const VoucherView = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  amount: z.number().int(),
  scope: z.enum(VOUCHER_SCOPES),
  category: z.string().nullable(),
  gearIds: z.array(z.string()),
  minDays: z.number().int(),
  minSpend: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  usageLimit: z.number().int().nullable(),
  perRenterLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  paused: z.boolean(),
  state: z.enum(VOUCHER_STATES),
  /** null: a platform voucher. */
  owner: OwnerHandle.nullable(),
  bornBy: z.enum(VOUCHER_BEARERS),
  createdAt: Timestamp,
});
export type VoucherView = z.infer<typeof VoucherView>;

export const VoucherList = z.object({ items: z.array(VoucherView) });
export type VoucherList = z.infer<typeof VoucherList>;

/** A voucher as a renter sees it: whether they keep it, and how many uses they have left (null: no limit). */
export const RenterVoucher = VoucherView.extend({ claimed: z.boolean(), usesLeft: z.number().int().nullable() });
export type RenterVoucher = z.infer<typeof RenterVoucher>;
export const RenterVoucherList = z.object({ items: z.array(RenterVoucher) });
export type RenterVoucherList = z.infer<typeof RenterVoucherList>;

/** A code that applies: what `quotePrice` takes, and who bears it. */
export const VoucherCheckResponse = z.object({
  code: z.string(),
  voucher: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("percent"), basisPoints: z.number().int() }),
    z.object({ kind: z.literal("fixed"), sen: z.number().int() }),
  ]),
  bornBy: z.enum(VOUCHER_BEARERS),
});
export type VoucherCheckResponse = z.infer<typeof VoucherCheckResponse>;

/* -------------------------------------------------------------- the web form */

const text = z.string();
/** A whole number typed as text; blank reads as null, which only the limits allow (VoucherInput says so). */
const wholeText = (message: string) =>
  text.transform((s, ctx): number | null => {
    if (!s.trim()) return null;
    const n = Number(s);
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
const ringgit = (message: string) =>
  text.transform((s, ctx): number => {
    const sen = s.trim() ? parseRM(s) : 0;
    if (sen === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return sen;
  });

/**
 * The voucher form as typed: a percentage in per cent ("12.5") or an amount in
 * RM ("20.00"), counts as text. It reads into the API's own fields and then
 * through VoucherInput, so the form and the server keep one set of rules.
 */
export const VoucherForm = z
  .object({
    code: text,
    kind: text,
    amountText: text,
    scope: text,
    category: text,
    gearIds: z.array(z.string()),
    minDays: wholeText(m("rules.minDays", { max: VOUCHER_LIMITS.daysMax })),
    minSpend: ringgit(m("rules.minSpend")),
    validFrom: text,
    validTo: text,
    usageLimit: wholeText(m("rules.usageLimit")),
    perRenterLimit: wholeText(m("rules.perRenterLimit")),
    paused: z.boolean(),
  })
  .transform(({ amountText, ...f }, ctx) => {
    const amount = f.kind === "percent" ? Math.round(Number(amountText) * 100) : parseRM(amountText);
    if (amount === null || !Number.isFinite(amount)) {
      ctx.addIssue({ code: "custom", path: ["amountText"], message: m("rules.amount") });
      return z.NEVER;
    }
    return { ...f, amount, category: f.category || null };
  })
  .pipe(VoucherInput);
export type VoucherFormValues = z.input<typeof VoucherForm>;
