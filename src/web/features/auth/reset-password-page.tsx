import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { RichText } from "../../components/ui/rich-text";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { ConfirmPasswordField, NewPasswordField } from "../../components/ui/password-field";
import { Card, Page } from "../../components/ui/page";
import { useResetPassword } from "../../api/session";
import { ApiError, errorMessage } from "../../lib/api";
import { Form } from "../../components/ui/form";

/** Opened from the e-mailed link: /auth/reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation(["auth", "errors", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [mismatch, setMismatch] = useState(false);
  const error = mismatch
    ? t("register.passwordsMismatch")
    : reset.isError
      ? reset.error instanceof ApiError && reset.error.code === "INVALID_TOKEN"
        ? t("errors:INVALID_TOKEN")
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
    <Page title={t("reset.title")} narrow>
      <Card>
        {!token ? (
          <Alert tone="error">
            <RichText t={t} i18nKey="reset.needsLink" components={{ ask: <Link to="/auth/forgot-password" /> }} />
          </Alert>
        ) : (
          <Form onSubmit={onSubmit} className="flex flex-col gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            <NewPasswordField label={t("fields.newPassword")} hint={t("common:password.newHint")} name="password" />
            <ConfirmPasswordField label={t("fields.confirmNewPassword")} name="confirm" />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t("reset.busy") : t("reset.submit")}
            </Button>
          </Form>
        )}
      </Card>
    </Page>
  );
}
