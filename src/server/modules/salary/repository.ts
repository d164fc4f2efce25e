import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { users } from "../../db/schema";
import { salaryRecords, salarySettings } from "../../db/schema/salary";
import { SALARIED_ROLES } from "../../../shared/salary-contracts";
import type { StatutoryRates } from "../../../shared/salary";

export type SalaryRow = typeof salaryRecords.$inferSelect;
export type SalaryInsert = typeof salaryRecords.$inferInsert;

/** The rates row; made with the defaults (the rates in force) the first time it is read. */
export async function findOrCreateRates(db: Db | Tx): Promise<StatutoryRates> {
  const row = await firstRow(db.select().from(salarySettings).where(eq(salarySettings.id, 1)));
  if (row) return row;
  await db.insert(salarySettings).values({ id: 1 }).onConflictDoNothing();
  return (await firstRow(db.select().from(salarySettings).where(eq(salarySettings.id, 1))))!;
}

export async function saveRates(tx: Tx, rates: StatutoryRates) {
  await tx
    .update(salarySettings)
    .set({ ...rates, updatedAt: new Date() })
    .where(eq(salarySettings.id, 1));
}

/** Staff and accountants, by name: the people a salary may be written for. */
export function listSalaried(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, [...SALARIED_ROLES]))
    .orderBy(asc(users.name));
}

export const findUser = (db: Db | Tx, id: string) =>
  firstRow(db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.id, id)));

export const findRecord = (db: Db | Tx, id: number) =>
  firstRow(db.select().from(salaryRecords).where(eq(salaryRecords.id, id)));

/** The record locked for a change of status, so two admins cannot both approve or pay it. */
export const lockRecord = (tx: Tx, id: number) =>
  firstRow(tx.select().from(salaryRecords).where(eq(salaryRecords.id, id)).for("update"));

export const listMonth = (db: Db, month: string) =>
  db.select().from(salaryRecords).where(eq(salaryRecords.month, month)).orderBy(asc(salaryRecords.employeeName));

/** An employee's own payslips: approved or paid, newest month first. */
export const listOwnPayslips = (db: Db, userId: string) =>
  db
    .select()
    .from(salaryRecords)
    .where(and(eq(salaryRecords.userId, userId), inArray(salaryRecords.status, ["approved", "paid"])))
    .orderBy(desc(salaryRecords.month));

/** Insert; undefined when the employee already has a record for the month (the unique index). */
export const insertRecord = (tx: Tx, values: SalaryInsert) =>
  firstRow(tx.insert(salaryRecords).values(values).onConflictDoNothing().returning());

export const updateRecord = (tx: Tx, id: number, values: Partial<SalaryInsert>) =>
  firstRow(
    tx
      .update(salaryRecords)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(salaryRecords.id, id))
      .returning(),
  );
