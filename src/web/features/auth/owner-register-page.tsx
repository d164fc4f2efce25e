import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { useSession } from "../../lib/session";
import { USERNAME_MESSAGES } from "../../../shared/username";
import { AccountFields } from "./account-fields";
import { useRegister } from "./use-register";
import { useUsernameCheck } from "./use-username-check";

/**
 * /owners/register: a new account with an owner profile, or — when already
 * signed in as a renter — turn that account into an owner.
 */
export function OwnerRegisterPage() {
  const { data: session, isPending } = useSession();
  const [username, setUsername] = useState("");
  const check = useUsernameCheck(username);
  // The seed's 'Username is required' instead of the browser's own wording, so
  // the field is aria-required rather than required, and checked here on submit.
  const [triedEmpty, setTriedEmpty] = useState(false);
  const becoming = !!session && session.role === "user";
  const { onSubmit, error, fields, busy } = useRegister(
    becoming ? "/api/owners/become" : "/api/owners/register",
    "/owners/dashboard",
    () => ({ username }),
  );

  if (isPending) return <Spinner />;
  if (session?.role === "owner") {
    return (
      <Page title="Register as an owner" narrow>
        <Alert tone="info">
          You are already an owner. Go to your <Link to="/owners/dashboard">owner dashboard</Link>.
        </Alert>
      </Page>
    );
  }
  const usernameError =
    fields.username ??
    (check.status === "error" ? check.message : null) ??
    (triedEmpty && username === "" ? USERNAME_MESSAGES.required : null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (username === "") {
      e.preventDefault();
      setTriedEmpty(true);
      return;
    }
    void onSubmit(e);
  };

  return (
    <Page title="Register as an owner" narrow>
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          {becoming && (
            <Alert tone="info">
              You are signed in as {session.user.email}. Choose a username to start listing gear.
            </Alert>
          )}
          {!becoming && <AccountFields fields={fields} />}
          {becoming && (
            <>
              <input type="hidden" name="name" value={session.user.name} />
              <input type="hidden" name="email" value={session.user.email} />
            </>
          )}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            aria-required="true"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            hint={
              check.status === "checking"
                ? "Checking availability…"
                : check.status === "ok"
                  ? "This username is available."
                  : "3 to 20 letters, numbers or underscores; shown on your public profile."
            }
            error={usernameError}
          />
          <Button type="submit" disabled={busy}>
            {busy ? "Registering…" : "Register as owner"}
          </Button>
          <p className="text-sm">
            Already an owner?{" "}
            <Link className="text-sky-800 underline" to="/owners/login">
              Owner Login
            </Link>
          </p>
        </form>
      </Card>
    </Page>
  );
}
