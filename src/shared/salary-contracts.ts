import { z } from "zod";
import { Timestamp } from "./contracts";
import { msg } from "./i18n/message";
import { formatRM } from "./money";
import { ringgitInput } from "./ringgit-input";

/** Who is paid a salary here: staff and accountants. */
export const SALARIED_ROLES = ["staff", "accountant"] as const;
export const SALARY_STATUSES = ["draft", "approved", "paid"] as const;
export type SalaryStatus = (typeof SALARY_STATUSES)[number];
export type SalariedRole = (typeof SALARIED_ROLES)[number];

const monthMessage = msg("salary", "validation.month");
/** A calendar month, "2026-11". */
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthMessage);

/** An amount of pay in sen: not negative, at most RM 1,000,000. */
const Sen = (field: "basic" | "allowances" | "overtime" | "deductions") =>
  z
    .number(msg("salary", "validation.amount", { field: msg("salary", `fields.${field}`) }))
    .int(msg("salary", "validation.amount", { field: msg("salary", `fields.${field}`) }))
    .min(0, msg("salary", "validation.amount", { field: msg("salary", `fields.${field}`) }))
    .max(100_000_000, msg("salary", "validation.amount", { field: msg("salary", `fields.${field}`) }));

/**
 * The message on the deductions field when they would take the net pay below zero; `max` is the
 * most they may be, in sen. The server says it with the employee's contributions taken off too.
 */
export const deductionsTooHigh = (max: number) =>
  msg("salary", "validation.deductionsTooHigh", { max: formatRM(Math.max(0, max)) });

/**
 * Net pay cannot go below zero. Without the rates (they live in the server's settings) the
 * contract can only hold deductions to the gross pay; the server then checks the computed net.
 */
function deductionsWithinGross(
  pay: { basic: number; allowances: number; overtime: number; deductions: number },
  ctx: z.RefinementCtx,
) {
  const gross = pay.basic + pay.allowances + pay.overtime;
  if (pay.deductions > gross) ctx.addIssue({ code: "custom", path: ["deductions"], message: deductionsTooHigh(gross) });
}

/** The four amounts, unchecked against each other (zod refuses to extend or omit a refined object). */
const SalaryPayFields = z.object({
  basic: Sen("basic"),
  allowances: Sen("allowances"),
  overtime: Sen("overtime"),
  deductions: Sen("deductions"),
});

/** The figures an admin types for a month; the contributions and net pay are the server's to compute. */
export const SalaryPay = SalaryPayFields.superRefine(deductionsWithinGross);
export type SalaryPay = z.infer<typeof SalaryPay>;

/** POST /api/admin/salary/records: a draft for one employee and month. */
export const CreateSalaryRequest = SalaryPayFields.extend({ userId: z.string().min(1), month: Month }).superRefine(
  deductionsWithinGross,
);
export type CreateSalaryRequest = z.infer<typeof CreateSalaryRequest>;

/** PUT /api/admin/salary/records/:id: a draft's figures, recomputed. */
export const UpdateSalaryRequest = SalaryPay;

const referenceMessage = msg("salary", "validation.reference");
/** POST /api/admin/salary/records/:id/pay */
export const PaySalaryRequest = z.object({
  paidOn: z.iso.date(msg("salary", "validation.paidOn")),
  reference: z.string().trim().min(1, referenceMessage).max(100, referenceMessage),
});
export type PaySalaryRequest = z.infer<typeof PaySalaryRequest>;

export const SalaryIdParams = z.object({ id: z.coerce.number().int().positive() });
export const SalaryListQuery = z.object({ month: Month });

