import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { adminQueries } from "../../api/admin";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { ApplicationsPanel } from "./applications-panel";
import { LiveBookings } from "./live-bookings";
import { PendingVerifications } from "./pending-verifications";
import { UnverifiedUsers } from "./unverified-users";

const ADMIN_PAGES = [
  ["/admin/enhanced-verification", "Verification"],
  ["/admin/scammer-reports", "Scammer reports"],
  ["/admin/invoices", "Invoices"],
  ["/admin/staff-salary", "Staff salary"],
  ["/admin/settings", "Settings"],
] as const;

/** /admin: the figures, the applications to decide, and the unverified users. */
export function AdminDashboardPage() {
  const overview = useQuery(adminQueries.overview());
  return (
    <Page title="Admin dashboard">
      <nav aria-label="Admin pages" className="mb-6 flex flex-wrap gap-2 text-sm">
        {ADMIN_PAGES.map(([to, label]) => (
          <Link key={to} to={to} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-100">
            {label}
          </Link>
        ))}
      </nav>
      <QueryState query={overview}>
        {({ counts, unverifiedUsers }) => (
          <div className="flex flex-col gap-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ["Accounts", counts.total],
                  ["Owners", counts.owners],
                  ["Not yet verified", counts.unverified],
                  ["Applications waiting", counts.pendingApplications],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-2xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            <LiveBookings />
            <PendingVerifications />
            <ApplicationsPanel />
            <UnverifiedUsers users={unverifiedUsers} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
