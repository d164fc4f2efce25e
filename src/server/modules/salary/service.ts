import type { Db, Tx } from "../../db/client";
import { badInput, conflict, notFound } from "../../lib/errors";
import { recordAudit } from "../audit/record";
import type { Actor } from "../../plugins/actor";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { computePayslip } from "../../../shared/salary";
import {
  type CreateSalaryRequest,
  deductionsTooHigh,
  type PaySalaryRequest,
  SALARIED_ROLES,
  type SalaryPay,
  type SalarySettings,
} from "../../../shared/salary-contracts";
import { canSeePayslip, NEXT_STATUS } from "./policy";
import { monthStart, presentSalary, salaryAuditSummary } from "./presenter";
import {
  findOrCreateRates,
  findRecord,
  findUser,
  insertRecord,
  listMonth,
  listOwnPayslips,
  listSalaried,
  lockRecord,
  type SalaryRow,
  saveRates,
  updateRecord,
} from "./repository";
import { isOneOf } from "../../../shared/words";

const RECORD = msg("salary", "things.record");
const isSalaried = (role: string) => isOneOf(SALARIED_ROLES, role);

export const getSalarySettings = (db: Db): Promise<SalarySettings> => findOrCreateRates(db);

/** New and edited drafts use the new rates; approved and paid records keep the figures they were approved with. */
export async function updateSalarySettings(db: Db, admin: Actor, values: SalarySettings): Promise<SalarySettings> {
  return db.transaction(async (tx) => {
    const before = await findOrCreateRates(tx);
    await saveRates(tx, values);
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "salary.settings_updated",
      subjectType: "salary_settings",
      subjectId: 1,
      before: { ...before },
      after: { ...values },
    });
    return values;
  });
}

export async function listEmployees(db: Db) {
  const rows = await listSalaried(db);
  return { items: rows.flatMap((r) => (isSalaried(r.role) ? [{ ...r, role: r.role }] : [])) };
}

export async function listSalaries(db: Db, month: string) {
  return { items: (await listMonth(db, monthStart(month))).map(presentSalary) };
}

/**
 * The stored figures of `pay` at today's rates. Refused (400, on the deductions field) when the
 * net pay would be below zero: the contract holds deductions to the gross, but only here are the
 * employee's EPF, SOCSO and EIS shares known.
 */
async function figures(db: Db | Tx, pay: SalaryPay) {
  const slip = computePayslip(pay, await findOrCreateRates(db));
  if (slip.net < 0) {
    throw badInput(msg("errors", "BAD_INPUT"), { deductions: deductionsTooHigh(slip.net + pay.deductions) });
  }
  const { employerCost: _cost, ...stored } = slip;
  return { ...pay, ...stored };
}

/** A draft for a staff member or accountant; one per person and month. */
export async function createSalary(db: Db, admin: Actor, input: CreateSalaryRequest) {
  const { userId, month, ...pay } = input;
  return db.transaction(async (tx) => {
    const employee = await findUser(tx, userId);
    if (!employee || !isSalaried(employee.role)) {
      throw badInput(msg("salary", "errors.notSalaried"), { userId: msg("salary", "errors.notSalaried") });
    }
    const row = await insertRecord(tx, {
      userId,
      month: monthStart(month),
      employeeName: employee.name,
      role: employee.role,
      ...(await figures(tx, pay)),
    });
    if (!row) throw conflict(msg("salary", "errors.duplicate"), { month: msg("salary", "errors.duplicate") });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "salary.created",
      subjectType: "salary_record",
      subjectId: row.id,
      after: salaryAuditSummary(row),
    });
    return presentSalary(row);
  });
}

/** The locked record, or 404; 409 unless it is in `status`. */
async function lockIn(tx: Tx, id: number, status: SalaryRow["status"]) {
  const row = await lockRecord(tx, id);
  if (!row) throw notFound(RECORD);
  if (row.status !== status) throw conflict(msg("salary", "errors.wrongStatus", { status: row.status }));
  return row;
}

/** A draft's figures changed and recomputed; approved and paid records are fixed. */
export async function updateSalary(db: Db, admin: Actor, id: number, pay: SalaryPay) {
  return db.transaction(async (tx) => {
    const before = await lockIn(tx, id, "draft");
    const row = (await updateRecord(tx, id, await figures(tx, pay)))!;
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "salary.updated",
      subjectType: "salary_record",
      subjectId: id,
      before: salaryAuditSummary(before),
      after: salaryAuditSummary(row),
    });
    return presentSalary(row);
  });
}

export async function approveSalary(db: Db, admin: Actor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockIn(tx, id, "draft");
    const row = (await updateRecord(tx, id, {
      status: NEXT_STATUS.draft,
      approvedBy: admin.user.id,
      approvedAt: new Date(),
    }))!;
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "salary.approved",
      subjectType: "salary_record",
      subjectId: id,
      before: salaryAuditSummary(before),
      after: salaryAuditSummary(row),
    });
    return presentSalary(row);
  });
}

/** Record the payment: `paidOn` is a day in Malaysia and, as for invoices, not in the future. */
export async function paySalary(db: Db, admin: Actor, id: number, input: PaySalaryRequest) {
  if (input.paidOn > todayInMalaysia()) {
    throw badInput(msg("errors", "BAD_INPUT"), { paidOn: msg("salary", "validation.paidOnFuture") });
  }
  return db.transaction(async (tx) => {
    const before = await lockIn(tx, id, "approved");
    const row = (await updateRecord(tx, id, {
      status: NEXT_STATUS.approved,
      paidOn: input.paidOn,
      paymentReference: input.reference,
    }))!;
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "salary.paid",
      subjectType: "salary_record",
      subjectId: id,
      before: salaryAuditSummary(before),
      after: salaryAuditSummary(row),
      detail: { paidOn: input.paidOn, reference: input.reference },
    });
    return presentSalary(row);
  });
}

/** The caller's own payslips (approved or paid). */
export async function listPayslips(db: Db, actor: Actor) {
  return { items: (await listOwnPayslips(db, actor.user.id)).map(presentSalary) };
}

/** One payslip: the employee's own once approved, or any for an admin; 404 for everyone else. */
export async function getPayslip(db: Db, actor: Actor, id: number) {
  const row = await findRecord(db, id);
  if (!row || !canSeePayslip(actor, row)) throw notFound(RECORD);
  return presentSalary(row);
}
