import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DepositView } from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { formatRM, parseRM } from "../../../shared/money";
import { useDecideDispute } from "../../api/deposits";
import { errorMessage } from "../../lib/api";
import { translate } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextAreaField, TextField } from "../ui/field";
import { fieldsOf } from "./server-fields";
import { Form } from "../ui/form";

/** An admin or staff member decides a dispute: what the owner keeps, from nothing up to the claim, and why. */
export function DecideForm({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTranslation("deposits");
  const decide = useDecideDispute(d.bookingId);
  const errors = fieldsOf(decide.error);
  const [amountError, setAmountError] = useState<string | null>(null);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const amount = parseRM(String(form.get("amount") ?? ""));
    setAmountError(amount === null ? translate(msg("deposits", "validation.amountFormat")) : null);
    if (amount !== null) decide.mutate({ amount, reason: String(form.get("reason") ?? "") });
  }

  return (
    <Form selfChecked refusal={amountError ?? decide.error} onSubmit={onSubmit} className="flex flex-col gap-3">
      <h3 className="font-semibold">{t("decide.title")}</h3>
      {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
      {decide.isSuccess && <Alert tone="success">{t("decide.decided")}</Alert>}
      <TextField
        label={t("decide.amount")}
        name="amount"
        inputMode="decimal"
        required
        hint={t("decide.amountHelp", { max: formatRM(d.claim?.amount ?? 0) })}
        error={amountError ?? errors.amount}
      />
      <TextAreaField label={t("decide.reason")} name="reason" required rows={3} error={errors.reason} />
      <Button type="submit" disabled={decide.isPending} className="self-start">
        {t("decide.submit")}
      </Button>
    </Form>
  );
}
