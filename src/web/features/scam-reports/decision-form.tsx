import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCAM_LIMITS } from "../../../shared/scam-report-contracts";
import { useDecideScamReport } from "../../api/scam-reports";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField } from "../../components/ui/field";
import { errorMessage } from "../../lib/api";
import { Form } from "../../components/ui/form";

/** Confirm or dismiss a pending report; both need the reason the reporter will read. */
export function DecisionForm({ reportId, name }: { reportId: string; name: string }) {
  const { t } = useTranslation("scam");
  const decide = useDecideScamReport(reportId);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (decision: "confirm" | "dismiss") => (e?: FormEvent) => {
    e?.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    decide.mutate({ decision, reason: reason.trim() });
  };
  const dismiss = submit("dismiss");
  return (
    <Form
      refusal={missing || decide.error}
      onSubmit={submit("confirm")}
      className="flex flex-col gap-2 border-t border-slate-200 pt-3"
    >
      <TextAreaField
        label={t("fields.reason")}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={SCAM_LIMITS.reasonMax}
        rows={2}
        error={missing ? t("validation.reasonRequired") : null}
      />
      {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="danger"
          disabled={decide.isPending}
          aria-label={`${t("review.confirm")}: ${name}`}
        >
          {t("review.confirm")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => dismiss()}
          disabled={decide.isPending}
          aria-label={`${t("review.dismiss")}: ${name}`}
        >
          {t("review.dismiss")}
        </Button>
      </div>
    </Form>
  );
}
