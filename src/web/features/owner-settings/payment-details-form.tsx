import { useTranslation } from "react-i18next";
import { useUpdatePaymentSettings } from "../../api/owners";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { PaymentSettingsRequest, type PaymentSettingsView } from "../../../shared/owner-contracts";
import { MALAYSIAN_BANKS } from "../../../shared/owner-rules";
import { fieldError, useZodForm } from "../../lib/forms";
import { useFormSubmit } from "../../lib/form-submit";
import { Form } from "../../components/ui/form";

/** Bank account and DuitNow ID, checked with the server's own schema; server field messages beside their fields. */
export function PaymentDetailsForm({ settings }: { settings: PaymentSettingsView }) {
  const { t } = useTranslation("owners");
  const save = useUpdatePaymentSettings();
  const form = useZodForm(PaymentSettingsRequest, {
    defaultValues: {
      bank: settings.bank ?? "",
      accountHolder: settings.accountHolder ?? "",
      accountNumber: settings.accountNumber ?? "",
      duitnowId: settings.duitnowId ?? "",
    },
  });
  const field = (name: "accountHolder" | "accountNumber" | "duitnowId") => ({
    ...form.register(name),
    autoComplete: name === "accountHolder" ? "name" : "off",
    error: fieldError(form, name),
  });

  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, t("payment.saved"));

  return (
    <Card title={t("payment.card")}>
      <Form selfChecked onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t("payment.bank")}
          {...form.register("bank")}
          options={MALAYSIAN_BANKS}
          placeholder={t("payment.chooseBank")}
          error={fieldError(form, "bank")}
        />
        <TextField label={t("payment.accountHolder")} maxLength={100} {...field("accountHolder")} />
        <TextField
          label={t("payment.accountNumber")}
          inputMode="numeric"
          hint={t("payment.accountNumberHint")}
          {...field("accountNumber")}
        />
        <TextField label={t("payment.duitnowId")} hint={t("payment.duitnowIdHint")} {...field("duitnowId")} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Button type="submit" disabled={save.isPending} className="self-start">
            {save.isPending ? t("settings.saving") : t("payment.save")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
