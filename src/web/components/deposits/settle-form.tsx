import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DepositView } from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { formatRM, parseRM } from "../../../shared/money";
import { useClaimDeposit, useReturnDeposit } from "../../api/deposits";
import { errorMessage } from "../../lib/api";
import { translate } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextAreaField, TextField } from "../ui/field";
import { Thumb } from "./photo-thumbs";
import { fieldsOf } from "./server-fields";
import { Form } from "../ui/form";

/**
 * The owner's choice once the gear is back: return the whole deposit, or claim
 * part or all of it with an amount, a reason and photos of the return sheet.
 */
export function SettleForm({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTranslation("deposits");
  const giveBack = useReturnDeposit(d.bookingId);
  const claim = useClaimDeposit(d.bookingId);
  const errors = fieldsOf(claim.error);
  const [claiming, setClaiming] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);

  function onClaim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const amount = parseRM(String(form.get("amount") ?? ""));
    // A typo in the amount is caught here; every other rule is the server's (the same messages).
    setAmountError(amount === null ? translate(msg("deposits", "validation.amountFormat")) : null);
    if (amount === null) return;
    claim.mutate({
      amount,
      reason: String(form.get("reason") ?? ""),
      photoIds: form.getAll("photoIds").map(String),
    });
  }

  const busy = giveBack.isPending || claim.isPending;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t("settle.intro")}</p>
      {giveBack.isError && <Alert tone="error">{errorMessage(giveBack.error)}</Alert>}
      {!claiming ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => giveBack.mutate()}>
            {t("settle.returnFull")}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setClaiming(true)}>
            {t("settle.claim")}
          </Button>
        </div>
      ) : (
        <Form selfChecked refusal={amountError ?? claim.error} onSubmit={onClaim} className="flex flex-col gap-3">
          {claim.isError && <Alert tone="error">{errorMessage(claim.error)}</Alert>}
          <TextField
            label={t("settle.amount")}
            name="amount"
            inputMode="decimal"
            required
            hint={t("settle.amountHelp", { max: formatRM(d.deposit) })}
            error={amountError ?? errors.amount}
          />
          <TextAreaField label={t("settle.reason")} name="reason" required rows={3} error={errors.reason} />
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-800">{t("settle.evidence")}</legend>
            {d.evidenceChoices.length === 0 && <p className="text-sm text-slate-600">{t("settle.noPhotos")}</p>}
            <ul className="flex flex-wrap gap-3">
              {d.evidenceChoices.map((p, i) => (
                <li key={p.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="photoIds" value={p.id} className="h-5 w-5" />
                    <Thumb photo={p} alt={t("panel.evidencePhoto", { n: i + 1 })} />
                  </label>
                </li>
              ))}
            </ul>
            {errors.photoIds && (
              <p className="text-sm text-red-700" role="alert">
                {errors.photoIds}
              </p>
            )}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {t("settle.submitClaim")}
            </Button>
            <Button variant="secondary" onClick={() => setClaiming(false)}>
              {t("settle.cancel")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
