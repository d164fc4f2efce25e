import { useQuery } from "@tanstack/react-query";
import { adminQueries, useDecideApplication } from "../../api/admin";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryCard } from "../../components/ui/query-card";
import { errorMessage } from "../../lib/api";

/** Pending staff and accountant applications, each approved or refused in place. */
export function ApplicationsPanel() {
  const list = useQuery(adminQueries.applications("pending"));
  const decide = useDecideApplication();

  return (
    <QueryCard
      title="Staff and accountant applications"
      query={list}
      emptyText="No applications are waiting."
      notice={decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
    >
      {({ items }) => (
        <ul className="divide-y divide-slate-200">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {a.user.name} <span className="text-slate-600">({a.user.email})</span>
                </p>
                <p className="text-sm text-slate-600">
                  Applied as {a.role} on {new Date(a.createdAt).toLocaleDateString("en-MY")}
                  {a.user.emailVerified ? "" : " · e-mail not verified"}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  onClick={() => decide.mutate({ id: a.id, decision: "approve" })}
                  disabled={decide.isPending}
                  aria-label={`Approve ${a.user.name} as ${a.role}`}
                >
                  Approve
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => decide.mutate({ id: a.id, decision: "refuse" })}
                  disabled={decide.isPending}
                  aria-label={`Refuse ${a.user.name} as ${a.role}`}
                >
                  Refuse
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
