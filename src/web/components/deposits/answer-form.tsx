import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DepositView } from "../../../shared/deposit-contracts";
import { formatDateTime } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { useAnswerClaim } from "../../api/deposits";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextAreaField } from "../ui/field";
import { fieldsOf } from "./server-fields";
import { Form } from "../ui/form";

/** The renter answers a claim before its deadline: accept it, or dispute it saying why. */
export function AnswerForm({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTranslation("deposits");
  const answer = useAnswerClaim(d.bookingId);
  const errors = fieldsOf(answer.error);
  const [disputing, setDisputing] = useState(false);
  const claim = d.claim!;

  const accept = () => answer.mutate({ answer: "accept" });

  function onDispute(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    answer.mutate({ answer: "dispute", note: String(new FormData(e.currentTarget).get("note") ?? "") });
  }

  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">
        {t("answer.intro", {
          amount: formatRM(claim.amount),
          deposit: formatRM(d.deposit),
          time: formatDateTime(claim.respondBy, currentLanguage()),
        })}
      </Alert>
      {answer.isError && <Alert tone="error">{errorMessage(answer.error)}</Alert>}
      {!disputing ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={answer.isPending} onClick={accept}>
            {t("answer.accept")}
          </Button>
          <Button variant="secondary" disabled={answer.isPending} onClick={() => setDisputing(true)}>
            {t("answer.dispute")}
          </Button>
        </div>
      ) : (
        <Form selfChecked refusal={answer.error} onSubmit={onDispute} className="flex flex-col gap-3">
          <TextAreaField label={t("answer.note")} name="note" required rows={3} error={errors.note} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={answer.isPending}>
              {t("answer.submitDispute")}
            </Button>
            <Button variant="secondary" onClick={() => setDisputing(false)}>
              {t("settle.cancel")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
