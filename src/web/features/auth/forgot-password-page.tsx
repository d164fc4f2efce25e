import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

/** Request a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email"));
    setBusy(true);
    setError(null);
    try {
      await api("/api/auth/request-password-reset", { body: { email, redirectTo: "/auth/reset-password" } });
      setSentTo(email);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Forgot your password?" narrow>
      <Card>
        {sentTo ? (
          <Alert tone="success">
            If {sentTo} has a SewaGear account, we have e-mailed it a link to set a new password. The link works for one
            hour.
          </Alert>
        ) : (
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              Enter your account's e-mail address and we will send you a link to set a new password.
            </p>
            {error && <Alert tone="error">{error}</Alert>}
            <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
            <Button type="submit" disabled={busy}>
              {busy ? "Sending…" : "Send reset link"}
            </Button>
          </form>
        )}
        <p className="mt-4 text-sm">
          <Link className="text-sky-800 underline" to="/auth/login">
            Back to Login
          </Link>
        </p>
      </Card>
    </Page>
  );
}
