import { useTranslation } from "react-i18next";
import { completenessMessage } from "../../../shared/profile";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { useResendVerificationEmail } from "../../api/session";
import { errorMessage } from "../../lib/api";
import { translate } from "../../lib/i18n";
import type { Session } from "../../lib/session";

/** Role, e-mail verification, ID verification and the seed's completeness message. */
export function AccountStatus({ session }: { session: Session }) {
  const { t } = useTranslation(["profile", "common"]);
  const resend = useResendVerificationEmail();
  const { missingFields, verificationStatus } = session.profile;
  const complete = missingFields.length === 0;
  const sent = resend.isSuccess
    ? t("status.resent", { email: session.user.email })
    : resend.isError
      ? errorMessage(resend.error)
      : null;

  return (
    <Card title={t("status.title")}>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">{t("status.accountType")}</dt>
          <dd>{t(`common:roles.${session.role}`)}</dd>
        </div>
        <div>
          <dt className="font-medium">{t("status.idVerification")}</dt>
          <dd>{t(`status.verification.${verificationStatus}`)}</dd>
        </div>
        <div>
          <dt className="font-medium">{t("status.email")}</dt>
          <dd>
            {session.user.emailVerified
              ? t("status.emailVerified", { email: session.user.email })
              : t("status.emailUnverified", { email: session.user.email })}
          </dd>
        </div>
        {session.application && (
          <div>
            <dt className="font-medium">{t("status.application")}</dt>
            <dd>
              {t("status.applicationState", {
                role: t(`common:roles.${session.application.role}`),
                status: t(`status.applicationStatus.${session.application.status}`),
              })}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4">
        {/* Made here from the missing items, so it follows a language switch without a new session answer. */}
        <Alert tone={complete ? "success" : "warning"}>{translate(completenessMessage(missingFields))}</Alert>
      </div>
      {!session.user.emailVerified && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => resend.mutate({ email: session.user.email })}>
            {t("status.resend")}
          </Button>
          {sent && (
            <span role="status" className="text-sm">
              {sent}
            </span>
          )}
        </div>
      )}
    </Card>
  );
}
