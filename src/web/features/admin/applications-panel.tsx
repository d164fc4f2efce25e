import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RoleApplicationView } from "../../../shared/admin-contracts";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

const KEY = ["admin", "applications", "pending"];

/** Pending staff and accountant applications, each approved or refused in place. */
export function ApplicationsPanel() {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ items: RoleApplicationView[] }>("/api/admin/applications?status=pending"),
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "approve" | "refuse" }) =>
      api(`/api/admin/applications/${id}/decision`, { body: { decision } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });

  return (
    <Card title="Staff and accountant applications">
      {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error)}</Alert>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No applications are waiting.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {list.data.items.map((a) => (
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
    </Card>
  );
}
