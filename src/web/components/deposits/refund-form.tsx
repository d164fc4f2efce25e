import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DepositView } from "../../../shared/deposit-contracts";
import { todayInMalaysia } from "../../../shared/dates";
import { formatRM } from "../../../shared/money";
import { useRecordRefund } from "../../api/deposits";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { fieldsOf } from "./server-fields";
import { Form } from "../ui/form";

/** The owner records the refund they sent: the day, the transfer reference and, if they like, a receipt image. */
export function RefundForm({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTranslation("deposits");
  const refund = useRecordRefund(d.bookingId);
  const errors = fieldsOf(refund.error);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    refund.mutate(new FormData(e.currentTarget));
  }

  return (
    <Form selfChecked refusal={refund.error} onSubmit={onSubmit} className="flex flex-col gap-3">
      <h3 className="font-semibold">{t("refund.title")}</h3>
      <p className="text-sm text-slate-700">{t("refund.intro", { amount: formatRM(d.refundDue ?? 0) })}</p>
      {refund.isError && <Alert tone="error">{errorMessage(refund.error)}</Alert>}
      <TextField
        label={t("refund.date")}
        name="refundedOn"
        type="date"
        required
        defaultValue={todayInMalaysia()}
        max={todayInMalaysia()}
        error={errors.refundedOn}
      />
      <TextField label={t("refund.reference")} name="reference" required error={errors.reference} />
      <TextField label={t("refund.receipt")} name="receipt" type="file" accept="image/*" className="text-sm" />
      <Button type="submit" disabled={refund.isPending} className="self-start">
        {t("refund.submit")}
      </Button>
    </Form>
  );
}
