import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ADMIN_REGISTRATION_CLOSED_MESSAGE } from "../../../shared/account-contracts";
import { type ApplicationRole, LOGIN_PATH } from "../../../shared/roles";
import { accountQueries } from "../../api/accounts";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { AccountFields } from "./account-fields";
import { AREA_COPY } from "./area-copy";
import { AccountForm, EMPTY_ACCOUNT, useRegisterForm, withoutConfirm } from "./register-form";
import { RegisterShell } from "./register-shell";

const EXPLAIN: Record<ApplicationRole, string> = {
  staff: "Your account becomes a staff account once an admin approves your application.",
  accountant: "Your account becomes an accountant account once an admin approves your application.",
  admin:
    "Admin accounts need an address in the company's admin e-mail domain. Access starts once you follow the verification link we e-mail you.",
};

const loginLink = (role: ApplicationRole) => (
  <Link className="text-sky-800 underline" to={LOGIN_PATH[role]}>
    {AREA_COPY[role].title}
  </Link>
);

/**
 * /staff/register, /accountant/register and /admin/register: an account plus a
 * pending application. Admin sign-ups need ADMIN_EMAIL_DOMAIN on the server;
 * while it is unset the page says so instead of offering a form the server
 * would refuse.
 */
export function ApplicationRegisterPage({ role }: { role: ApplicationRole }) {
  return role === "admin" ? <AdminRegisterPage /> : <ApplicationForm role={role} />;
}

function AdminRegisterPage() {
  const registration = useQuery(accountQueries.adminRegistration());
  return (
    <QueryState query={registration}>
      {({ open }) =>
        open ? (
          <ApplicationForm role="admin" />
        ) : (
          <Page title={AREA_COPY.admin.registerTitle} narrow>
            <Card>
              <div className="flex flex-col gap-4">
                <Alert tone="warning">{ADMIN_REGISTRATION_CLOSED_MESSAGE}</Alert>
                <p className="text-sm">Already an admin? {loginLink("admin")}</p>
              </div>
            </Card>
          </Page>
        )
      }
    </QueryState>
  );
}

function ApplicationForm({ role }: { role: ApplicationRole }) {
  const { bind, submit } = useRegisterForm({
    schema: AccountForm,
    endpoint: "/api/applications",
    home: "/profile?applied=1",
    toBody: (values) => ({ ...withoutConfirm(values), role }),
    defaultValues: EMPTY_ACCOUNT,
  });
  return (
    <RegisterShell
      title={AREA_COPY[role].registerTitle}
      {...submit}
      submitLabel="Register"
      busyLabel="Submitting…"
      intro={<Alert tone="info">{EXPLAIN[role]}</Alert>}
      footer={<>Already registered? {loginLink(role)}</>}
    >
      <AccountFields bind={bind} />
    </RegisterShell>
  );
}
