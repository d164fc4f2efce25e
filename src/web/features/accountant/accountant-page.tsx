import { useQuery } from "@tanstack/react-query";
import { adminQueries } from "../../api/admin";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

/** /accountant: read-only finance area; headcounts until invoices and salaries exist. */
export function AccountantPage() {
  const q = useQuery(adminQueries.accountantOverview());
  return (
    <Page title="Accounts">
      <Card title="People on the books">
        <QueryState query={q}>
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
        </QueryState>
      </Card>
    </Page>
  );
}
