import { Link } from "react-router";
import { Spinner } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { useSession } from "../../lib/session";

/** /owners/dashboard frame: the owner's identity and the pages of the owner area. */
export function OwnerDashboardPage() {
  const { data: session } = useSession();
  if (!session?.owner) return <Spinner />;
  return (
    <Page title="Owner dashboard">
      <div className="flex flex-col gap-6">
        <Card title={session.owner.displayName}>
          <p className="text-sm">
            Your public profile:{" "}
            <Link className="text-sky-800 underline" to={`/owner/${session.owner.username}`}>
              @{session.owner.username}
            </Link>
          </p>
        </Card>
        <Card title="Manage">
          <ul className="flex flex-wrap gap-2 text-sm">
            {(
              [
                ["/owners/settings", "Profile settings"],
                ["/owners/payment-settings", "Payment settings"],
                ["/owners/report-scammer", "Report a scammer"],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-block rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Page>
  );
}
