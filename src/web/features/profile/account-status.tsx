import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { useResendVerificationEmail } from "../../api/session";
import { errorMessage } from "../../lib/api";
import type { Session } from "../../lib/session";

const ROLE_LABEL = {
  user: "Renter",
  owner: "Owner",
  admin: "Admin",
  staff: "Staff",
  accountant: "Accountant",
} as const;
const VERIFICATION_LABEL: Record<string, string> = {
  unverified: "Not verified",
  pending: "Verification pending review",
  verified: "Verified",
  rejected: "Verification rejected",
};

/** Role, e-mail verification, ID verification and the seed's completeness message. */
export function AccountStatus({ session }: { session: Session }) {
  const resend = useResendVerificationEmail();
  const complete = session.profile.missingFields.length === 0;
  const sent = resend.isSuccess
    ? `We sent a new verification link to ${session.user.email}.`
    : resend.isError
      ? errorMessage(resend.error)
      : null;

  return (
    <Card title="Account status">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Account type</dt>
          <dd>{ROLE_LABEL[session.role]}</dd>
        </div>
        <div>
          <dt className="font-medium">ID verification</dt>
          <dd>{VERIFICATION_LABEL[session.profile.verificationStatus] ?? session.profile.verificationStatus}</dd>
        </div>
        <div>
          <dt className="font-medium">E-mail</dt>
          <dd>
            {session.user.email} — {session.user.emailVerified ? "verified" : "not verified yet"}
          </dd>
        </div>
        {session.application && (
          <div>
            <dt className="font-medium">Application</dt>
            <dd>
              {ROLE_LABEL[session.application.role]}: {session.application.status}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4">
        <Alert tone={complete ? "success" : "warning"}>{session.profile.completenessMessage}</Alert>
      </div>
      {!session.user.emailVerified && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => resend.mutate(session.user.email)}>
            Send verification e-mail again
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
