import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

export function ChangePasswordForm() {
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    if (f.get("newPassword") !== f.get("confirm")) {
      setMessage({ tone: "error", text: "The new passwords do not match" });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      // Other devices are signed out: a changed password usually means a worry.
      await api("/api/auth/change-password", {
        body: {
          currentPassword: f.get("currentPassword"),
          newPassword: f.get("newPassword"),
          revokeOtherSessions: true,
        },
      });
      form.reset();
      setMessage({ tone: "success", text: "Your password was changed. Other devices were signed out." });
    } catch (err) {
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Change password">
      <form onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint="8 to 128 characters."
        />
        <TextField label="Confirm new password" name="confirm" type="password" autoComplete="new-password" required />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Changing…" : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
