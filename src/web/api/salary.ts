import type {
  CreateSalaryRequest,
  PaySalaryRequest,
  SalariedEmployee,
  SalaryRecordList,
  SalaryPay,
  SalaryRecordView,
  SalarySettings,
} from "../../shared/salary-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

const record = resourcePath("/api/admin/salary/records");
const payslip = resourcePath("/api/payslips");

export const salaryKeys = {
  all: ["salary"] as const,
  /** GET /api/admin/salary/records?month= */
  month: (month: string) => [...salaryKeys.all, "month", month] as const,
  /** GET /api/admin/salary/employees */
  employees: () => [...salaryKeys.all, "employees"] as const,
  /** GET /api/admin/salary/settings */
  settings: () => [...salaryKeys.all, "settings"] as const,
  /** GET /api/payslips */
  mine: () => [...salaryKeys.all, "mine"] as const,
  /** GET /api/payslips/:id */
  payslip: (id: string) => [...salaryKeys.all, "payslip", id] as const,
};

export const salaryQueries = {
  month: (month: string) =>
    jsonQuery<SalaryRecordList>(
      salaryKeys.month(month),
      `/api/admin/salary/records?month=${encodeURIComponent(month)}`,
    ),
  employees: () => jsonQuery<{ items: SalariedEmployee[] }>(salaryKeys.employees(), "/api/admin/salary/employees"),
  settings: () => jsonQuery<SalarySettings>(salaryKeys.settings(), "/api/admin/salary/settings"),
  mine: () => jsonQuery<SalaryRecordList>(salaryKeys.mine(), "/api/payslips"),
  payslip: (id: string) => jsonQuery<SalaryRecordView>(salaryKeys.payslip(id), payslip(id)),
};

const stale = { stale: [salaryKeys.all] };

export const useCreateSalary = () =>
  useRefreshingMutation(
    (body: CreateSalaryRequest) => api<SalaryRecordView>("/api/admin/salary/records", { body }),
    stale,
  );
export const useApproveSalary = () =>
  useRefreshingMutation((id: number) => api<SalaryRecordView>(record(String(id), "/approve"), { body: {} }), stale);
export const usePaySalary = () =>
  useRefreshingMutation(
    ({ id, ...body }: PaySalaryRequest & { id: number }) => api<SalaryRecordView>(record(String(id), "/pay"), { body }),
    stale,
  );
export const useUpdateSalarySettings = () =>
  useRefreshingMutation(
    (body: SalarySettings) => api<SalarySettings>("/api/admin/salary/settings", { method: "PUT", body }),
    stale,
  );
export const useUpdateSalary = () =>
  useRefreshingMutation(
    ({ id, ...body }: SalaryPay & { id: number }) => api<SalaryRecordView>(record(String(id)), { method: "PUT", body }),
    stale,
  );
