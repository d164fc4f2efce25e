import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { type Area, REGISTER_PATH } from "../../../shared/roles";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { useResendVerificationEmail, useSignIn, useSignOut } from "../../api/session";
import { ApiError, errorMessage } from "../../lib/api";
import { clearPrivateCache } from "../../lib/pwa";
import { useSession } from "../../lib/session";
import { translate } from "../../lib/i18n";
import { safeRedirect } from "../../lib/redirect";
import { AREA_HOME } from "./area-copy";
import { TextLink } from "../../components/ui/text-link";
import { setUpAdminPush } from "../../components/push/admin-push-setup";
import { Form } from "../../components/ui/form";

/** One login form for the five areas; only the wording and the landing page differ. */
export function LoginPage({ area }: { area: Area }) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const busy = signIn.isPending;
  const notice = (location.state as { message?: string } | null)?.message;
  const { data: session } = useSession();
  const target = safeRedirect(params.get("redirect"), AREA_HOME[area]);
  const denied = params.get("denied");
  // Someone already signed in is not shown the form as if they were not (issue 30); a guard's
  // ?denied=1 still shows it, for signing in with an account that has access. Not after this
  // form's own sign-in either: the session arrives just before the page moves on.
  if (session && !denied && signIn.isIdle)
    return <AlreadySignedIn area={area} email={session.user.email} target={target} />;
  const pending = denied && session?.application?.status === "pending" ? session.application.role : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    signIn.mutate(
      { email: String(form.get("email")), password: String(form.get("password")) },
      {
        onSuccess: () => {
          // An admin is asked for notifications at sign-in (seed section 9); it runs on after the page changes.
          if (area === "admin") void setUpAdminPush();
          navigate(target, { replace: true });
        },
      },
    );
  }

  return (
    <Page title={t(`area.${area}.title`)} narrow>
      <Card>
        <Form onSubmit={onSubmit} className="flex flex-col gap-4">
          {notice && <Alert tone="info">{translate(notice)}</Alert>}
          {pending ? (
            <Alert tone="info">{t("login.applicationPending", { role: t(`common:roles.${pending}`) })}</Alert>
          ) : (
            denied && <Alert tone="warning">{t("login.denied")}</Alert>
          )}
          {params.get("reset") && <Alert tone="success">{t("login.resetDone")}</Alert>}
          {signIn.isError && <Alert tone="error">{errorMessage(signIn.error)}</Alert>}
          {signIn.error instanceof ApiError &&
            signIn.error.code === "INVALID_EMAIL_OR_PASSWORD" &&
            signIn.variables && (
              // Keyed by the address: a new one typed gets its own offer, not the last one's "on its way".
              <ResendConfirmation key={signIn.variables.email} email={signIn.variables.email} area={area} />
            )}
          <TextField label={t("fields.email")} name="email" type="email" autoComplete="email" required />
          <TextField
            label={t("fields.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" disabled={busy}>
            {busy ? t("login.busy") : t("login.submit")}
          </Button>
          <div className="flex justify-between text-sm">
            <TextLink to="/auth/forgot-password">{t("login.forgot")}</TextLink>
            <TextLink to={REGISTER_PATH[area]}>{t("login.createAccount")}</TextLink>
          </div>
        </Form>
      </Card>
    </Page>
  );
}

/** The login page for someone already signed in: where to go on, or sign out to use another account. */
function AlreadySignedIn({ area, email, target }: { area: Area; email: string; target: string }) {
  const { t } = useTranslation("auth");
  const signOut = useSignOut();
  async function signOutForAnother() {
    await signOut.mutateAsync().catch((err: unknown) => console.warn("logout failed", err));
    await clearPrivateCache().catch(() => {});
    // A full load, as after the menu's sign-out: no query of the old session survives.
    window.location.reload();
  }
  return (
    <Page title={t(`area.${area}.title`)} narrow>
      <Card>
        <div className="flex flex-col gap-4">
          <p className="[overflow-wrap:anywhere]">{t("login.alreadySignedIn", { email })}</p>
          <TextLink to={target}>{t("login.continue")}</TextLink>
          <Button variant="secondary" disabled={signOut.isPending} onClick={() => void signOutForAnother()}>
            {t("login.useAnother")}
          </Button>
        </div>
      </Card>
    </Page>
  );
}

/**
 * After a refused sign-in: an address not confirmed yet is refused like a wrong password
 * (ADR 046), so its holder is offered a new link for the address typed. The answer is the
 * same whatever the address, so the offer tells nobody who has an account.
 */
function ResendConfirmation({ email, area }: { email: string; area: Area }) {
  // Where the link lands says the address is confirmed (EmailVerifiedNotice); staff and
  // accountant applicants are renters until approved, so theirs is the profile too.
  const landing = area === "owner" ? "/owners/dashboard?verified=1" : "/profile?verified=1";
  const { t } = useTranslation("auth");
  const resend = useResendVerificationEmail();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{t("login.unconfirmed")}</p>
      {/* One live region, there before its words: a region added with its text is not
          read by every screen reader, and one inside another was read twice by some. */}
      <p role="status" className="[overflow-wrap:anywhere]">
        {resend.isSuccess ? t("login.resent", { email: resend.variables.email }) : ""}
      </p>
      {!resend.isSuccess && (
        <div>
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email, callbackURL: landing })}
          >
            {t("login.resend")}
          </Button>
        </div>
      )}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
    </div>
  );
}
