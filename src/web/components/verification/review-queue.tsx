import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert, Spinner } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Card } from "../ui/page";

interface Request {
  id: string;
  email: string | null;
  fullName: string;
  mykadNumber: string;
  submittedAt: string;
  student: { institution: string | null; expiry: string | null } | null;
  documents: { kind: string; url: string }[];
}

const DOC_LABEL: Record<string, string> = {
  icFront: "IC front",
  icBack: "IC back",
  selfie: "Selfie with IC",
  studentCard: "Student card",
};

/** Pending identity checks, newest first (20), kept live; shared by /admin/enhanced-verification and the staff dashboard. */
export function ReviewQueue() {
  const q = useQuery({
    queryKey: ["verification", "queue"],
    queryFn: () => api<{ items: Request[] }>("/api/verification/queue"),
  });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  if (q.data.items.length === 0) return <p className="text-sm text-slate-600">No verification requests are waiting.</p>;
  return (
    <ul className="flex flex-col gap-6">
      {q.data.items.map((r) => (
        <li key={r.id}>
          <ReviewItem request={r} />
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ request: r }: { request: Request }) {
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: (body: { decision: "approve" | "reject"; reason?: string; studentCard?: "approve" | "reject" }) =>
      api(`/api/verification/${r.id}/decision`, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["verification"] }),
  });
  function onReject(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    decide.mutate({ decision: "reject", reason: String(new FormData(e.currentTarget).get("reason")) });
  }
  return (
    <Card title={r.fullName}>
      <p className="mb-3 text-sm text-slate-700">
        MyKad {r.mykadNumber} · {r.email} · submitted {new Date(r.submittedAt).toLocaleString("en-MY")}
        {r.student && ` · student at ${r.student.institution}, card valid to ${r.student.expiry}`}
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {r.documents.map((d) => (
          <figure key={d.kind}>
            <a href={d.url} target="_blank" rel="noreferrer">
              <img
                src={d.url}
                alt={`${DOC_LABEL[d.kind] ?? d.kind} of ${r.fullName}`}
                className="h-40 w-full rounded border object-contain"
              />
            </a>
            <figcaption className="text-xs text-slate-600">{DOC_LABEL[d.kind] ?? d.kind}</figcaption>
          </figure>
        ))}
      </div>
      {decide.isError && (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(decide.error)}</Alert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          onClick={() => decide.mutate({ decision: "approve", studentCard: "approve" })}
          disabled={decide.isPending}
          aria-label={`Approve ${r.fullName}`}
        >
          Approve{r.student ? " with student card" : ""}
        </Button>
        {r.student && (
          <Button
            variant="secondary"
            onClick={() => decide.mutate({ decision: "approve", studentCard: "reject" })}
            disabled={decide.isPending}
          >
            Approve, refuse student card
          </Button>
        )}
        <Button variant="secondary" onClick={() => setRejecting(true)} aria-label={`Reject ${r.fullName}`}>
          Reject
        </Button>
      </div>
      {rejecting && (
        <form onSubmit={onReject} className="mt-3 flex flex-col gap-2">
          <TextField
            label="Reason for the renter"
            name="reason"
            required
            maxLength={500}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <Button type="submit" variant="danger" disabled={decide.isPending} className="self-start">
            Send rejection
          </Button>
        </form>
      )}
    </Card>
  );
}
