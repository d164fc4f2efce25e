import { describe, expect, it } from "vitest";
import { msg } from "./i18n/message";
import { VoucherForm, type VoucherFormValues } from "./voucher-contracts";

const typed = (over: Partial<VoucherFormValues> = {}): VoucherFormValues => ({
  code: "RAYA10",
  kind: "percent",
  amountText: "12.5",
  scope: "all",
  category: "",
  gearIds: [],
  minDays: "2",
  minSpend: "150",
  validFrom: "2026-12-01",
  validTo: "2026-12-31",
  usageLimit: "",
  perRenterLimit: "1",
  paused: false,
  ...over,
});

/** The first error of a form that does not read: its field and message. */
function firstError(values: VoucherFormValues) {
  const r = VoucherForm.safeParse(values);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { [issue.path.join(".")]: issue.message };
}

describe("the voucher form reads into the API's fields", () => {
  it.each([
    ["a percentage in per cent → basis points", typed(), { amount: 1250, minSpend: 15_000, usageLimit: null }],
    ["a fixed amount in RM → sen", typed({ kind: "fixed", amountText: "RM 20" }), { amount: 2_000 }],
    ["a blank minimum spend is none", typed({ minSpend: "" }), { minSpend: 0 }],
    [
      "limits typed as whole numbers",
      typed({ usageLimit: "50", perRenterLimit: "" }),
      { usageLimit: 50, perRenterLimit: null },
    ],
    ["a category only with its scope", typed({ scope: "category", category: "audio" }), { category: "audio" }],
  ])("%s", (_name, values, expected) => {
    const r = VoucherForm.safeParse(values);
    expect(r.success && r.data).toMatchObject(expected);
  });

  it.each([
    ["an amount that is not a number", typed({ amountText: "ten" }), { amountText: msg("vouchers", "rules.amount") }],
    ["more than 100 %", typed({ amountText: "120" }), { amount: msg("vouchers", "rules.percentMax") }],
    ["days that are not whole", typed({ minDays: "1.5" }), { minDays: msg("vouchers", "rules.minDays", { max: 30 }) }],
    ["blank days", typed({ minDays: "" }), { minDays: msg("vouchers", "rules.minDays", { max: 30 }) }],
    ["a spend that is not RM", typed({ minSpend: "lots" }), { minSpend: msg("vouchers", "rules.minSpend") }],
    ["dates the wrong way round", typed({ validTo: "2026-11-30" }), { validTo: msg("vouchers", "rules.validTo") }],
    ["a category scope without one", typed({ scope: "category" }), { category: msg("vouchers", "rules.category") }],
  ])("refuses %s", (_name, values, expected) => {
    expect(firstError(values)).toEqual(expected);
  });
});
