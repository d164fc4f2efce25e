import { and, eq } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { buildOwner, buildUser } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { DEFAULT_STATUTORY_RATES } from "../../../shared/salary";
import { advance, createDraft, freshMonth, recordRow, rm, salaryState } from "../../test/salary";

const auditOf = (ctx: Parameters<typeof salaryState>[0], id: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "salary_record"), eq(auditLog.subjectId, String(id))))
    .orderBy(auditLog.id);

describe("salary records", () => {
  it("computes the statutory shares and net pay, and goes draft → approved → paid, audited", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const staff = await buildUser(ctx, { role: "staff", name: "Siti Staff" });
    const month = freshMonth();
    const id = await createDraft(ctx, admin, staff.id, {
      month,
      basic: rm(5800),
      allowances: rm(300),
      overtime: rm(400),
      deductions: rm(50),
    });
    const draft = (await ctx.request.get(`/api/admin/salary/records?month=${month}`, { as: admin })).json().items;
    // EPF on RM 6,100 (overtime excluded; band RM 6,100): 11 % = 671, employer 12 % = 732.
    // SOCSO and EIS on RM 6,500, above the RM 6,000 ceiling: the top band's 29.75 / 104.15 and 11.90 / 11.90.
    expect(draft).toEqual([
      expect.objectContaining({
        id,
        employeeName: "Siti Staff",
        role: "staff",
        gross: rm(6500),
        epfEmployee: rm(671),
        epfEmployer: rm(732),
        socsoEmployee: rm(29.75),
        socsoEmployer: rm(104.15),
        eisEmployee: rm(11.9),
        eisEmployer: rm(11.9),
        net: rm(6500 - 671 - 29.75 - 11.9 - 50),
        employerCost: rm(6500 + 732 + 104.15 + 11.9),
        status: "draft",
      }),
    ]);

    // Not the employee's to see while it is a draft.
    expect((await ctx.request.get(`/api/payslips/${id}`, { as: staff })).statusCode).toBe(404);
    expect((await ctx.request.get("/api/payslips", { as: staff })).json().items).toEqual([]);

    // Paying a draft is refused; nothing changes.
    const before = await salaryState(ctx);
    const early = await ctx.request.post(
      `/api/admin/salary/records/${id}/pay`,
      { paidOn: todayInMalaysia(), reference: "X" },
      { as: admin },
    );
    expect(early.statusCode).toBe(409);
    expect(await salaryState(ctx)).toEqual(before);

    await advance(ctx, admin, id, "paid");
    const row = await recordRow(ctx, id);
    expect(row).toMatchObject({
      status: "paid",
      paidOn: todayInMalaysia(),
      paymentReference: "BANK-1",
      approvedBy: admin.id,
    });
    expect((await auditOf(ctx, id)).map((a) => [a.action, a.actorId])).toEqual([
      ["salary.created", admin.id],
      ["salary.approved", admin.id],
      ["salary.paid", admin.id],
    ]);

    // Approved and paid records are fixed.
    const edit = await ctx.request.put(
      `/api/admin/salary/records/${id}`,
      { basic: 1, allowances: 0, overtime: 0, deductions: 0 },
      { as: admin },
    );
    expect(edit.statusCode).toBe(409);
    expect((await ctx.request.post(`/api/admin/salary/records/${id}/approve`, {}, { as: admin })).statusCode).toBe(409);

    const mine = (await ctx.request.get("/api/payslips", { as: staff })).json().items;
    expect(mine.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await ctx.request.get(`/api/payslips/${id}`, { as: staff })).json()).toMatchObject({ net: row!.net });
  });

  it("refuses bad input, a second record for the month and a person who is not staff or an accountant", async ({
    ctx,
  }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const accountant = await buildUser(ctx, { role: "accountant" });
    const owner = await buildOwner(ctx);
    const month = freshMonth();
    await createDraft(ctx, admin, accountant.id, { month, basic: rm(4000) });
    const before = await salaryState(ctx);
    const post = (body: object) => ctx.request.post("/api/admin/salary/records", body, { as: admin });
    const ok = { userId: accountant.id, month, basic: rm(4000), allowances: 0, overtime: 0, deductions: 0 };

    const bad = expectBadInput(await post({ ...ok, basic: -1, month: "2031-13" }));
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(["basic", "month"]));
    expect(bad.fields?.basic).toBe("Basic salary must be an amount in RM from 0 to 1,000,000");
    expect((await post({ ...ok, basic: 12.5 })).statusCode).toBe(400);
    const twice = await post(ok);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This employee already has a salary record for that month");
    const notStaff = await post({ ...ok, userId: owner.id, month: freshMonth() });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.message).toBe("Salaries are paid to staff and accountants only");
    expect(await salaryState(ctx)).toEqual(before);
  });

  it("refuses deductions that would take the net pay below zero, on the deductions field", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const staff = await buildUser(ctx, { role: "staff" });
    const month = freshMonth();
    const post = (deductions: number) =>
      ctx.request.post(
        "/api/admin/salary/records",
        { userId: staff.id, month, basic: rm(3000), allowances: 0, overtime: 0, deductions },
        { as: admin },
      );
    const before = await salaryState(ctx);
    // More than the gross: the shared contract refuses it before any rate is read.
    expect(expectBadInput(await post(rm(3000.01))).fields?.deductions).toBe(
      "Other deductions can be at most RM 3,000.00: the net pay cannot be below zero",
    );
    // Within the gross but past what the employee's shares leave: RM 3,000 − 330 EPF − 14.75 SOCSO − 5.90 EIS.
    expect(expectBadInput(await post(rm(2649.36))).fields?.deductions).toBe(
      "Other deductions can be at most RM 2,649.35: the net pay cannot be below zero",
    );
    expect(await salaryState(ctx)).toEqual(before);
    const id = await createDraft(ctx, admin, staff.id, { month, basic: rm(3000), deductions: rm(2649.35) });
    expect((await recordRow(ctx, id))!.net).toBe(0);

    // Editing the draft is held to the same rule, and leaves it as it was.
    const kept = await salaryState(ctx);
    const edit = await ctx.request.put(
      `/api/admin/salary/records/${id}`,
      { basic: rm(3000), allowances: 0, overtime: 0, deductions: rm(2700) },
      { as: admin },
    );
    expect(expectBadInput(edit).fields?.deductions).toBe(
      "Other deductions can be at most RM 2,649.35: the net pay cannot be below zero",
    );
    expect(await salaryState(ctx)).toEqual(kept);
  });

  it("refuses a payment date after today in Malaysia, as invoices do", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const staff = await buildUser(ctx, { role: "staff" });
    const id = await createDraft(ctx, admin, staff.id, { basic: rm(2600) });
    await advance(ctx, admin, id, "approved");
    const before = await salaryState(ctx);
    const res = await ctx.request.post(
      `/api/admin/salary/records/${id}/pay`,
      { paidOn: addDays(todayInMalaysia(), 1), reference: "BANK-9" },
      { as: admin },
    );
    expect(expectBadInput(res).fields?.paidOn).toBe("The payment date cannot be in the future");
    expect(await salaryState(ctx)).toEqual(before);
  });

  it("uses the rates in settings for new drafts; an approved record keeps its figures", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const staff = await buildUser(ctx, { role: "staff" });
    const kept = await createDraft(ctx, admin, staff.id, { basic: rm(3000) });
    await advance(ctx, admin, kept, "approved");

    const bad = await ctx.request.put(
      "/api/admin/salary/settings",
      { ...DEFAULT_STATUTORY_RATES, epfEmployeeBasisPoints: 6000 },
      { as: admin },
    );
    expect(bad.statusCode).toBe(400);
    const rates = { ...DEFAULT_STATUTORY_RATES, epfEmployeeBasisPoints: 900 };
    expect((await ctx.request.put("/api/admin/salary/settings", rates, { as: admin })).json()).toEqual(rates);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "salary.settings_updated"));
    expect(audit).toMatchObject({ actorId: admin.id });

    const fresh = await createDraft(ctx, admin, staff.id, { basic: rm(3000) });
    expect((await recordRow(ctx, fresh))!.epfEmployee).toBe(rm(270));
    expect((await recordRow(ctx, kept))!.epfEmployee).toBe(rm(330));
  });

  it("keeps a paid record, with its name and figures, when the employee deletes the account", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const staff = await buildUser(ctx, { role: "staff", name: "Leaving Staff", password: "staff-pass-000" });
    const id = await createDraft(ctx, admin, staff.id, { basic: rm(2800) });
    await advance(ctx, admin, id, "paid");
    const before = await recordRow(ctx, id);
    const res = await ctx.request.post("/api/profile/delete", { password: "staff-pass-000" }, { as: staff });
    expect(res.statusCode).toBe(200);
    expect(await recordRow(ctx, id)).toEqual({ ...before, userId: null });
    expect((await ctx.request.get(`/api/payslips/${id}`, { as: admin })).json()).toMatchObject({
      employeeName: "Leaving Staff",
      userId: null,
      net: before!.net,
    });
  });

  it("two admins paying the same record at once: one pays, the other is told it already moved", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const other = await buildUser(ctx, { role: "admin" });
    const staff = await buildUser(ctx, { role: "staff" });
    const id = await createDraft(ctx, admin, staff.id, { basic: rm(2600) });
    await advance(ctx, admin, id, "approved");
    const pay = (who: typeof admin, reference: string) =>
      ctx.request.post(`/api/admin/salary/records/${id}/pay`, { paidOn: todayInMalaysia(), reference }, { as: who });
    const answers = await Promise.all([pay(admin, "FIRST"), pay(other, "SECOND")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json().paymentReference;
    expect((await recordRow(ctx, id))!.paymentReference).toBe(won);
    expect((await auditOf(ctx, id)).filter((a) => a.action === "salary.paid")).toHaveLength(1);
  });
});
