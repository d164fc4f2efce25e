import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { DocumentKind, VerificationView } from "../../../shared/verification-contracts";
import { useDecideVerification, verificationQueries } from "../../api/verification";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";

const DOC_LABEL: Record<DocumentKind, string> = {
  icFront: "IC front",
  icBack: "IC back",
  selfie: "Selfie with IC",
  studentCard: "Student card",
};

/** Pending identity checks, newest first (20), kept live; shared by /admin/enhanced-verification and the staff dashboard. */
export function ReviewQueue() {
  const q = useQuery(verificationQueries.queue());
  return (
    <QueryState query={q} empty={<p className="text-sm text-slate-600">No verification requests are waiting.</p>}>
      {({ items }) => (
        <ul className="flex flex-col gap-6">
          {items.map((r) => (
            <li key={r.id}>
              <ReviewItem request={r} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ReviewItem({ request: r }: { request: VerificationView }) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideVerification(r.id);
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
                alt={`${DOC_LABEL[d.kind]} of ${r.fullName}`}
                className="h-40 w-full rounded border object-contain"
              />
            </a>
            <figcaption className="text-xs text-slate-600">{DOC_LABEL[d.kind]}</figcaption>
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
