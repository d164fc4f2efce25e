import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import {
  CreateSalaryRequest,
  PaySalaryRequest,
  SalariedEmployeeList,
  SalaryIdParams,
  SalaryListQuery,
  SalaryRecordList,
  SalaryRecordView,
  SalarySettings,
  UpdateSalaryRequest,
} from "../../../shared/salary-contracts";
import { SALARY_ADMINS } from "./policy";
import {
  approveSalary,
  createSalary,
  getPayslip,
  getSalarySettings,
  listEmployees,
  listPayslips,
  listSalaries,
  paySalary,
  updateSalary,
  updateSalarySettings,
} from "./service";

/** /admin/staff-salary's calls (admins only) and the payslips an employee reads. */
export async function salaryRoutes(app: FastifyInstance) {
  const { db, forRoles, signedIn } = moduleRoutes(app);
  const admins = forRoles(...SALARY_ADMINS);
  const record = { params: SalaryIdParams, response: { 200: SalaryRecordView } };

  admins.get(
    "/api/admin/salary/settings",
    { schema: { summary: "Read the salary settings", response: { 200: SalarySettings } } },
    () => getSalarySettings(db),
  );
  admins.put(
    "/api/admin/salary/settings",
    { schema: { summary: "Change the salary settings", body: SalarySettings, response: { 200: SalarySettings } } },
    (req, admin) => updateSalarySettings(db, admin, req.body),
  );
  admins.get(
    "/api/admin/salary/employees",
    { schema: { summary: "List employees for payroll", response: { 200: SalariedEmployeeList } } },
    () => listEmployees(db),
  );
  admins.get(
    "/api/admin/salary/records",
    { schema: { summary: "List salary records", querystring: SalaryListQuery, response: { 200: SalaryRecordList } } },
    (req) => listSalaries(db, req.query.month),
  );
  admins.post(
    "/api/admin/salary/records",
    { schema: { summary: "Create a salary record", body: CreateSalaryRequest, response: { 201: SalaryRecordView } } },
    async (req, admin, reply) => reply.code(201).send(await createSalary(db, admin, req.body)),
  );
  admins.put(
    "/api/admin/salary/records/:id",
    { schema: { summary: "Edit a salary record", ...record, body: UpdateSalaryRequest } },
    (req, admin) => updateSalary(db, admin, req.params.id, req.body),
  );
  admins.post(
    "/api/admin/salary/records/:id/approve",
    { schema: { summary: "Approve a salary record", ...record } },
    (req, admin) => approveSalary(db, admin, req.params.id),
  );
  admins.post(
    "/api/admin/salary/records/:id/pay",
    { schema: { summary: "Mark a salary record paid", ...record, body: PaySalaryRequest } },
    (req, admin) => paySalary(db, admin, req.params.id, req.body),
  );

  signedIn.get(
    "/api/payslips",
    { schema: { summary: "List my payslips", response: { 200: SalaryRecordList } } },
    (_req, actor) => listPayslips(db, actor),
  );
  signedIn.get("/api/payslips/:id", { schema: { summary: "Read a payslip", ...record } }, (req, actor) =>
    getPayslip(db, actor, req.params.id),
  );
}
