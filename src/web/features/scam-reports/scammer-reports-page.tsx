import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SCAM_REPORT_STATUSES, type ScamReportStatus } from "../../../shared/scam-report-contracts";
import { scamQueries } from "../../api/scam-reports";
import { SelectField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { DecisionForm } from "./decision-form";
import { FlaggedAccounts } from "./flagged-accounts";
import { ReportCard } from "./report-card";
import { isOneOf } from "../../../shared/words";

const isStatus = (s: string | null) => isOneOf(SCAM_REPORT_STATUSES, s);

/**
 * /admin/scammer-reports (admins and staff): the reports of one status (the
 * pending queue first), each with its evidence and, while pending, the
 * decision; then the flagged accounts and the cleared matches. The status
 * shown is in the URL, so Back and reload keep it.
 */
export function ScammerReportsPage() {
  const { t } = useTranslation("scam");
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ScamReportStatus = isStatus(raw) ? raw : "pending";
  const q = useQuery(scamQueries.review(status));
  return (
    <Page title={t("review.title")}>
      <div className="flex flex-col gap-6">
        <Card>
          <div className="mb-4 max-w-xs">
            <SelectField
              label={t("review.filter")}
              options={SCAM_REPORT_STATUSES}
              optionLabel={(s) => t(`status.${s}`)}
              value={status}
              onChange={(e) => setParams({ status: e.target.value })}
            />
          </div>
          <QueryState query={q} emptyText={t("review.none")}>
            {({ items }) => (
              <ul className="flex flex-col gap-4">
                {items.map((r) => (
                  <li key={r.id}>
                    <ReportCard
                      report={r}
                      actions={
                        r.status === "pending" ? <DecisionForm reportId={r.id} name={r.reportedName} /> : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
        <FlaggedAccounts />
      </div>
    </Page>
  );
}
