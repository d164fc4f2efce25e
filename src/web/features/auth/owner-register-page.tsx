import { Link } from "react-router";
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

const TITLE = "Register as an owner";
const HOME = "/owners/dashboard";
const footer = (
  <>
    Already an owner?{" "}
    <Link className="text-sky-800 underline" to="/owners/login">
      Owner Login
    </Link>
  </>
);

/**
 * /owners/register: a new account with an owner profile, or — when already
 * signed in as a renter — turn that account into an owner.
 */
export function OwnerRegisterPage() {
  const { data: session, isPending } = useSession();
  if (isPending) return <Spinner />;
  if (session?.role === "owner") {
    return (
      <Page title={TITLE} narrow>
        <Alert tone="info">
          You are already an owner. Go to your <Link to={HOME}>owner dashboard</Link>.
        </Alert>
      </Page>
    );
  }
  return session?.role === "user" ? <BecomeOwner session={session} /> : <NewOwner />;
}

function NewOwner() {
  const { form, bind, submit } = useRegisterForm({
    schema: OwnerAccountForm,
    endpoint: "/api/owners/register",
    home: HOME,
    toBody: withoutConfirm,
    defaultValues: { ...EMPTY_ACCOUNT, username: "" },
  });
  return (
    <RegisterShell title={TITLE} {...submit} submitLabel="Register as owner" busyLabel="Registering…" footer={footer}>
      <AccountFields bind={bind} />
      <UsernameField field={bind("username")} username={form.watch("username")} />
    </RegisterShell>
  );
}

function BecomeOwner({ session }: { session: Session }) {
  const { form, bind, submit } = useRegisterForm({
    schema: BecomeOwnerForm,
    endpoint: "/api/owners/become",
    home: HOME,
    toBody: (values) => values,
    defaultValues: { username: "" },
  });
  return (
    <RegisterShell title={TITLE} {...submit} submitLabel="Register as owner" busyLabel="Registering…" footer={footer}>
      <Alert tone="info">You are signed in as {session.user.email}. Choose a username to start listing gear.</Alert>
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
  const check = useUsernameCheck(username);
  const error = formError ?? (check.status === "error" ? check.message : null);
  return (
    <TextField
      label="Username"
      autoComplete="username"
      // The seed's 'Username is required' instead of the browser's own wording:
      // aria-required rather than required, and the form checks it on submit.
      aria-required="true"
      {...field}
      hint={
        check.status === "checking"
          ? "Checking availability…"
          : check.status === "ok"
            ? "This username is available."
            : "3 to 20 letters, numbers or underscores; shown on your public profile."
      }
      error={error}
    />
  );
}
