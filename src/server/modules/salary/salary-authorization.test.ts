import { describe } from "vitest";
import { buildUser } from "../../test/factories";
import { everyone, matrixTest, signedIn } from "../../test/matrix";
import { todayInMalaysia } from "../../../shared/dates";
import { DEFAULT_STATUTORY_RATES } from "../../../shared/salary";
import { advance, createDraft, freshMonth, rm, unchangedOnRefusal } from "../../test/salary";

const { matrix } = matrixTest();
const adminOnly = { ...everyone(403), "signed out": 401, admin: 200 };

describe("salary endpoints answer admins only; payslips their employee and admins", () => {
  matrix({
    name: "GET /api/admin/salary/settings",
    expected: adminOnly,
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/admin/salary/settings", { as: cookie }),
  });

  matrix({
    name: "PUT /api/admin/salary/settings",
    expected: adminOnly,
    mutates: true,
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) =>
      unchangedOnRefusal(ctx, () =>
        ctx.request.put(
          "/api/admin/salary/settings",
          { ...DEFAULT_STATUTORY_RATES, eisCeiling: rm(6500) },
          { as: cookie },
        ),
      ),
  });

  matrix({
    name: "GET /api/admin/salary/employees",
    expected: adminOnly,
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/admin/salary/employees", { as: cookie }),
  });

  matrix({
    name: "GET /api/admin/salary/records",
    expected: adminOnly,
    setup: async ({ ctx, people }) => ({ month: "2030-01", id: await createDraft(ctx, people.admin, people.staff.id) }),
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/admin/salary/records?month=${t.month}`, { as: cookie }),
  });

  matrix({
    name: "POST /api/admin/salary/records",
    expected: { ...adminOnly, admin: 201 },
    mutates: true,
    setup: async ({ ctx }) => ({ userId: (await buildUser(ctx, { role: "staff" })).id }),
    call: (t, cookie, { ctx }) =>
      unchangedOnRefusal(ctx, () =>
        ctx.request.post(
          "/api/admin/salary/records",
          { userId: t.userId, month: freshMonth(), basic: rm(2500), allowances: 0, overtime: 0, deductions: 0 },
          { as: cookie },
        ),
      ),
  });

  matrix({
    name: "PUT /api/admin/salary/records/:id",
    expected: adminOnly,
    mutates: true,
    setup: async ({ ctx, people }) => ({ id: await createDraft(ctx, people.admin, people.staff.id) }),
    call: (t, cookie, { ctx }) =>
      unchangedOnRefusal(ctx, () =>
        ctx.request.put(
          `/api/admin/salary/records/${t.id}`,
          { basic: rm(3100), allowances: 0, overtime: 0, deductions: 0 },
          { as: cookie },
        ),
      ),
  });

  matrix({
    name: "POST /api/admin/salary/records/:id/approve",
    expected: adminOnly,
    mutates: true,
    setup: async ({ ctx, people }) => ({ id: await createDraft(ctx, people.admin, people.staff.id) }),
    call: (t, cookie, { ctx }) =>
      unchangedOnRefusal(ctx, () => ctx.request.post(`/api/admin/salary/records/${t.id}/approve`, {}, { as: cookie })),
  });

  matrix({
    name: "POST /api/admin/salary/records/:id/pay",
    expected: adminOnly,
    mutates: true,
    setup: async ({ ctx, people }) => {
      const id = await createDraft(ctx, people.admin, people.accountant.id);
      await advance(ctx, people.admin, id, "approved");
      return { id };
    },
    call: (t, cookie, { ctx }) =>
      unchangedOnRefusal(ctx, () =>
        ctx.request.post(
          `/api/admin/salary/records/${t.id}/pay`,
          { paidOn: todayInMalaysia(), reference: "DUITNOW 88" },
          { as: cookie },
        ),
      ),
  });

  matrix({
    name: "GET /api/payslips",
    expected: signedIn(200),
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/payslips", { as: cookie }),
  });

  matrix({
    name: "GET /api/payslips/:id (the staff member's approved payslip)",
    expected: { ...everyone(404), "signed out": 401, staff: 200, admin: 200 },
    setup: async ({ ctx, people }) => {
      const id = await createDraft(ctx, people.admin, people.staff.id);
      await advance(ctx, people.admin, id, "approved");
      return { id };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/payslips/${t.id}`, { as: cookie }),
  });

  matrix({
    name: "GET /api/payslips/:id (the accountant's paid payslip)",
    expected: { ...everyone(404), "signed out": 401, accountant: 200, admin: 200 },
    setup: async ({ ctx, people }) => {
      const id = await createDraft(ctx, people.admin, people.accountant.id);
      await advance(ctx, people.admin, id, "paid");
      return { id };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/payslips/${t.id}`, { as: cookie }),
  });
});
