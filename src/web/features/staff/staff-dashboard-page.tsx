import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { adminQueries } from "../../api/admin";
import { Card, Page } from "../../components/ui/page";
import { QueryCard } from "../../components/ui/query-card";
import { ReviewQueue } from "../../components/verification/review-queue";

/** /staff/dashboard: support's view of accounts still to verify. */
export function StaffDashboardPage() {
  const { t } = useTranslation("backoffice");
  const q = useQuery(adminQueries.staffOverview());
  return (
    <Page title={t("staff.title")}>
      <div className="mb-6">
        <Card title={t("staff.queueTitle")}>
          <ReviewQueue />
        </Card>
      </div>
      <QueryCard
        title={t("staff.unverifiedTitle")}
        query={q}
        isEmpty={(data) => data.unverifiedUsers.length === 0}
        emptyText={t("staff.allVerified")}
      >
        {({ unverifiedUsers }) => (
          <ul className="divide-y divide-slate-200 text-sm">
            {unverifiedUsers.map((u) => (
              <li key={u.id} className="py-2">
                {u.name} <span className="text-slate-600">{u.email}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryCard>
    </Page>
  );
}
