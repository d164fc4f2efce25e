import { useUpdatePaymentSettings } from "../../api/owners";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { PaymentSettingsRequest, type PaymentSettingsView } from "../../../shared/owner-contracts";
import { MALAYSIAN_BANKS } from "../../../shared/owner-rules";
import { fieldError, useZodForm } from "../../lib/forms";
import { useFormSubmit } from "../../lib/form-submit";

/** Bank account and DuitNow ID, checked with the server's own schema; server field messages beside their fields. */
export function PaymentDetailsForm({ settings }: { settings: PaymentSettingsView }) {
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

  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, "Your payment details were saved.");

  return (
    <Card title="Bank account and DuitNow">
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Bank"
          {...form.register("bank")}
          options={MALAYSIAN_BANKS}
          placeholder="Choose your bank"
          error={fieldError(form, "bank")}
        />
        <TextField label="Account holder" maxLength={100} {...field("accountHolder")} />
        <TextField
          label="Account number"
          inputMode="numeric"
          hint="6 to 20 digits; spaces and dashes are ignored."
          {...field("accountNumber")}
        />
        <TextField
          label="DuitNow ID"
          hint="The mobile number, MyKad number, business registration number or e-mail address registered for DuitNow."
          {...field("duitnowId")}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Button type="submit" disabled={save.isPending} className="self-start">
            {save.isPending ? "Saving…" : "Save payment details"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
