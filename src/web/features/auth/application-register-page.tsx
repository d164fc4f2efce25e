import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RichText } from "../../components/ui/rich-text";
import { ADMIN_REGISTRATION_CLOSED_MESSAGE } from "../../../shared/account-contracts";
import { type ApplicationRole, LOGIN_PATH } from "../../../shared/roles";
import { accountQueries } from "../../api/accounts";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { translate } from "../../lib/i18n";
import { AccountFields } from "./account-fields";
import { AccountForm, EMPTY_ACCOUNT, useRegisterForm, withoutConfirm } from "./register-form";
import { RegisterShell } from "./register-shell";
import { TextLink } from "../../components/ui/text-link";

/** The footer sentence `i18nKey` ("Already registered? …"), its link the role's login page, named by its title. */
function LoginLink({
  role,
  i18nKey,
}: {
  role: ApplicationRole;
  i18nKey: "application.footer" | "application.adminFooter";
}) {
  const { t } = useTranslation("auth");
  return (
    <RichText
      t={t}
      i18nKey={i18nKey}
      values={{ title: t(`area.${role}.title`) }}
      components={{ login: <TextLink to={LOGIN_PATH[role]} /> }}
    />
  );
}

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
  const { t } = useTranslation("auth");
  const registration = useQuery(accountQueries.adminRegistration());
  return (
    <QueryState query={registration}>
      {({ open }) =>
        open ? (
          <ApplicationForm role="admin" />
        ) : (
          <Page title={t("area.admin.registerTitle")} narrow>
            <Card>
              <div className="flex flex-col gap-4">
                <Alert tone="warning">{translate(ADMIN_REGISTRATION_CLOSED_MESSAGE)}</Alert>
                <p className="text-sm">
                  <LoginLink role="admin" i18nKey="application.adminFooter" />
                </p>
              </div>
            </Card>
          </Page>
        )
      }
    </QueryState>
  );
}

function ApplicationForm({ role }: { role: ApplicationRole }) {
  const { t } = useTranslation("auth");
  const { bind, submit } = useRegisterForm({
    schema: AccountForm,
    endpoint: "/api/applications",
    home: "/profile?applied=1",
    toBody: (values) => ({ ...withoutConfirm(values), role }),
    defaultValues: EMPTY_ACCOUNT,
  });
  return (
    <RegisterShell
      title={t(`area.${role}.registerTitle`)}
      {...submit}
      submitLabel={t("application.submit")}
      busyLabel={t("application.busy")}
      intro={<Alert tone="info">{t(`application.explain.${role}`)}</Alert>}
      footer={<LoginLink role={role} i18nKey="application.footer" />}
    >
      <AccountFields bind={bind} />
    </RegisterShell>
  );
}
