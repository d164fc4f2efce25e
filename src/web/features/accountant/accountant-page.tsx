import { useQuery } from "@tanstack/react-query";
import { adminQueries } from "../../api/admin";
import { Page } from "../../components/ui/page";
import { QueryCard } from "../../components/ui/query-card";

/** /accountant: read-only finance area; headcounts until invoices and salaries exist. */
export function AccountantPage() {
  const q = useQuery(adminQueries.accountantOverview());
  return (
    <Page title="Accounts">
      <QueryCard title="People on the books" query={q}>
        {(data) => (
          <dl className="grid grid-cols-3 gap-3 text-center">
            {(
              [
                ["Staff", data.staff],
                ["Accountants", data.accountants],
                ["Owners", data.owners],
              ] as const
            ).map(([label, n]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold">{n}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryCard>
    </Page>
  );
}
