import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { ConfirmPasswordField, NewPasswordField } from "../../components/ui/password-field";
import { Card, Page } from "../../components/ui/page";
import { useResetPassword } from "../../api/session";
import { ApiError, errorMessage } from "../../lib/api";

/** Opened from the e-mailed link: /auth/reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [mismatch, setMismatch] = useState(false);
  const error = mismatch
    ? "The passwords do not match"
    : reset.isError
      ? reset.error instanceof ApiError && reset.error.code === "INVALID_TOKEN"
        ? "This link has expired or was already used. Ask for a new one."
        : errorMessage(reset.error)
      : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const newPassword = String(form.get("password"));
    const matches = newPassword === form.get("confirm");
    setMismatch(!matches);
    if (!matches || !token) return;
    reset.mutate({ token, newPassword }, { onSuccess: () => navigate("/auth/login?reset=1", { replace: true }) });
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
            <NewPasswordField label="New password" name="password" />
            <ConfirmPasswordField label="Confirm new password" name="confirm" />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? "Saving…" : "Set new password"}
            </Button>
          </form>
        )}
      </Card>
    </Page>
  );
}
