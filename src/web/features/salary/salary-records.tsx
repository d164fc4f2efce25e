import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../shared/money";
import type { SalaryRecordView } from "../../../shared/salary-contracts";
import { salaryQueries, useApproveSalary } from "../../api/salary";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryCard } from "../../components/ui/query-card";
import { TextLink } from "../../components/ui/text-link";
import { errorMessage } from "../../lib/api";
import { EditSalaryForm } from "./edit-salary-form";
import { PaySalaryForm } from "./pay-salary-form";

/** The money columns: their heading's key under `salary:list` and the figure (employee shares, as withheld). */
const FIGURES: [
  key: "gross" | "epf" | "socso" | "eis" | "net" | "employerCost",
  sen: (r: SalaryRecordView) => number,
][] = [
  ["gross", (r) => r.gross],
  ["epf", (r) => r.epfEmployee],
  ["socso", (r) => r.socsoEmployee],
  ["eis", (r) => r.eisEmployee],
  ["net", (r) => r.net],
  ["employerCost", (r) => r.employerCost],
];

/** Which form is open under the table, and for which record. */
type OpenForm = { record: SalaryRecordView; form: "edit" | "pay" };
const editing = (record: SalaryRecordView): OpenForm => ({ record, form: "edit" });
const paying = (record: SalaryRecordView): OpenForm => ({ record, form: "pay" });

/** The month's records: figures, status, and the admin's next move on each. */
export function SalaryRecords({ month, monthLabel }: { month: string; monthLabel: string }) {
  const { t } = useTranslation("salary");
  const q = useQuery(salaryQueries.month(month));
  const approve = useApproveSalary();
  // One form at a time under the table: correcting a draft, or recording a payment.
  const [open, setOpen] = useState<OpenForm | null>(null);
  return (
    <QueryCard
      title={t("list.title", { month: monthLabel })}
      query={q}
      emptyText={t("list.empty")}
      notice={approve.isError && <Alert tone="error">{errorMessage(approve.error)}</Alert>}
    >
      {({ items }) => (
        <>
          <p className="mb-2 text-xs text-slate-600 sm:hidden">{t("list.scrollHint")}</p>
          {/* A wide table scrolls in its own box, so the page itself stays 375 px wide. */}
          <div className="overflow-x-auto" role="region" aria-label={t("list.title", { month: monthLabel })}>
            <table className="w-full min-w-[56rem] text-sm">
              <thead>
                <tr className="border-b border-slate-300 text-left">
                  <th scope="col">{t("list.employee")}</th>
                  <th scope="col">{t("list.role")}</th>
                  {FIGURES.map(([key]) => (
                    <th key={key} scope="col" className="text-right">
                      {t(`list.${key}`)}
                    </th>
                  ))}
                  <th scope="col">{t("list.status")}</th>
                  <th scope="col">{t("list.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((r) => (
                  <tr key={r.id} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 text-left font-medium">
                      {r.employeeName}
                    </th>
                    <td>{t(`roles.${r.role}`)}</td>
                    {FIGURES.map(([key, sen]) => (
                      <td key={key} className={`text-right${key === "net" ? " font-semibold" : ""}`}>
                        {formatRM(sen(r))}
                      </td>
                    ))}
                    <td>{t(`statuses.${r.status}`)}</td>
                    <td className="flex flex-wrap gap-2 py-1">
                      {r.status === "draft" && (
                        <Button
                          variant="secondary"
                          disabled={approve.isPending}
                          onClick={() => approve.mutate(r.id)}
                          aria-label={t("list.approveFor", { name: r.employeeName })}
                        >
                          {t("list.approve")}
                        </Button>
                      )}
                      {r.status === "draft" && (
                        <Button
                          variant="secondary"
                          onClick={() => setOpen(editing(r))}
                          aria-label={t("list.editFor", { name: r.employeeName })}
                        >
                          {t("list.edit")}
                        </Button>
                      )}
                      {r.status === "approved" && (
                        <Button
                          variant="secondary"
                          onClick={() => setOpen(paying(r))}
                          aria-label={t("list.payFor", { name: r.employeeName })}
                        >
                          {t("list.pay")}
                        </Button>
                      )}
                      <TextLink to={`/payslips/${r.id}`}>{t("list.payslip")}</TextLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {open?.form === "pay" && (
            <PaySalaryForm key={open.record.id} record={open.record} onDone={() => setOpen(null)} />
          )}
          {open?.form === "edit" && (
            <EditSalaryForm key={open.record.id} record={open.record} onDone={() => setOpen(null)} />
          )}
        </>
      )}
    </QueryCard>
  );
}
