import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EmailVerifiedNotice } from "../../components/account/email-verified-notice";
import { LanguageSwitch } from "../../components/language-switch";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { type Session, useSession } from "../../lib/session";
import { AccountStatus } from "./account-status";
import { ChangePasswordForm } from "./change-password-form";
import { DataExportCard } from "./data-export-card";
import { DeleteAccount } from "./delete-account";
import { PersonalDetailsForm } from "./personal-details-form";
import { VerificationCard } from "./verification-card";
import { PushCard } from "../../components/push/push-card";

/** /profile: details, address, completeness, password, taking my data away, and leaving. */
export function ProfilePage() {
  // The route's guard lets only a signed-in session through, so `null` is not shown.
  return <QueryState query={useSession()}>{(session) => session && <Profile session={session} />}</QueryState>;
}

function Profile({ session }: { session: Session }) {
  const { t } = useTranslation("profile");
  const [params] = useSearchParams();
  return (
    <Page title={t("title")}>
      <div className="flex flex-col gap-6">
        <EmailVerifiedNotice />
        {params.get("applied") && session.application?.status === "pending" && (
          <Alert tone="success">{t("applied")}</Alert>
        )}
        <AccountStatus session={session} />
        <LanguageCard />
        <PersonalDetailsForm session={session} />
        {session.abilities.verifyIdentity && <VerificationCard session={session} />}
        <PushCard />
        <ChangePasswordForm />
        <DataExportCard />
        <DeleteAccount isAdmin={session.role === "admin"} />
      </div>
    </Page>
  );
}

/** The language the account reads SewaGear in, saved on the account. */
function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Card title={t("language.label")}>
      <LanguageSwitch />
    </Card>
  );
}
