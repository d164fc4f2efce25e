import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";

/** Opened from the e-mailed link: /auth/reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (form.get("password") !== form.get("confirm")) {
      setError("The passwords do not match");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api("/api/auth/reset-password", { body: { newPassword: form.get("password"), token } });
      navigate("/auth/login?reset=1", { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === "INVALID_TOKEN"
          ? "This link has expired or was already used. Ask for a new one."
          : errorMessage(err),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Set a new password" narrow>
      <Card>
        {!token ? (
          <Alert tone="error">
            This page needs the link from the reset e-mail. <Link to="/auth/forgot-password">Ask for a new link</Link>.
          </Alert>
        ) : (
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              hint="8 to 128 characters."
            />
            <TextField
              label="Confirm new password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : "Set new password"}
            </Button>
          </form>
        )}
      </Card>
    </Page>
  );
}
