import { useQuery } from "@tanstack/react-query";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";
import { ReviewQueue } from "../../components/verification/review-queue";

interface StaffOverview {
  unverifiedUsers: { id: string; name: string; email: string; createdAt: string }[];
}

/** /staff/dashboard: support's view of accounts still to verify. */
export function StaffDashboardPage() {
  const q = useQuery({ queryKey: ["staff", "overview"], queryFn: () => api<StaffOverview>("/api/staff/overview") });
  return (
    <Page title="Staff dashboard">
      <div className="mb-6">
        <Card title="Verification queue">
          <ReviewQueue />
        </Card>
      </div>
      <Card title="Renters not yet verified">
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <Alert tone="error">{errorMessage(q.error)}</Alert>
        ) : q.data.unverifiedUsers.length === 0 ? (
          <p className="text-sm text-slate-600">Every renter is verified.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {q.data.unverifiedUsers.map((u) => (
              <li key={u.id} className="py-2">
                {u.name} <span className="text-slate-600">{u.email}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
