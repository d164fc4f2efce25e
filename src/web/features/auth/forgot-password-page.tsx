import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { useRequestPasswordReset } from "../../api/session";
import { errorMessage } from "../../lib/api";
import { TextLink } from "../../components/ui/text-link";
import { Form } from "../../components/ui/form";

/** Request a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const request = useRequestPasswordReset();
  const sentTo = request.isSuccess ? request.variables : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    request.mutate(String(new FormData(e.currentTarget).get("email")));
  }

  return (
    <Page title={t("forgot.title")} narrow>
      <Card>
        {sentTo ? (
          <Alert tone="success">{t("forgot.sent", { email: sentTo })}</Alert>
        ) : (
          <Form onSubmit={onSubmit} className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{t("forgot.intro")}</p>
            {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
            <TextField label={t("fields.email")} name="email" type="email" autoComplete="email" required />
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t("forgot.busy") : t("forgot.submit")}
            </Button>
          </Form>
        )}
        <p className="mt-4 text-sm">
          <TextLink to="/auth/login">{t("forgot.back")}</TextLink>
        </p>
      </Card>
    </Page>
  );
}
