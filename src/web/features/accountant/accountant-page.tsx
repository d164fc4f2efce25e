import { useQuery } from "@tanstack/react-query";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

/** /accountant: read-only finance area; headcounts until invoices and salaries exist. */
export function AccountantPage() {
  const q = useQuery({
    queryKey: ["accountant", "overview"],
    queryFn: () => api<{ staff: number; accountants: number; owners: number }>("/api/accountant/overview"),
  });
  return (
    <Page title="Accounts">
      <Card title="People on the books">
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <Alert tone="error">{errorMessage(q.error)}</Alert>
        ) : (
          <dl className="grid grid-cols-3 gap-3 text-center">
            {(
              [
                ["Staff", q.data.staff],
                ["Accountants", q.data.accountants],
                ["Owners", q.data.owners],
              ] as const
            ).map(([label, n]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold">{n}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </Page>
  );
}
