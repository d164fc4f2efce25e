import type { FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { useRequestPasswordReset } from "../../api/session";
import { errorMessage } from "../../lib/api";

/** Request a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const sentTo = request.isSuccess ? request.variables : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    request.mutate(String(new FormData(e.currentTarget).get("email")));
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
            {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
            <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? "Sending…" : "Send reset link"}
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
