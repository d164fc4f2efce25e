import { describe, expect, it } from "vitest";
import { msg } from "./i18n/message";
import { EditSalaryForm, SalaryForm } from "./salary-contracts";
import { computePayslip, DEFAULT_STATUTORY_RATES, epfBandWage, perkesoBandMidpoint, toFiveSen } from "./salary";

const rm = (ringgit: number) => Math.round(ringgit * 100);
const pay = (basic: number, more: { allowances?: number; overtime?: number; deductions?: number } = {}) =>
  computePayslip(
    {
      basic: rm(basic),
      allowances: rm(more.allowances ?? 0),
      overtime: rm(more.overtime ?? 0),
      deductions: rm(more.deductions ?? 0),
    },
    DEFAULT_STATUTORY_RATES,
  );

/**
 * Worked examples. EPF amounts as printed in the Third Schedule (rate × band's upper
 * limit, up to the next ringgit); SOCSO / EIS amounts as printed in PERKESO's
 * contribution tables (first category) for the band the wage falls in.
 */
const CASES: {
  name: string;
  basic: number;
  allowances?: number;
  overtime?: number;
  deductions?: number;
  epf: [number, number];
  socso: [number, number];
  eis: [number, number];
}[] = [
  { name: "RM 3,000 (top of a band)", basic: 3000, epf: [330, 390], socso: [14.75, 51.65], eis: [5.9, 5.9] },
  { name: "RM 3,000.01 (next band up)", basic: 3000.01, epf: [333, 393], socso: [15.25, 53.35], eis: [6.1, 6.1] },
  { name: "RM 1,555.05 (EPF band RM 1,560)", basic: 1555.05, epf: [172, 203], socso: [7.75, 27.15], eis: [3.1, 3.1] },
  { name: "RM 5,000 (employer EPF still 13 %)", basic: 5000, epf: [550, 650], socso: [24.75, 86.65], eis: [9.9, 9.9] },
  {
    name: "RM 5,050 (employer EPF 12 %, RM 100 bands)",
    basic: 5050,
    epf: [561, 612],
    socso: [25.25, 88.35],
    eis: [10.1, 10.1],
  },
  {
    name: "RM 6,000 (at the SOCSO/EIS ceiling)",
    basic: 6000,
    epf: [660, 720],
    socso: [29.75, 104.15],
    eis: [11.9, 11.9],
  },
  {
    name: "RM 8,000 (above the SOCSO/EIS ceiling)",
    basic: 8000,
    epf: [880, 960],
    socso: [29.75, 104.15],
    eis: [11.9, 11.9],
  },
  {
    name: "RM 25,000.50 (above the EPF table: rate on the wage)",
    basic: 25000.5,
    epf: [2751, 3001],
    socso: [29.75, 104.15],
    eis: [11.9, 11.9],
  },
  {
    name: "overtime counts for SOCSO/EIS, not EPF",
    basic: 2000,
    overtime: 500,
    epf: [220, 260],
    socso: [12.25, 42.85],
    eis: [4.9, 4.9],
  },
  {
    name: "allowances count for all three",
    basic: 1800,
    allowances: 200,
    epf: [220, 260],
    socso: [9.75, 34.15],
    eis: [3.9, 3.9],
  },
  { name: "RM 250 (PERKESO RM 200–300 band)", basic: 250, epf: [29, 34], socso: [1.25, 4.35], eis: [0.5, 0.5] },
  { name: "RM 450 (half-way amount reads 7.85)", basic: 450, epf: [51, 60], socso: [2.25, 7.85], eis: [0.9, 0.9] },
];

describe("statutory contributions", () => {
  it.each(CASES)("$name", (c) => {
    const p = pay(c.basic, c);
    expect([p.epfEmployee, p.epfEmployer]).toEqual(c.epf.map(rm));
    expect([p.socsoEmployee, p.socsoEmployer]).toEqual(c.socso.map(rm));
    expect([p.eisEmployee, p.eisEmployer]).toEqual(c.eis.map(rm));
  });

  it("net pay is gross less the employee's shares and the deductions; the employer's cost adds its shares", () => {
    const p = pay(3000, { allowances: 300, overtime: 150, deductions: 100 });
    expect(p.gross).toBe(rm(3450));
    // EPF on RM 3,300 (band 3,300): 363 / 429; SOCSO/EIS on RM 3,450 (band midpoint 3,450).
    expect(p.epfEmployee).toBe(rm(363));
    expect(p.socsoEmployee).toBe(rm(17.25));
    expect(p.eisEmployee).toBe(rm(6.9));
    expect(p.net).toBe(rm(3450 - 363 - 17.25 - 6.9 - 100));
    expect(p.employerCost).toBe(rm(3450) + p.epfEmployer + p.socsoEmployer + p.eisEmployer);
  });

  it("reads bands and rounds as the schedules do", () => {
    expect(epfBandWage(rm(10))).toBe(0);
    expect(epfBandWage(rm(20.01))).toBe(rm(40));
    expect(epfBandWage(rm(19999.99))).toBe(rm(20000));
    expect(perkesoBandMidpoint(rm(6000.01), rm(6000))).toBe(rm(5950));
    expect(perkesoBandMidpoint(0, rm(6000))).toBe(0);
    expect(toFiveSen(rm(350), 175)).toBe(rm(6.15));
  });

  it("follows the rates and ceilings in settings", () => {
    const rates = { ...DEFAULT_STATUTORY_RATES, socsoCeiling: rm(5000), epfEmployeeBasisPoints: 900 };
    const p = computePayslip({ basic: rm(8000), allowances: 0, overtime: 0, deductions: 0 }, rates);
    expect(p.socsoEmployee).toBe(rm(24.75));
    expect(p.epfEmployee).toBe(rm(720));
  });
});

describe("the salary forms hold deductions to the gross pay (the web form's own check)", () => {
  const typed = { basic: "3,000", allowances: "200", overtime: "", deductions: "3200.01" };
  it.each([
    ["a new draft", () => SalaryForm.safeParse({ ...typed, userId: "u1", month: "2026-11" })],
    ["a draft corrected", () => EditSalaryForm.safeParse(typed)],
  ])("%s: more deductions than gross is refused on the deductions field", (_what, parse) => {
    const r = parse();
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["deductions", msg("salary", "validation.deductionsTooHigh", { max: "RM 3,200.00" })],
    ]);
  });
  it("deductions equal to the gross are read (the server then checks the contributions)", () => {
    expect(EditSalaryForm.parse({ ...typed, deductions: "3200" })).toMatchObject({ deductions: rm(3200) });
  });
});
