import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { AccountFields } from "./account-fields";
import { useRegister } from "./use-register";

/** /auth/register: a renter account. */
export function RegisterPage() {
  const { onSubmit, error, fields, busy } = useRegister("/api/register", "/profile");
  return (
    <Page title="Create your SewaGear account" narrow>
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          <AccountFields fields={fields} />
          <Button type="submit" disabled={busy}>
            {busy ? "Creating account…" : "Register"}
          </Button>
          <p className="text-sm">
            Already have an account?{" "}
            <Link className="text-sky-800 underline" to="/auth/login">
              Login
            </Link>
            . Listing gear?{" "}
            <Link className="text-sky-800 underline" to="/owners/register">
              Register as an owner
            </Link>
            .
          </p>
        </form>
      </Card>
    </Page>
  );
}
