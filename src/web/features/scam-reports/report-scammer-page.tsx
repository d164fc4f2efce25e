import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { scamQueries } from "../../api/scam-reports";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { ReportCard } from "./report-card";
import { ReportForm } from "./report-form";

/** /owners/report-scammer: report a person, and follow one's own reports' status. */
export function ReportScammerPage() {
  const { t } = useTranslation("scam");
  const mine = useQuery(scamQueries.mine());
  return (
    <Page title={t("report.title")}>
      <div className="flex flex-col gap-6">
        <Card>
          <ReportForm />
        </Card>
        <Card title={t("report.mine")}>
          <QueryState query={mine} emptyText={t("report.none")}>
            {({ items }) => (
              <ul className="flex flex-col gap-4">
                {items.map((r) => (
                  <li key={r.id}>
                    <ReportCard report={r} showReporter={false} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
      </div>
    </Page>
  );
}
