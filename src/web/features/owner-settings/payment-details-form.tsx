import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import type { PaymentSettingsRequest } from "../../../shared/owner-contracts";
import type { PaymentSettingsView } from "../../../shared/owner-contracts";
import { MALAYSIAN_BANKS } from "../../../shared/owner-rules";
import { api, ApiError, errorMessage } from "../../lib/api";
import { PAYMENT_SETTINGS_KEY } from "./use-owner-settings";

/** Bank account and DuitNow ID; field messages from the server beside their fields. */
export function PaymentDetailsForm({ settings }: { settings: PaymentSettingsView }) {
  const qc = useQueryClient();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "");
    const body: PaymentSettingsRequest = {
      bank: text("bank"),
      accountHolder: text("accountHolder"),
      accountNumber: text("accountNumber"),
      duitnowId: text("duitnowId"),
    };
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      const saved = await api<PaymentSettingsView>("/api/owners/me/payment-settings", { method: "PUT", body });
      qc.setQueryData(PAYMENT_SETTINGS_KEY, saved);
      setMessage({ tone: "success", text: "Your payment details were saved." });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Bank account and DuitNow">
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Bank"
          name="bank"
          defaultValue={settings.bank ?? ""}
          options={MALAYSIAN_BANKS}
          placeholder="Choose your bank"
          error={fields.bank}
        />
        <TextField
          label="Account holder"
          name="accountHolder"
          defaultValue={settings.accountHolder ?? ""}
          autoComplete="name"
          maxLength={100}
          error={fields.accountHolder}
        />
        <TextField
          label="Account number"
          name="accountNumber"
          defaultValue={settings.accountNumber ?? ""}
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 20 digits; spaces and dashes are ignored."
          error={fields.accountNumber}
        />
        <TextField
          label="DuitNow ID"
          name="duitnowId"
          defaultValue={settings.duitnowId ?? ""}
          autoComplete="off"
          hint="The mobile number, MyKad number, business registration number or e-mail address registered for DuitNow."
          error={fields.duitnowId}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? "Saving…" : "Save payment details"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
