import { useQuery } from "@tanstack/react-query";
import { adminQueries } from "../../api/admin";
import { Card, Page } from "../../components/ui/page";
import { QueryCard } from "../../components/ui/query-card";
import { ReviewQueue } from "../../components/verification/review-queue";

/** /staff/dashboard: support's view of accounts still to verify. */
export function StaffDashboardPage() {
  const q = useQuery(adminQueries.staffOverview());
  return (
    <Page title="Staff dashboard">
      <div className="mb-6">
        <Card title="Verification queue">
          <ReviewQueue />
        </Card>
      </div>
      <QueryCard
        title="Renters not yet verified"
        query={q}
        isEmpty={(data) => data.unverifiedUsers.length === 0}
        emptyText="Every renter is verified."
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
