import type { FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { type Area, REGISTER_PATH } from "../../../shared/roles";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { useSignIn } from "../../api/session";
import { errorMessage } from "../../lib/api";
import { safeRedirect } from "../../lib/redirect";
import { AREA_COPY } from "./area-copy";

/** One login form for the five areas; only the wording and the landing page differ. */
export function LoginPage({ area }: { area: Area }) {
  const copy = AREA_COPY[area];
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const busy = signIn.isPending;
  const notice = (location.state as { message?: string } | null)?.message;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    signIn.mutate(
      { email: String(form.get("email")), password: String(form.get("password")) },
      { onSuccess: () => navigate(safeRedirect(params.get("redirect"), copy.home), { replace: true }) },
    );
  }

  return (
    <Page title={copy.title} narrow>
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
          {notice && <Alert tone="info">{notice}</Alert>}
          {params.get("denied") && (
            <Alert tone="warning">This page needs a different account. Sign in with an account that has access.</Alert>
          )}
          {params.get("reset") && <Alert tone="success">Your password was changed. Sign in with the new one.</Alert>}
          {signIn.isError && <Alert tone="error">{errorMessage(signIn.error)}</Alert>}
          <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </Button>
          <div className="flex justify-between text-sm">
            <Link className="text-sky-800 underline" to="/auth/forgot-password">
              Forgot password?
            </Link>
            <Link className="text-sky-800 underline" to={REGISTER_PATH[area]}>
              Create an account
            </Link>
          </div>
        </form>
      </Card>
    </Page>
  );
}
