import { asc, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { todayInMalaysia } from "../../shared/dates";
import { auditLog } from "../db/schema";
import { salaryRecords, salarySettings } from "../db/schema/salary";
import type { BuiltUser } from "./factories";
import type { InjectResponse } from "./request";
import type { TestApp } from "./test-app";

/** RM → sen, for figures written the way a payroll clerk reads them. */
export const rm = (ringgit: number) => Math.round(ringgit * 100);

/** Everything a refused salary call must leave as it was: the records, the rates and the audit trail's length. */
export async function salaryState(ctx: TestApp) {
  return {
    records: await ctx.db.select().from(salaryRecords).orderBy(asc(salaryRecords.id)),
    settings: await ctx.db.select().from(salarySettings),
    audit: (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

/** `call`, checking that a refusal changed no salary row, rate or audit entry (the matrix checks the rest). */
export async function unchangedOnRefusal(ctx: TestApp, call: () => Promise<InjectResponse>) {
  const before = await salaryState(ctx);
  const res = await call();
  if (res.statusCode >= 300)
    expect(await salaryState(ctx), `refused ${res.statusCode} changed salaries`).toEqual(before);
  return res;
}

let monthSeq = 0;
/** A month no other test of the file has used: "2031-01", "2031-02" … */
export function freshMonth() {
  const n = monthSeq++;
  return `${2031 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
}

/** A draft written through the API by `admin`; its id. */
export async function createDraft(
  ctx: TestApp,
  admin: BuiltUser,
  userId: string,
  pay: { basic: number; allowances?: number; overtime?: number; deductions?: number; month?: string } = {
    basic: rm(3000),
  },
) {
  const res = await ctx.request.post(
    "/api/admin/salary/records",
    {
      userId,
      month: pay.month ?? freshMonth(),
      basic: pay.basic,
      allowances: pay.allowances ?? 0,
      overtime: pay.overtime ?? 0,
      deductions: pay.deductions ?? 0,
    },
    { as: admin },
  );
  if (res.statusCode !== 201) throw new Error(`draft ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** Move a record on through the API: approved, or approved then paid. */
export async function advance(ctx: TestApp, admin: BuiltUser, id: number, to: "approved" | "paid") {
  const a = await ctx.request.post(`/api/admin/salary/records/${id}/approve`, {}, { as: admin });
  if (a.statusCode !== 200) throw new Error(`approve ${a.statusCode} ${a.body}`);
  if (to === "paid") {
    const p = await ctx.request.post(
      `/api/admin/salary/records/${id}/pay`,
      { paidOn: todayInMalaysia(), reference: "BANK-1" },
      { as: admin },
    );
    if (p.statusCode !== 200) throw new Error(`pay ${p.statusCode} ${p.body}`);
  }
}

export const recordRow = async (ctx: TestApp, id: number) =>
  (await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.id, id)))[0];
