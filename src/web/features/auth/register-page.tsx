import { Link } from "react-router";
import { AccountFields } from "./account-fields";
import { AccountForm, EMPTY_ACCOUNT, useRegisterForm, withoutConfirm } from "./register-form";
import { RegisterShell } from "./register-shell";

/** /auth/register: a renter account. */
export function RegisterPage() {
  const { bind, submit } = useRegisterForm({
    schema: AccountForm,
    endpoint: "/api/register",
    home: "/profile",
    toBody: withoutConfirm,
    defaultValues: EMPTY_ACCOUNT,
  });
  return (
    <RegisterShell
      title="Create your SewaGear account"
      {...submit}
      submitLabel="Register"
      busyLabel="Creating account…"
      footer={
        <>
          Already have an account?{" "}
          <Link className="text-sky-800 underline" to="/auth/login">
            Login
          </Link>
          . Listing gear?{" "}
          <Link className="text-sky-800 underline" to="/owners/register">
            Register as an owner
          </Link>
          .
        </>
      }
    >
      <AccountFields bind={bind} />
    </RegisterShell>
  );
}
