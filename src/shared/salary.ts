/**
 * Malaysian statutory contributions on a month's pay, in integer sen.
 *
 * Sources (checked Nov 2026):
 * - EPF: Employees Provident Fund Act 1991 (Act 452), Third Schedule, Part A
 *   (kwsp.gov.my "Jadual Ketiga"). Wages are read in bands: RM 20 wide up to
 *   RM 5,000 (the first band RM 10.01–20.00, nothing at or below RM 10), RM 100
 *   wide up to RM 20,000; the contribution is the rate on the band's upper
 *   limit, rounded UP to the next ringgit. Above RM 20,000 the rate applies to
 *   the wage itself, rounded up to the next ringgit. The employer pays 13 % on
 *   wages up to the threshold (RM 5,000) and 12 % above it.
 * - SOCSO: Employees' Social Security Act 1969 (Act 4), First Schedule, first
 *   category; EIS: Employment Insurance System Act 2017 (Act 800), Second
 *   Schedule (perkeso.gov.my "Kadar caruman", wage ceiling RM 6,000 from
 *   1 October 2024). Bands RM 30, 50, 70, 100, 140, 200, then RM 100 wide up to
 *   the ceiling; wages above the ceiling pay the top band. The printed amounts
 *   above RM 200 are the rate on the band's MIDPOINT (e.g. RM 2,900.01–3,000:
 *   employer 1.75 % × 2,950 = 51.625 → RM 51.65, employee RM 14.75), rounded
 *   to 5 sen with a half-way amount going to the neighbour that ends in 5 (that
 *   is what makes RM 450 × 1.75 % = 7.875 read RM 7.85 and RM 350 read RM 6.15).
 *   We compute every band that way instead of copying the printed table, so the
 *   rates stay editable in settings; below RM 200 (no salaried wage here, the
 *   minimum wage being RM 1,700) the printed table differs by a few sen.
 */

/** Rates in basis points (1100 = 11 %) and amounts in sen; one row, edited by admins. */
export interface StatutoryRates {
  epfEmployeeBasisPoints: number;
  epfEmployerBasisPoints: number;
  epfEmployerHighBasisPoints: number;
  /** Wages above this pay the employer's high rate (12 %), at or below it the normal one (13 %). */
  epfEmployerThreshold: number;
  socsoEmployeeBasisPoints: number;
  socsoEmployerBasisPoints: number;
  socsoCeiling: number;
  eisEmployeeBasisPoints: number;
  eisEmployerBasisPoints: number;
  eisCeiling: number;
}

/** The rates in force in Malaysia (EPF Part A under 60; SOCSO first category; EIS). */
export const DEFAULT_STATUTORY_RATES: StatutoryRates = {
  epfEmployeeBasisPoints: 1100,
  epfEmployerBasisPoints: 1300,
  epfEmployerHighBasisPoints: 1200,
  epfEmployerThreshold: 500_000,
  socsoEmployeeBasisPoints: 50,
  socsoEmployerBasisPoints: 175,
  socsoCeiling: 600_000,
  eisEmployeeBasisPoints: 20,
  eisEmployerBasisPoints: 20,
  eisCeiling: 600_000,
};

export interface PayInput {
  basic: number;
  allowances: number;
  overtime: number;
  /** Other deductions (advances, unpaid leave …): off the net pay, not off the contribution wage. */
  deductions: number;
}

export interface Contributions {
  epfEmployee: number;
  epfEmployer: number;
  socsoEmployee: number;
  socsoEmployer: number;
  eisEmployee: number;
  eisEmployer: number;
}

export interface Payslip extends Contributions {
  gross: number;
  net: number;
  /** What the month costs the business: gross pay plus the employer's shares. */
  employerCost: number;
}

const RM = 100;

/** The upper limit of the EPF Third Schedule band the wage falls in; 0 when no contribution is due. */
export function epfBandWage(wage: number): number {
  if (wage <= 10 * RM) return 0;
  if (wage <= 20 * RM) return 20 * RM;
  if (wage <= 5_000 * RM) return Math.ceil(wage / (20 * RM)) * 20 * RM;
  if (wage <= 20_000 * RM) return Math.ceil(wage / (100 * RM)) * 100 * RM;
  return wage;
}

/** `basisPoints` of `sen`, rounded up to the next whole ringgit (EPF). */
const upToRinggit = (sen: number, basisPoints: number) => Math.ceil((sen * basisPoints) / (10_000 * RM)) * RM;

export function epfContributions(wage: number, rates: StatutoryRates) {
  const band = epfBandWage(wage);
  const employerRate =
    wage > rates.epfEmployerThreshold ? rates.epfEmployerHighBasisPoints : rates.epfEmployerBasisPoints;
  return { employee: upToRinggit(band, rates.epfEmployeeBasisPoints), employer: upToRinggit(band, employerRate) };
}

/** The upper limits of the narrow bands at the bottom of the SOCSO and EIS schedules, in ringgit. */
const LOW_BANDS = [30, 50, 70, 100, 140, 200];

/** The midpoint wage of the SOCSO/EIS band `wage` falls in, the wage capped at `ceiling`; 0 for no wage. */
export function perkesoBandMidpoint(wage: number, ceiling: number): number {
  if (wage <= 0) return 0;
  const capped = Math.min(wage, ceiling);
  let lower = 0;
  for (const upper of LOW_BANDS) {
    if (capped <= upper * RM) return (lower * RM + upper * RM) / 2;
    lower = upper;
  }
  const upper = Math.ceil(capped / (100 * RM)) * 100 * RM;
  return upper - 50 * RM;
}

/**
 * `basisPoints` of `sen` rounded to 5 sen; exactly half-way goes to the neighbour
 * ending in 5 sen, as PERKESO's printed schedule does. Integer arithmetic only.
 */
export function toFiveSen(sen: number, basisPoints: number): number {
  const scaled = sen * basisPoints; // amount × 10,000
  const unit = 5 * 10_000;
  const q = Math.floor(scaled / unit);
  const twiceRest = 2 * (scaled - q * unit);
  if (twiceRest > unit) return (q + 1) * 5;
  if (twiceRest < unit) return q * 5;
  return (q % 2 === 1 ? q : q + 1) * 5;
}

/** The month's figures: gross, each contribution, net and the employer's cost. */
export function computePayslip(pay: PayInput, rates: StatutoryRates): Payslip {
  const gross = pay.basic + pay.allowances + pay.overtime;
  // EPF wages exclude overtime (Act 452 s.2 "wages"); SOCSO and EIS count it.
  const epf = epfContributions(pay.basic + pay.allowances, rates);
  const socsoMid = perkesoBandMidpoint(gross, rates.socsoCeiling);
  const eisMid = perkesoBandMidpoint(gross, rates.eisCeiling);
  const c: Contributions = {
    epfEmployee: epf.employee,
    epfEmployer: epf.employer,
    socsoEmployee: toFiveSen(socsoMid, rates.socsoEmployeeBasisPoints),
    socsoEmployer: toFiveSen(socsoMid, rates.socsoEmployerBasisPoints),
    eisEmployee: toFiveSen(eisMid, rates.eisEmployeeBasisPoints),
    eisEmployer: toFiveSen(eisMid, rates.eisEmployerBasisPoints),
  };
  const net = gross - c.epfEmployee - c.socsoEmployee - c.eisEmployee - pay.deductions;
  const employerCost = gross + c.epfEmployer + c.socsoEmployer + c.eisEmployer;
  return { ...c, gross, net, employerCost };
}
