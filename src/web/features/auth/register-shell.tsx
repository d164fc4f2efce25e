import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { Form } from "../../components/ui/form";

interface RegisterShellProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last submit's message, above the fields. */
  error: string | null;
  busy: boolean;
  /** Set once the sign-up was answered "check your e-mail": shown instead of the form. */
  sent?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Above the error, e.g. what happens after registering. */
  intro?: ReactNode;
  /** Below the button: where to sign in instead. */
  footer: ReactNode;
  children: ReactNode;
}

/** The page, card and form every registration page shares. */
export function RegisterShell({
  title,
  onSubmit,
  error,
  busy,
  sent,
  submitLabel,
  busyLabel,
  intro,
  footer,
  children,
}: RegisterShellProps) {
  return (
    <Page title={title} narrow>
      <Card>
        {sent ? (
          <Alert tone="success">{sent}</Alert>
        ) : (
          <Form onSubmit={onSubmit} className="flex flex-col gap-4">
            {intro}
            {error && <Alert tone="error">{error}</Alert>}
            {children}
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
            <p className="text-sm">{footer}</p>
          </Form>
        )}
      </Card>
    </Page>
  );
}
