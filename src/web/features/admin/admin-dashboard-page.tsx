import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adminQueries } from "../../api/admin";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { ApplicationsPanel } from "./applications-panel";
import { LiveBookings } from "./live-bookings";
import { PendingVerifications } from "./pending-verifications";
import { UnverifiedUsers } from "./unverified-users";
import { AnalyticsSection } from "../../components/analytics/analytics-section";

/** The admin area's pages, each named by its key under `admin:dashboard.pages`. */
const ADMIN_PAGES = [
  ["/admin/enhanced-verification", "verification"],
  ["/admin/scammer-reports", "scammerReports"],
  ["/admin/deposit-disputes", "depositDisputes"],
  ["/admin/invoices", "invoices"],
  ["/admin/staff-salary", "staffSalary"],
  ["/accountant", "accounts"],
  ["/vouchers", "vouchers"],
  ["/admin/settings", "settings"],
  ["/debug-reviews", "reviews"],
  ["/admin/audit", "audit"],
  ["/admin/jobs", "jobs"],
] as const;

/** The dashboard's figures, each named by its key under `admin:dashboard.counts`. */
const COUNTS = ["total", "owners", "unverified", "pendingApplications"] as const;

/** /admin: the figures, the applications to decide, and the unverified users. */
export function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  const overview = useQuery(adminQueries.overview());
  return (
    <Page title={t("dashboard.title")}>
      <nav aria-label={t("dashboard.pagesLabel")} className="mb-6 flex flex-wrap gap-2 text-sm">
        {ADMIN_PAGES.map(([to, page]) => (
          <Link key={to} to={to} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-100">
            {t(`dashboard.pages.${page}`)}
          </Link>
        ))}
      </nav>
      <QueryState query={overview}>
        {({ counts, unverifiedUsers }) => (
          <div className="flex flex-col gap-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {COUNTS.map((count) => (
                <div key={count} className="rounded-lg border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-600">{t(`dashboard.counts.${count}`)}</dt>
                  <dd className="text-2xl font-bold">{counts[count]}</dd>
                </div>
              ))}
            </dl>
            <LiveBookings />
            <PendingVerifications />
            <ApplicationsPanel />
            <UnverifiedUsers users={unverifiedUsers} />
            <AnalyticsSection />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
