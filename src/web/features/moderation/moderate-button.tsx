import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModeratedReview } from "../../../shared/moderation-contracts";
import { useModerateReview } from "../../api/moderation";
import { ApiError, errorMessage } from "../../lib/api";
import { translate } from "../../lib/i18n";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { Form } from "../../components/ui/form";

/** Hide (or restore) one review: a dialog asks the reason the author will read. */
export function ModerateButton({ review, authorName }: { review: ModeratedReview; authorName: string }) {
  const { t } = useTranslation("moderation");
  const [isOpen, setOpen] = useState(false);
  const moderate = useModerateReview(review.id);
  const action = review.hidden ? "restore" : "hide";
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "");
    moderate.mutate({ action, reason }, { onSuccess: () => setOpen(false) });
  }
  // The server's word on the reason goes on its field; anything else above the buttons.
  const reasonError = moderate.error instanceof ApiError ? moderate.error.fields.reason : undefined;
  return (
    <>
      <Button
        variant={review.hidden ? "secondary" : "danger"}
        onClick={() => {
          moderate.reset();
          setOpen(true);
        }}
        aria-label={t(review.hidden ? "actions.restoreNamed" : "actions.hideNamed", { author: authorName })}
      >
        {t(review.hidden ? "actions.restore" : "actions.hide")}
      </Button>
      <Modal
        title={t(review.hidden ? "actions.restoreTitle" : "actions.hideTitle")}
        isOpen={isOpen}
        onOpenChange={setOpen}
      >
        <Form refusal={moderate.error} onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            {t(review.hidden ? "actions.restoreExplain" : "actions.hideExplain")}
          </p>
          <TextAreaField
            label={t("actions.reason")}
            name="reason"
            hint={t("actions.reasonHint")}
            required
            maxLength={500}
            error={reasonError ? translate(reasonError) : null}
          />
          {moderate.isError && !reasonError && <Alert tone="error">{errorMessage(moderate.error)}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" variant={review.hidden ? "primary" : "danger"} disabled={moderate.isPending}>
              {moderate.isPending
                ? t("actions.working")
                : t(review.hidden ? "actions.confirmRestore" : "actions.confirmHide")}
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
