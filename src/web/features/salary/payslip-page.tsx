import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDay, formatMonth } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import type { SalaryRecordView } from "../../../shared/salary-contracts";
import { salaryQueries } from "../../api/salary";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { currentLanguage } from "../../lib/i18n";

/** /payslips/:id — the employee's own payslip (or any, for an admin), printable with the app chrome hidden. */
export function PayslipPage() {
  const { t } = useTranslation("salary");
  const { id = "" } = useParams();
  const isNumber = /^\d+$/.test(id);
  const q = useQuery({ ...salaryQueries.payslip(id), enabled: isNumber });
  return (
    <Page title={t("payslip.title")}>
      {isNumber ? (
        <QueryState query={q}>{(slip) => <PayslipView slip={slip} />}</QueryState>
      ) : (
        <Alert tone="error">{t("payslip.notANumber")}</Alert>
      )}
    </Page>
  );
}

type Line = [label: string, sen: number];

function Lines({ caption, lines, total }: { caption: string; lines: Line[]; total?: Line }) {
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="text-left font-semibold">{caption}</caption>
      <tbody>
        {lines.map(([label, sen]) => (
          <tr key={label}>
            <th scope="row" className="py-0.5 text-left font-normal">
              {label}
            </th>
            <td className="text-right">{formatRM(sen)}</td>
          </tr>
        ))}
        {total && (
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className="text-left">
              {total[0]}
            </th>
            <td className="text-right">{formatRM(total[1])}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function PayslipView({ slip }: { slip: SalaryRecordView }) {
  const { t } = useTranslation("salary");
  const lang = currentLanguage();
  const month = formatMonth(`${slip.month}-15T00:00:00Z`, lang);
  const withheld = slip.epfEmployee + slip.socsoEmployee + slip.eisEmployee + slip.deductions;
  const facts: [string, string][] = [
    [t("payslip.employee"), slip.employeeName],
    [t("payslip.role"), t(`roles.${slip.role}`)],
    [t("payslip.status"), t(`statuses.${slip.status}`)],
    [t("payslip.employerLabel"), t("payslip.employer")],
  ];
  return (
    <>
      <article className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">{t("payslip.heading", { month })}</h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Lines
          caption={t("payslip.earnings")}
          lines={[
            [t("fields.basic"), slip.basic],
            [t("fields.allowances"), slip.allowances],
            [t("fields.overtime"), slip.overtime],
          ]}
          total={[t("payslip.gross"), slip.gross]}
        />
        <Lines
          caption={t("payslip.deductions")}
          lines={[
            [t("payslip.epfEmployee"), slip.epfEmployee],
            [t("payslip.socsoEmployee"), slip.socsoEmployee],
            [t("payslip.eisEmployee"), slip.eisEmployee],
            [t("fields.deductions"), slip.deductions],
          ]}
          total={[t("payslip.totalDeductions"), withheld]}
        />
        <p className="mt-4 flex justify-between border-y-2 border-slate-800 py-2 text-base font-bold">
          <span>{t("payslip.net")}</span>
          <span>{formatRM(slip.net)}</span>
        </p>
        <Lines
          caption={t("payslip.employerContributions")}
          lines={[
            [t("payslip.epfEmployer"), slip.epfEmployer],
            [t("payslip.socsoEmployer"), slip.socsoEmployer],
            [t("payslip.eisEmployer"), slip.eisEmployer],
          ]}
        />
        <p className="mt-4 text-sm text-slate-700">
          {slip.status === "paid" && slip.paidOn
            ? t("payslip.paidOn", { date: formatDay(slip.paidOn, lang), reference: slip.paymentReference ?? "" })
            : slip.status === "approved"
              ? t("payslip.notPaid")
              : t("statuses.draft")}
        </p>
      </article>
      <Button className="mt-4 print:hidden" onClick={() => window.print()}>
        {t("payslip.print")}
      </Button>
    </>
  );
}
