import { Link } from "react-router";
import type { ApplicationRole } from "../../../shared/roles";
import { LOGIN_PATH } from "../../../shared/roles";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { AccountFields } from "./account-fields";
import { AREA_COPY } from "./area-copy";
import { useRegister } from "./use-register";

const EXPLAIN: Record<ApplicationRole, string> = {
  staff: "Your account becomes a staff account once an admin approves your application.",
  accountant: "Your account becomes an accountant account once an admin approves your application.",
  admin:
    "Admin accounts need an address in the company's admin e-mail domain. Access starts once you follow the verification link we e-mail you.",
};

/** /staff/register, /accountant/register and /admin/register: an account plus a pending application. */
export function ApplicationRegisterPage({ role }: { role: ApplicationRole }) {
  const { onSubmit, error, fields, busy } = useRegister("/api/applications", "/profile?applied=1", () => ({ role }));
  const area = role;
  return (
    <Page title={AREA_COPY[area].registerTitle} narrow>
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <Alert tone="info">{EXPLAIN[role]}</Alert>
          {error && <Alert tone="error">{error}</Alert>}
          <AccountFields fields={fields} />
          <Button type="submit" disabled={busy}>
            {busy ? "Submitting…" : "Register"}
          </Button>
          <p className="text-sm">
            Already registered?{" "}
            <Link className="text-sky-800 underline" to={LOGIN_PATH[area]}>
              {AREA_COPY[area].title}
            </Link>
          </p>
        </form>
      </Card>
    </Page>
  );
}
