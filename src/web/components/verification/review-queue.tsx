import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/i18n/format";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_KINDS, type ReviewedVerification } from "../../../shared/verification-contracts";
import { useDecideVerification, verificationQueries } from "../../api/verification";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";
import { Form } from "../ui/form";

/** Pending identity checks, newest first (20), kept live; shared by /admin/enhanced-verification and the staff dashboard. */
export function ReviewQueue() {
  const { t } = useTranslation("verification");
  const q = useQuery(verificationQueries.queue());
  return (
    <QueryState query={q} emptyText={t("review.empty")}>
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

function ReviewItem({ request: r }: { request: ReviewedVerification }) {
  const { t } = useTranslation("verification");
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideVerification(r.id);
  function onReject(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    decide.mutate({ decision: "reject", reason: String(new FormData(e.currentTarget).get("reason")) });
  }
  const approve = () => decide.mutate({ decision: "approve", studentCard: "approve" });
  const approveRefusingCard = () => decide.mutate({ decision: "approve", studentCard: "reject" });
  const details = {
    mykad: r.mykadNumber,
    email: r.email ?? "",
    date: formatDateTime(r.submittedAt, currentLanguage()),
  };
  return (
    <Card title={r.fullName}>
      <p className="mb-3 text-sm text-slate-700">
        {r.student
          ? t("review.detailsWithStudentCard", {
              ...details,
              institution: r.student.institution ?? "",
              expiry: r.student.expiry ?? "",
            })
          : t("review.details", details)}
      </p>
      <ReviewChecks request={r} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {r.documents.map((d) => (
          <figure key={d.kind}>
            <a href={d.url} target="_blank" rel="noreferrer">
              <img
                src={d.url}
                alt={t("review.documentAlt", { document: t(`documents.${d.kind}`), name: r.fullName })}
                className="h-40 w-full rounded border object-contain"
              />
            </a>
            <figcaption className="text-xs text-slate-600">{t(`documents.${d.kind}`)}</figcaption>
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
          onClick={approve}
          disabled={decide.isPending}
          aria-label={t("review.approveLabel", { name: r.fullName })}
        >
          {r.student ? t("review.approveWithStudentCard") : t("review.approve")}
        </Button>
        {r.student && (
          <Button variant="secondary" onClick={approveRefusingCard} disabled={decide.isPending}>
            {t("review.approveRefuseStudentCard")}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => setRejecting(true)}
          aria-label={t("review.rejectLabel", { name: r.fullName })}
        >
          {t("review.reject")}
        </Button>
      </div>
      {rejecting && (
        <Form onSubmit={onReject} className="mt-3 flex flex-col gap-2">
          <TextField
            label={t("review.reason")}
            name="reason"
            required
            maxLength={500}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <Button type="submit" variant="danger" disabled={decide.isPending} className="self-start">
            {t("review.sendRejection")}
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** What the server checked, beside the documents: a flagged request says so first. */
function ReviewChecks({ request: r }: { request: ReviewedVerification }) {
  const { t } = useTranslation("verification");
  const { images, sameMykad, needsCloserLook } = r.checks;
  return (
    <section aria-label={t("review.checks.title")} className="mb-3">
      <Alert tone={needsCloserLook ? "warning" : "success"}>
        <strong className="block">
          {needsCloserLook ? t("review.checks.needsCloserLook") : t("review.checks.clean")}
        </strong>
        {sameMykad.length > 0 && (
          <span className="block">
            {t("review.checks.sameMykadTitle")}{" "}
            {sameMykad.map((a) => t("review.checks.account", { name: a.name, email: a.email })).join(", ")}
          </span>
        )}
        {images === null ? (
          <span className="block">{t("review.checks.notMeasured")}</span>
        ) : (
          <ul className="mt-1 [overflow-wrap:anywhere]">
            {DOCUMENT_KINDS.flatMap((kind) => {
              const c = images[kind];
              if (!c) return [];
              const flags = c.flags.map((f) => t(`review.checks.flags.${f}`)).join(", ");
              return [
                <li key={kind}>
                  {t("review.checks.measure", { document: t(`documents.${kind}`), ...c })}
                  {flags && <strong> — {flags}</strong>}
                </li>,
              ];
            })}
          </ul>
        )}
      </Alert>
    </section>
  );
}
