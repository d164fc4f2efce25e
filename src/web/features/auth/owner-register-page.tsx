import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichText } from "../../components/ui/rich-text";
import { Alert, Spinner } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { type Session, useSession } from "../../lib/session";
import { useUsernameCheck } from "../../lib/use-username-check";
import { AccountFields } from "./account-fields";
import {
  BecomeOwnerForm,
  type BoundField,
  EMPTY_ACCOUNT,
  OwnerAccountForm,
  useRegisterForm,
  withoutConfirm,
} from "./register-form";
import { RegisterShell } from "./register-shell";
import { TextLink } from "../../components/ui/text-link";

const HOME = "/owners/dashboard";

/** The title, button labels and "Already an owner?" footer both owner forms share. */
function useOwnerShell() {
  const { t } = useTranslation("auth");
  return {
    title: t("area.owner.registerTitle"),
    submitLabel: t("owner.submit"),
    busyLabel: t("owner.busy"),
    footer: <RichText t={t} i18nKey="owner.footer" components={{ login: <TextLink to="/owners/login" /> }} />,
  };
}

/**
 * /owners/register: a new account with an owner profile, or — when already
 * signed in as a renter — turn that account into an owner.
 */
export function OwnerRegisterPage() {
  const { t } = useTranslation("auth");
  const { data: session, isPending } = useSession();
  // Becoming an owner refreshes the session before the page moves on: without this the
  // new owner saw "You are already an owner" flash first (issue 30).
  const [becoming, setBecoming] = useState(false);
  if (isPending) return <Spinner />;
  if (session?.role === "owner" && !becoming) {
    return (
      <Page title={t("area.owner.registerTitle")} narrow>
        <Alert tone="info">
          <RichText t={t} i18nKey="owner.alreadyOwner" components={{ dashboard: <Link to={HOME} /> }} />
        </Alert>
      </Page>
    );
  }
  if (session && (session.role === "user" || becoming))
    return <BecomeOwner session={session} onSend={() => setBecoming(true)} />;
  return <NewOwner />;
}

function NewOwner() {
  const shell = useOwnerShell();
  const { form, bind, submit } = useRegisterForm({
    schema: OwnerAccountForm,
    endpoint: "/api/owners/register",
    home: HOME,
    toBody: withoutConfirm,
    defaultValues: { ...EMPTY_ACCOUNT, username: "" },
  });
  return (
    <RegisterShell {...shell} {...submit}>
      <AccountFields bind={bind} />
      <UsernameField field={bind("username")} username={form.watch("username")} />
    </RegisterShell>
  );
}

function BecomeOwner({ session, onSend }: { session: Session; onSend: () => void }) {
  const { t } = useTranslation("auth");
  const shell = useOwnerShell();
  const { form, bind, submit } = useRegisterForm({
    schema: BecomeOwnerForm,
    endpoint: "/api/owners/become",
    home: HOME,
    toBody: (values) => values,
    defaultValues: { username: "" },
    onSend,
  });
  return (
    <RegisterShell {...shell} {...submit}>
      <Alert tone="info">{t("owner.signedInAs", { email: session.user.email })}</Alert>
      <UsernameField field={bind("username")} username={form.watch("username")} />
    </RegisterShell>
  );
}

/**
 * The username with live feedback. Only the current state's message shows: the
 * form's own (required, or the server's on the last submit) until the field
 * changes, then the live check's.
 */
function UsernameField({ field: { error: formError, ...field }, username }: { field: BoundField; username: string }) {
  const { t } = useTranslation("auth");
  const check = useUsernameCheck(username);
  const error = formError ?? (check.status === "error" ? check.message : null);
  return (
    <TextField
      label={t("fields.username")}
      autoComplete="username"
      // The seed's 'Username is required' instead of the browser's own wording:
      // aria-required rather than required, and the form checks it on submit.
      aria-required="true"
      {...field}
      hint={
        check.status === "checking"
          ? t("owner.usernameChecking")
          : check.status === "ok"
            ? t("owner.usernameAvailable")
            : t("owner.usernameHint")
      }
      error={error}
    />
  );
}
