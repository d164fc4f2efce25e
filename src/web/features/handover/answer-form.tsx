import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HandoverKind } from "../../../shared/handover-contracts";
import { useAnswerSheet } from "../../api/handover";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { Form } from "../../components/ui/form";

const CONFIRM = "confirm" as const;

/**
 * The renter's answer to a sent sheet: confirm it, or say what they disagree
 * with (a note is required). It names the version shown (`updatedAt`), so a
 * sheet the owner changed meanwhile is refused with a message, not confirmed unseen.
 */
export function AnswerForm({
  bookingId,
  kind,
  updatedAt,
}: {
  bookingId: string;
  kind: HandoverKind;
  updatedAt: string;
}) {
  const { t } = useTranslation("handover");
  const answer = useAnswerSheet(bookingId, kind);
  const [disagreeing, setDisagreeing] = useState(false);
  const noteError = answer.error instanceof ApiError ? answer.error.fields.note : undefined;

  function onDisagree(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const note = String(new FormData(e.currentTarget).get("note") ?? "");
    answer.mutate({ answer: "disagree", note, updatedAt });
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
      <p className="text-sm">{t("answerForm.intro")}</p>
      {answer.isError && !noteError && <Alert tone="error">{errorMessage(answer.error)}</Alert>}
      {disagreeing ? (
        <Form refusal={answer.error} onSubmit={onDisagree} className="flex flex-col gap-3">
          <TextAreaField label={t("fields.disagreement")} name="note" required error={noteError} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? t("answerForm.sending") : t("answerForm.sendDisagreement")}
            </Button>
            <Button variant="secondary" onClick={() => setDisagreeing(false)}>
              {t("answerForm.cancel")}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={answer.isPending} onClick={() => answer.mutate({ answer: CONFIRM, updatedAt })}>
            {t("answerForm.confirm")}
          </Button>
          <Button variant="secondary" onClick={() => setDisagreeing(true)}>
            {t("answerForm.disagree")}
          </Button>
        </div>
      )}
    </div>
  );
}
