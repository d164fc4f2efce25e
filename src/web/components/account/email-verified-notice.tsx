import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session";
import { Alert } from "../ui/feedback";

/**
 * The word a person gets after following the link in their first e-mail: the link's
 * callback carries ?verified=1 (accounts/routes.ts), and the session confirms it, so a
 * copied URL cannot say "verified" to an account that is not (issue 30).
 */
export function EmailVerifiedNotice() {
  const { t } = useTranslation("profile");
  const [params] = useSearchParams();
  const { data: session } = useSession();
  if (params.get("verified") !== "1" || !session?.user.emailVerified) return null;
  return <Alert tone="success">{t("emailVerifiedNow", { email: session.user.email })}</Alert>;
}
