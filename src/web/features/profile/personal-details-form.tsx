import { type FormEvent, useState } from "react";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";
import { type Session, useRefreshSession } from "../../lib/session";

export function PersonalDetailsForm({ session }: { session: Session }) {
  const refresh = useRefreshSession();
  const p = session.profile;
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "");
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      await api("/api/profile", {
        method: "PATCH",
        body: {
          name: text("name"),
          phoneNumber: text("phoneNumber"),
          streetAddress: text("streetAddress"),
          postalCode: text("postalCode"),
          city: text("city"),
          state: text("state"),
          notificationsEnabled: f.get("notificationsEnabled") === "on",
        },
      });
      await refresh();
      setMessage({ tone: "success", text: "Your details were saved." });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Personal details">
      <form onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="name"
          defaultValue={session.user.name}
          required
          autoComplete="name"
          error={fields.name}
        />
        <TextField
          label="Phone number"
          name="phoneNumber"
          type="tel"
          defaultValue={p.phoneNumber ?? ""}
          autoComplete="tel"
          placeholder="012-3456789"
          error={fields.phoneNumber}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Street address"
            name="streetAddress"
            defaultValue={p.streetAddress ?? ""}
            autoComplete="street-address"
            error={fields.streetAddress}
          />
        </div>
        <TextField
          label="Postal code"
          name="postalCode"
          defaultValue={p.postalCode ?? ""}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={fields.postalCode}
        />
        <TextField
          label="City"
          name="city"
          defaultValue={p.city ?? ""}
          autoComplete="address-level2"
          error={fields.city}
        />
        <SelectField
          label="State"
          name="state"
          defaultValue={p.state ?? ""}
          options={MALAYSIAN_STATES}
          placeholder="Choose a state"
          error={fields.state}
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            name="notificationsEnabled"
            defaultChecked={p.notificationsEnabled}
            className="h-4 w-4"
          />
          Send me notifications about my bookings
        </label>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? "Saving…" : "Save details"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