/** One month's pay as admins and the employee see it; sen. */
export const SalaryRecordView = z.object({
  id: z.number(),
  /** null once the employee's account was deleted; the record and its name stay. */
  userId: z.string().nullable(),
  employeeName: z.string(),
  role: z.enum(SALARIED_ROLES),
  month: Month,
  basic: z.number(),
  allowances: z.number(),
  overtime: z.number(),
  deductions: z.number(),
  gross: z.number(),
  epfEmployee: z.number(),
  epfEmployer: z.number(),
  socsoEmployee: z.number(),
  socsoEmployer: z.number(),
  eisEmployee: z.number(),
  eisEmployer: z.number(),
  net: z.number(),
  employerCost: z.number(),
  status: z.enum(SALARY_STATUSES),
  approvedAt: Timestamp.nullable(),
  paidOn: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type SalaryRecordView = z.infer<typeof SalaryRecordView>;

export const SalaryRecordList = z.object({ items: z.array(SalaryRecordView) });
export type SalaryRecordList = z.infer<typeof SalaryRecordList>;

/** GET /api/admin/salary/employees: who may be paid. */
export const SalariedEmployee = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SALARIED_ROLES),
});
export const SalariedEmployeeList = z.object({ items: z.array(SalariedEmployee) });
export type SalariedEmployee = z.infer<typeof SalariedEmployee>;

const rateMessage = msg("salary", "validation.rate");
const BasisPoints = z.number(rateMessage).int(rateMessage).min(0, rateMessage).max(5000, rateMessage);
const ceilingMessage = msg("salary", "validation.ceiling");
const Ceiling = z.number(ceilingMessage).int(ceilingMessage).min(100, ceilingMessage).max(100_000_000, ceilingMessage);

/** GET / PUT /api/admin/salary/settings: rates in basis points, thresholds and ceilings in sen. */
export const SalarySettings = z.object({
  epfEmployeeBasisPoints: BasisPoints,
  epfEmployerBasisPoints: BasisPoints,
  epfEmployerHighBasisPoints: BasisPoints,
  epfEmployerThreshold: Ceiling,
  socsoEmployeeBasisPoints: BasisPoints,
  socsoEmployerBasisPoints: BasisPoints,
  socsoCeiling: Ceiling,
  eisEmployeeBasisPoints: BasisPoints,
  eisEmployerBasisPoints: BasisPoints,
  eisCeiling: Ceiling,
});
export type SalarySettings = z.infer<typeof SalarySettings>;

/**
 * The forms of /admin/staff-salary: amounts typed in RM ("3,000", "150.50"),
 * rates in percent ("11", "1.75"); both read as hundredths, so each lands on
 * the API's own schema (sen, basis points) with its limits and messages.
 */
const typedHundredths = (message: string) => ringgitInput(message, null).transform((v) => v ?? 0);
const typedPay = (field: "basic" | "allowances" | "overtime" | "deductions") =>
  typedHundredths(msg("salary", "validation.amount", { field: msg("salary", `fields.${field}`) })).pipe(Sen(field));

const SalaryFormFields = z.object({
  userId: z.string().min(1, msg("salary", "create.choose")),
  month: Month,
  basic: typedPay("basic"),
  allowances: typedPay("allowances"),
  overtime: typedPay("overtime"),
  deductions: typedPay("deductions"),
});
export const SalaryForm = SalaryFormFields.superRefine(deductionsWithinGross);

const typedRate = typedHundredths(rateMessage).pipe(BasisPoints);
const typedCeiling = typedHundredths(ceilingMessage).pipe(Ceiling);
export const SalarySettingsForm = z.object({
  epfEmployeeBasisPoints: typedRate,
  epfEmployerBasisPoints: typedRate,
  epfEmployerHighBasisPoints: typedRate,
  epfEmployerThreshold: typedCeiling,
  socsoEmployeeBasisPoints: typedRate,
  socsoEmployerBasisPoints: typedRate,
  socsoCeiling: typedCeiling,
  eisEmployeeBasisPoints: typedRate,
  eisEmployerBasisPoints: typedRate,
  eisCeiling: typedCeiling,
});

/** A draft's figures changed on /admin/staff-salary (its employee and month stay). */
export const EditSalaryForm = SalaryFormFields.omit({ userId: true, month: true }).superRefine(deductionsWithinGross);
